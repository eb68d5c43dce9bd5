import type { CurrencyCode } from '@parkade/contract/domain'

/** The range of car rates (major units of `currency`) in one city, from which each park's rate is drawn. */
export interface CityPricing {
  currency: CurrencyCode
  hourly: readonly [min: number, max: number]
  daily: readonly [min: number, max: number]
  /** Rates are rounded to these steps (₦50, 50 CFA, C$0.25, …). */
  hourly_step: number
  daily_step: number
}

/** Car rates by city (the `city` of a landmark). Other vehicle types apply their rate_multiplier. */
export const CITY_PRICING: Readonly<Record<string, CityPricing>> = {
  Lagos: { currency: 'NGN', hourly: [500, 2000], daily: [5000, 15000], hourly_step: 50, daily_step: 500 },
  Abuja: { currency: 'NGN', hourly: [500, 1500], daily: [4000, 12000], hourly_step: 50, daily_step: 500 },
  'Port Harcourt': { currency: 'NGN', hourly: [300, 1000], daily: [3000, 8000], hourly_step: 50, daily_step: 500 },
  Dakar: { currency: 'XOF', hourly: [300, 1000], daily: [2500, 8000], hourly_step: 50, daily_step: 500 },
  Thiès: { currency: 'XOF', hourly: [200, 500], daily: [1500, 4000], hourly_step: 25, daily_step: 250 },
  Toronto: { currency: 'CAD', hourly: [4, 12], daily: [20, 45], hourly_step: 0.25, daily_step: 1 },
  Vancouver: { currency: 'CAD', hourly: [4, 10], daily: [18, 40], hourly_step: 0.25, daily_step: 1 },
  Montréal: { currency: 'CAD', hourly: [3.5, 10], daily: [16, 35], hourly_step: 0.25, daily_step: 1 },
  'New York': { currency: 'USD', hourly: [8, 25], daily: [35, 75], hourly_step: 0.5, daily_step: 1 },
  Atlanta: { currency: 'USD', hourly: [3, 12], daily: [15, 36], hourly_step: 0.25, daily_step: 1 },
  Houston: { currency: 'USD', hourly: [3, 10], daily: [12, 30], hourly_step: 0.25, daily_step: 1 },
}
