import { PARKING_LOCATIONS_CLAIM, useFormat, useTranslation } from '../sdk.ts'

/** Formatted claims by language tag: a new Intl.NumberFormat costs more than the whole render of a page's hero. */
const claims = new Map<string, string>()

function formatClaim(tag: string, language: string): string {
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

/**
 * The parking-locations claim (SPEC §9) in the country's number format and the page's language
 * (fr-NG writes 500 000, en-NG 500,000).
 */
export function useClaimNumber(): string {
  const { locale } = useFormat()
  const { language } = useTranslation()
  const tag = locale.toLowerCase().startsWith(language) ? locale : `${language}-${locale.split('-')[1] ?? ''}`
  return formatClaim(tag, language)
}
