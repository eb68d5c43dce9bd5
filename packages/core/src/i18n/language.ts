import { SUPPORTED_LANGUAGES } from '../constants.ts'

/** A language the SDK ships resources for (SPEC §9): 'en' | 'fr'. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

/** Narrows untrusted input (storage, URL, attributes) to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}
