import type { Language } from '../lib/requestLanguage.ts'

/**
 * The language of a driver's e-mail: the one on their profile, else the one of the request
 * that caused it, else French for a driver in Senegal (the site's own rule), else English.
 */
export function mailLanguage(profileLanguage: Language | null, requestLanguage: Language | null, countryCode: string | null): Language {
  return profileLanguage ?? requestLanguage ?? (countryCode === 'SN' ? 'fr' : 'en')
}
