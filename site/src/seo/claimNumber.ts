import { PARKING_LOCATIONS_CLAIM } from '@parkade/core'

/** Formatted claims by language tag: a new Intl.NumberFormat costs more than the whole render of a page's hero. */
const claims = new Map<string, string>()

/**
 * The parking-locations claim (SPEC §9) in the country's number format and the page's language
 * (fr-NG writes 500 000, en-NG 500,000); `locale` is the country's formatting locale.
 */
export function claimNumber(locale: string, language: string): string {
  const tag = locale.toLowerCase().startsWith(language) ? locale : `${language}-${locale.split('-')[1] ?? ''}`
  let claim = claims.get(tag)
  if (claim === undefined) {
    try {
      claim = new Intl.NumberFormat(tag).format(PARKING_LOCATIONS_CLAIM)
    } catch {
      claim = new Intl.NumberFormat(language).format(PARKING_LOCATIONS_CLAIM)
    }
    claims.set(tag, claim)
  }
  return claim
}
