import { useFormat, useTranslation } from '../sdk.ts'
import { claimNumber } from '../seo/claimNumber.ts'

/**
 * The parking-locations claim (SPEC §9) in the country's number format and the page's language
 * (fr-NG writes 500 000, en-NG 500,000); the server's page heads format it the same way.
 */
export function useClaimNumber(): string {
  const { locale } = useFormat()
  const { language } = useTranslation()
  return claimNumber(locale, language)
}
