import { DEFAULT_LOCALE } from '../constants.ts'

const COUNTRY_LOCALES: Readonly<Record<string, string>> = {
  NG: 'en-NG',
  US: 'en-US',
  CA: 'en-CA',
  SN: 'fr-SN',
}

/**
 * The formatting locale of SPEC §9 for a country; Canada follows a French UI language,
 * the others have one locale each. Unknown or missing countries get en-NG (the default country).
 */
export function localeForCountry(code: string | null | undefined, language?: string | null): string {
  const country = (code ?? '').trim().toUpperCase()
  if (country === 'CA' && language?.toLowerCase().startsWith('fr')) return 'fr-CA'
  return COUNTRY_LOCALES[country] ?? DEFAULT_LOCALE
}
