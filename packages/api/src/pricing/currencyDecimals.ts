// Currencies whose smallest unit is the whole unit: no decimals on any amount.
const ZERO_DECIMAL = new Set(['XOF'])

/** Decimals every amount in `currency` is rounded to: 0 for XOF, 2 otherwise. */
export function currencyDecimals(currency: string): 0 | 2 {
  return ZERO_DECIMAL.has(currency.trim().toUpperCase()) ? 0 : 2
}
