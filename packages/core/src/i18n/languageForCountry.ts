import { DEFAULT_LANGUAGE, FRENCH_COUNTRY_CODES } from '../constants.ts'
import { isLanguage } from './language.ts'
import type { Language } from './language.ts'

/**
 * The language for a country (SPEC §1, §4): French for Senegal, English otherwise, unless the
 * user chose a language by hand, which always wins. Inputs come from storage and IP lookup,
 * so both are checked rather than trusted.
 */
export function languageForCountry(
  countryCode: string | null | undefined,
  manualPreference: Language | null | undefined,
): Language {
  if (isLanguage(manualPreference)) return manualPreference
  const code = typeof countryCode === 'string' ? countryCode.trim().toUpperCase() : ''
  return (FRENCH_COUNTRY_CODES as readonly string[]).includes(code) ? 'fr' : DEFAULT_LANGUAGE
}
