import { DEFAULT_COUNTRY_CODE, SUPPORTED_COUNTRY_CODES, isLanguage, languageForCountry } from '../sdk.ts'
import type { Language } from '../sdk.ts'
import { LANGUAGE_PARAM } from '../seo/localizedUrl.ts'

/** Cookies the browser keeps in step with the visitor's stored choices (choiceCookies.ts), for the server. */
export const COUNTRY_COOKIE = 'parkade_country'
export const LANGUAGE_COOKIE = 'parkade_lang'

export interface VisitorRequest {
  searchParams: URLSearchParams
  cookies: Readonly<Record<string, string | undefined>>
  /** The `Accept-Language` header. */
  acceptLanguage: string | undefined
  /**
   * Whether the browser looks the country up by IP (default true). Without, a new visitor is in
   * the default country (NG), in French when their browser's first language is French (SPEC §4).
   */
  ipLookup?: boolean
}

export interface VisitorChoice {
  /** The country the page is rendered for: stored, else the one the browser's languages point to, else NG. */
  country: string
  /** The language the visitor chose and stored, else the address's (`?lang`); null lets the country decide. */
  preference: Language | null
  /** The language the page is rendered in: the browser decides the same from the same inputs. */
  language: Language
}

function supportedCountry(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? ''
  return (SUPPORTED_COUNTRY_CODES as readonly string[]).includes(code) ? code : null
}

/**
 * The country a browser's languages point to (`fr-SN` → SN, `en-CA` → CA, any other French → SN,
 * our one French-speaking country), by the header's order. `en-US` is most browsers' default wherever
 * they are, so it says nothing; nor does any other language.
 */
function countryOfLanguages(acceptLanguage: string | undefined): string | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [language = '', region] = (part.split(';')[0]?.trim() ?? '').toLowerCase().split('-')
    const country = supportedCountry(region)
    if (country && !(language === 'en' && country === 'US')) return country
    if (language === 'fr') return 'SN'
  }
  return null
}

/**
 * The language and country the server renders a page in, decided as the browser will decide them
 * at start (SPEC §4): a stored choice first; for a visitor with none, a guess from the browser's
 * languages that the browser confirms or corrects by IP lookup once it has drawn the page.
 */
export function visitorChoice({ searchParams, cookies, acceptLanguage, ipLookup = true }: VisitorRequest): VisitorChoice {
  const stored = cookies[LANGUAGE_COOKIE]
  const asked = searchParams.get(LANGUAGE_PARAM)
  const preference = isLanguage(stored) ? stored : isLanguage(asked) ? asked : null
  const storedCountry = supportedCountry(cookies[COUNTRY_COOKIE])
  if (storedCountry || ipLookup) {
    const country = storedCountry ?? countryOfLanguages(acceptLanguage) ?? DEFAULT_COUNTRY_CODE
    return { country, preference, language: languageForCountry(country, preference) }
  }
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return { country: DEFAULT_COUNTRY_CODE, preference, language: languageForCountry(DEFAULT_COUNTRY_CODE, preference ?? (isLanguage(first) ? first : null)) }
}
