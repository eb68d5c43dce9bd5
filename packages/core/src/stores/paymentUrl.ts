import type { PaymentInfo } from '../api/types.ts'

const URL_FIELDS = ['authorization_url', 'checkout_url', 'payment_url'] as const

/** SPEC §3: the first present of `authorization_url`, `checkout_url`, `payment_url`; null when none is. */
export function paymentUrl(info: PaymentInfo | null | undefined): string | null {
  if (!info) return null
  for (const field of URL_FIELDS) {
    const value = info[field]
    if (typeof value === 'string' && value) return value
  }
  return null
}
