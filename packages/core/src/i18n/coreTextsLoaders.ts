import type { Language } from './language.ts'
import type { commonEn } from './resources/commonEn.ts'

/**
 * Where core's own texts (the sections every feature may show; each feature's come with it) in each
 * language but English come from: a module of their own, fetched only by
 * a page in that language (English is inlined in createI18n, every client's fallback). parkade.js's
 * build replaces this module: there the French arrives as parkade-fr.js, which its installer adds.
 */
export const coreTextsLoaders: { [L in Exclude<Language, 'en'>]: () => Promise<typeof commonEn> } = {
  fr: () => import('./resources/commonFr.ts').then((module) => module.commonFr),
}
