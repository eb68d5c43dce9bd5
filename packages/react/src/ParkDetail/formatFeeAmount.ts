import { formatCurrency, numberFormat } from '@parkade/core'
import type { Fee } from '@parkade/core'

/** '7.5%' ('7,5 %' in French) for a percentage, the amount in its currency for a fixed fee. */
export function formatFeeAmount(fee: Pick<Fee, 'kind' | 'amount' | 'currency'>, locale: string): string {
  if (fee.kind === 'fixed') return formatCurrency(fee.amount, fee.currency, locale)
  try {
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fee.amount / 100)
  } catch {
    return `${fee.amount}%`
  }
}
