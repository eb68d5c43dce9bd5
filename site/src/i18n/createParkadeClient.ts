import { amenitiesTexts, authTexts, createParkadeClient as createSdkClient, eventsTexts, gatewaysTexts, loginTexts, parkTexts, paymentsTexts, searchTexts, walletTexts } from '@parkade/react'
import type { ParkadeClient, ParkadeClientOptions } from '@parkade/react'
import { en } from './en.ts'
import { fr } from './fr.ts'
import { registerSiteResources } from './registerSiteResources.ts'

/**
 * Core's texts of every feature the site shows. Its pages come in chunks of their own, so a feature's
 * texts would join only when its chunk arrives, after the page has hydrated; named here, they are
 * there from the start and `loadTexts(language)` (main.tsx, the server) fetches their French with
 * core's own before anything renders.
 */
const CORE_FEATURE_TEXTS = [searchTexts, parkTexts, amenitiesTexts, eventsTexts, walletTexts, paymentsTexts, gatewaysTexts, loginTexts, authTexts]

/** The SDK's client, with the site's own texts added to its i18n before anything renders. */
export function createParkadeClient(options: ParkadeClientOptions): ParkadeClient {
  const client = createSdkClient(options)
  for (const feature of CORE_FEATURE_TEXTS) feature.register(client)
  registerSiteResources(client.i18n, { en, fr })
  return client
}
