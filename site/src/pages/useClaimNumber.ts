import { PARKING_LOCATIONS_CLAIM, useFormat, useTranslation } from '../sdk.ts'

/**
 * The parking-locations claim (SPEC §9) in the country's number format and the page's language
 * (fr-NG writes 500 000, en-NG 500,000).
 */
export function useClaimNumber(): string {
  const { locale } = useFormat()
  const { language } = useTranslation()
  const tag = locale.toLowerCase().startsWith(language) ? locale : `${language}-${locale.split('-')[1] ?? ''}`
  try {
    return new Intl.NumberFormat(tag).format(PARKING_LOCATIONS_CLAIM)
  } catch {
    return new Intl.NumberFormat(language).format(PARKING_LOCATIONS_CLAIM)
  }
}
