import type { Language } from './language.ts'
import type { ParkadeResources } from './resources/en.ts'

/**
 * Where core's texts in each language but English come from: a module of their own, fetched only by
 * a page in that language (English is inlined in createI18n, every client's fallback). parkade.js's
 * build replaces this module: there the French arrives as parkade-fr.js, which its installer adds.
 */
export const coreTextsLoaders: { [L in Exclude<Language, 'en'>]: () => Promise<ParkadeResources> } = {
  fr: () => import('./resources/fr.ts').then((module) => module.fr),
}
