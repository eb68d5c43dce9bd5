import { currencyDecimals } from '@parkade/contract/domain'

// Each currency is written the way its own country writes it (and its provider's page shows it).
const LOCALE_BY_CURRENCY: Readonly<Record<string, string>> = {
  NGN: 'en-NG',
  XOF: 'fr-SN',
  USD: 'en-US',
  CAD: 'en-CA',
}

/** e.g. ₦5,000.00 · 5 000 F CFA · $12.50 — what the provider's hosted page would show. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase()
  const digits = currencyDecimals(code)
  try {
    return new Intl.NumberFormat(LOCALE_BY_CURRENCY[code] ?? 'en-NG', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount)
  } catch {
    return `${amount.toFixed(digits)} ${code}`
  }
}
