import { I18N_NAMESPACE, en } from '@parkade/core'
import type { ParkadeClient } from '@parkade/core'

/**
 * Whether a client has the whole of a language's texts. parkade.js carries English and, for a lazy
 * language, only its first-paint subset (the loading line) until parkade-<lang>.js adds the rest.
 */
export function hasLanguage(client: ParkadeClient, language: string): boolean {
  const bundle = client.i18n.getResourceBundle(language, I18N_NAMESPACE) as object | undefined
  return !!bundle && Object.keys(en).every((section) => section in bundle)
}
