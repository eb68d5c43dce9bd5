import { CORE_SECTIONS } from './coreSections.ts'
import { I18N_NAMESPACE } from './namespace.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'

/**
 * Whether an i18n instance holds the whole of core's texts in a language, not only texts a host or a
 * component added under the namespace before core's arrived.
 */
export function hasCoreTexts(i18n: ParkadeI18n, language: string): boolean {
  const bundle = i18n.getResourceBundle(language, I18N_NAMESPACE)
  return !!bundle && typeof bundle == 'object' && CORE_SECTIONS.every((section) => section in bundle)
}
