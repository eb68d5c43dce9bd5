import type { Language } from './language.ts'
import type { commonEn } from './resources/commonEn.ts'

/**
 * Where core's own texts (the sections every feature may show; each feature's come with it) in each
 * language come from: a module of their own, fetched only by a page in that language, English
 * included, so a page in French downloads no English and one in English no French. parkade.js's
 * build replaces this module: there they arrive as parkade-en.js and parkade-fr.js, which its
 * installer adds.
 */
export const coreTextsLoaders: { [L in Language]: () => Promise<typeof commonEn> } = {
  en: () => import('./resources/commonEn.ts').then((module) => module.commonEn),
  fr: () => import('./resources/commonFr.ts').then((module) => module.commonFr),
}
