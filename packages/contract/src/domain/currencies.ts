/** ISO 4217 codes of every amount the API answers. */
export const CURRENCY_CODES = ['NGN', 'XOF', 'USD', 'CAD', 'GBP'] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

/** Card providers take amounts in minor units; mobile money in whole units. */
export const MINOR_UNITS_PER_MAJOR = 100

// Currencies whose smallest unit is the whole unit: no decimals on any amount.
const ZERO_DECIMAL: ReadonlySet<string> = new Set(['XOF'])

/** Decimals every amount in `currency` is rounded to: 0 for XOF, 2 otherwise. */
export function currencyDecimals(currency: string): 0 | 2 {
  return ZERO_DECIMAL.has(currency.trim().toUpperCase()) ? 0 : 2
}
