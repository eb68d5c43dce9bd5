/** How many decimals a currency's amounts may carry: 0 for XOF, 2 for NGN, USD, CAD. */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}
