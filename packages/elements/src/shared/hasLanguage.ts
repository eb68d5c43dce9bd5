import { hasCoreTexts } from '@parkade/core'
import type { ParkadeClient } from '@parkade/core'

/**
 * Whether a client has the whole of a language's texts. parkade.js carries none: a language is
 * there once parkade-<lang>.js has added it (in the ES modules, once core has fetched it).
 */
export function hasLanguage(client: ParkadeClient, language: string): boolean {
  return hasCoreTexts(client.i18n, language)
}
