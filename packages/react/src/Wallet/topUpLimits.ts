import type { CurrencyCode } from '@parkade/core'

export interface TopUpLimits {
  /** Smallest top-up, in major units of the currency. */
  min: number
  /** Largest single top-up, in major units. */
  max: number
}

/**
 * Per-currency bounds of one wallet top-up, in major units: small enough to stop a typo from
 * starting a huge payment, large enough for a month of parking.
 */
export const TOP_UP_LIMITS: Readonly<Record<CurrencyCode, TopUpLimits>> = {
  NGN: { min: 100, max: 5_000_000 },
  XOF: { min: 100, max: 3_000_000 },
  USD: { min: 1, max: 10_000 },
  CAD: { min: 1, max: 10_000 },
  GBP: { min: 1, max: 10_000 },
}

/** The limits of a currency; an unknown one gets the dollar's. */
export function topUpLimitsFor(currency: string): TopUpLimits {
  return (TOP_UP_LIMITS as Record<string, TopUpLimits | undefined>)[currency.toUpperCase()] ?? TOP_UP_LIMITS.USD
}
