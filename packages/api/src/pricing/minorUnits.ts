import { currencyDecimals } from '@parkade/contract/domain'

/**
 * Money is added and compared as integers of the currency's smallest unit: 0.1 + 0.2 in floats
 * is not 0.3, and a ledger must balance to the cent.
 */
export function toMinor(amount: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency)
  // Half away from zero; the epsilon absorbs binary noise such as 1.005 * 100 = 100.49999….
  return Math.sign(amount) * Math.round(Math.abs(amount) * factor + 1e-7)
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency)
}

/** `amount` rounded to the currency's decimals (2, or 0 for XOF). */
export function roundMoney(amount: number, currency: string): number {
  return fromMinor(toMinor(amount, currency), currency)
}

/** True when `amount` has no more decimals than the currency allows. */
export function hasValidDecimals(amount: number, currency: string): boolean {
  const factor = 10 ** currencyDecimals(currency)
  return Math.abs(amount * factor - Math.round(amount * factor)) < 1e-6
}
