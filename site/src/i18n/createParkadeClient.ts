import { I18N_NAMESPACE, commonEn, createParkadeClient as createSdkClient } from '@parkade/react'
import type { ParkadeClient, ParkadeClientOptions } from '@parkade/react'
import { en } from './en.ts'
import { fr } from './fr.ts'
import { registerSiteResources } from './registerSiteResources.ts'

/**
 * The SDK's client, with the site's own texts added to its i18n before anything renders. Core's
 * English comes with them: the site's boot screens (its loading line, SPEC §8's loading error when
 * the app's code cannot arrive) show before anything else can be fetched, and English is every
 * language's fallback. Core's French is fetched by a page in French, as the SDK does.
 */
export function createParkadeClient(options: ParkadeClientOptions): ParkadeClient {
  const client = createSdkClient(options)
  client.i18n.addResourceBundle('en', I18N_NAMESPACE, commonEn, true, false)
  registerSiteResources(client.i18n, { en, fr })
  return client
}
