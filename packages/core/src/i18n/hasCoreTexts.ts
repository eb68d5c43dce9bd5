import type { ParkadeI18n } from './ParkadeI18n.ts'
import { I18N_NAMESPACE } from './namespace.ts'
import { commonEn } from './resources/commonEn.ts'

// Core's own sections, not each feature's (those come with the feature: @parkade/react's
// featureTexts). Read once, at import: a deep add into a client's English (a component's texts, a
// host's) merges into the same `commonEn` object, and those sections are not core's.
const CORE_SECTIONS = Object.keys(commonEn)

/**
 * Whether an i18n instance holds the whole of core's texts in a language, not only texts a host or a
 * component added under the namespace before core's arrived.
 */
export function hasCoreTexts(i18n: ParkadeI18n, language: string): boolean {
  const bundle = i18n.getResourceBundle(language, I18N_NAMESPACE)
  return !!bundle && typeof bundle == 'object' && CORE_SECTIONS.every((section) => section in bundle)
}
