import { DEFAULT_VEHICLE_TYPE_ID, formatCurrency, localeForCountry } from '@parkade/core'
import type { Language, Park } from '@parkade/core'
import { seoTranslator } from './seoTranslator.ts'

/**
 * 'from ₦1,500/hour': the park's hourly rate for a car (the vehicle the site prices by default),
 * else its lowest hourly rate, in the park's country format; null for a park without rates.
 */
export function parkPriceFrom(park: Pick<Park, 'rates' | 'currency' | 'country_code'>, language: Language): string | null {
  const car = park.rates.find((rate) => rate.vehicle_type_id === DEFAULT_VEHICLE_TYPE_ID)
  const hourly = car ? car.hourly : park.rates.length > 0 ? Math.min(...park.rates.map((rate) => rate.hourly)) : null
  if (hourly === null) return null
  const price = formatCurrency(hourly, park.currency, localeForCountry(park.country_code, language))
  return seoTranslator(language)('seo.priceFrom', { price })
}
