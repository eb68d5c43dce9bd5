import { commonEn } from './resources/commonEn.ts'
import type { TranslationKey } from './translationKey.ts'

/**
 * The English text at `key` of core's own texts: what the SDK's own failures carry as their message
 * (messages.ts). parkade.js's build stands this module in with the key itself, so that a page whose
 * English is fetched (parkade-en.js) downloads none in parkade.js: its failures carry the key, which
 * `translateMessage` shows in the page's language, as it shows the English text.
 * Not liteI18next's `walk`: importing the engine here moves it into a chunk of its own in a partner's
 * bundle (+0.15 kB gzip for an app with only ParkSearch, measured).
 */
export function englishText(key: TranslationKey): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], commonEn) as string
}
