import { createParkadeClient as createSdkClient } from '@parkade/react'
import type { ParkadeClient, ParkadeClientOptions } from '@parkade/react'
import { en } from './en.ts'
import { fr } from './fr.ts'
import { registerSiteResources } from './registerSiteResources.ts'

/** The SDK's client, with the site's own texts added to its i18n before anything renders. */
export function createParkadeClient(options: ParkadeClientOptions): ParkadeClient {
  const client = createSdkClient(options)
  registerSiteResources(client.i18n, { en, fr })
  return client
}
