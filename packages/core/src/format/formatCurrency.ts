import { CURRENCY_MAX_FRACTION_DIGITS, CURRENCY_MIN_FRACTION_DIGITS, DEFAULT_LOCALE } from '../constants.ts'
import { numberFormat } from './intlFormatters.ts'

// Each currency reads naturally in its own country's locale when the caller names none.
const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  NGN: 'en-NG',
  USD: 'en-US',
  CAD: 'en-CA',
  XOF: 'fr-SN',
}

/**
 * SPEC §9's min 0 / max 2 decimals, read as money is: a whole amount shows none (₦1,500), any
 * other shows both (₦202.50, never ₦202.5). Explicit for every currency: XOF defaults to 0.
 */
function fractionDigitsOf(amount: number): number {
  return Math.round(Math.abs(amount) * 10 ** CURRENCY_MAX_FRACTION_DIGITS) % 10 ** CURRENCY_MAX_FRACTION_DIGITS === 0 ? CURRENCY_MIN_FRACTION_DIGITS : CURRENCY_MAX_FRACTION_DIGITS
}

function formatterFor(locale: string, currency: string, digits: number): Intl.NumberFormat {
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: CURRENCY_MAX_FRACTION_DIGITS })
}

/**
 * A price in major units, e.g. formatCurrency(1234.5, 'NGN') → '₦1,234.50'. Without a locale,
 * the currency's own country locale is used. Never throws: an unknown locale falls back to
 * en-NG, an unknown currency code to the bare number followed by the code.
 */
export function formatCurrency(amount: number, currency: string, locale?: string): string {
  const code = currency.trim().toUpperCase()
  const chosen = locale ?? CURRENCY_LOCALES[code] ?? DEFAULT_LOCALE
  const digits = fractionDigitsOf(amount)
  try {
    return formatterFor(chosen, code, digits).format(amount)
  } catch {
    // RangeError: either the locale or the currency code is malformed; find out which.
  }
  try {
    return formatterFor(DEFAULT_LOCALE, code, digits).format(amount)
  } catch {
    const number = new Intl.NumberFormat(DEFAULT_LOCALE, {
      minimumFractionDigits: digits,
      maximumFractionDigits: CURRENCY_MAX_FRACTION_DIGITS,
    }).format(amount)
    return code ? `${number} ${code}` : number
  }
}
