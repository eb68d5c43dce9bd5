const RETURN_PARAMS = ['reference', 'trxref', 'provider', 'status', 'amount']

/**
 * The return URL given to the provider, absolute and carrying the amount: the provider's redirect
 * brings back only the reference, provider and status, and verification needs the amount too.
 * Leftovers of an earlier return are dropped.
 */
export function returnUrlWithAmount(returnUrl: string, amount: number, base?: string): string {
  const url = new URL(returnUrl, base)
  for (const name of RETURN_PARAMS) url.searchParams.delete(name)
  url.searchParams.set('amount', String(amount))
  return url.toString()
}
