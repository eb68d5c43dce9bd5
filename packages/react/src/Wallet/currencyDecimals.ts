import { numberFormat } from '@parkade/core'

/** How many decimals a currency's amounts may carry: 0 for XOF, 2 for NGN, USD, CAD. */
export function currencyDecimals(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}
