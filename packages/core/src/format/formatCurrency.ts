import { CURRENCY_MAX_FRACTION_DIGITS, CURRENCY_MIN_FRACTION_DIGITS, DEFAULT_LOCALE } from '../constants.ts'
import { numberFormat } from './intlFormatters.ts'

// Each currency reads naturally in its own country's locale when the caller names none.
const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  NGN: 'en-NG',
  USD: 'en-US',
  CAD: 'en-CA',
  XOF: 'fr-SN',
}

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    // Explicit on purpose: XOF defaults to 0 decimals, but SPEC §9 wants min 0 / max 2 for all.
    minimumFractionDigits: CURRENCY_MIN_FRACTION_DIGITS,
    maximumFractionDigits: CURRENCY_MAX_FRACTION_DIGITS,
  })
}

/**
 * A price in major units, e.g. formatCurrency(1234.5, 'NGN') → '₦1,234.5'. Without a locale,
 * the currency's own country locale is used. Never throws: an unknown locale falls back to
 * en-NG, an unknown currency code to the bare number followed by the code.
 */
export function formatCurrency(amount: number, currency: string, locale?: string): string {
  const code = currency.trim().toUpperCase()
  const chosen = locale ?? CURRENCY_LOCALES[code] ?? DEFAULT_LOCALE
  try {
    return formatterFor(chosen, code).format(amount)
  } catch {
    // RangeError: either the locale or the currency code is malformed; find out which.
  }
  try {
    return formatterFor(DEFAULT_LOCALE, code).format(amount)
  } catch {
    const number = new Intl.NumberFormat(DEFAULT_LOCALE, {
      minimumFractionDigits: CURRENCY_MIN_FRACTION_DIGITS,
      maximumFractionDigits: CURRENCY_MAX_FRACTION_DIGITS,
    }).format(amount)
    return code ? `${number} ${code}` : number
  }
}
