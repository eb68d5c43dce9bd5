import type { PaymentProvider } from '@parkade/core'
import type { CheckoutPaymentReturn } from './types.ts'

const PROVIDERS: readonly PaymentProvider[] = ['paystack', 'wave', 'stripe']

/** The query parameters a gateway's page adds to the return URL. */
export const PAYMENT_RETURN_PARAMS = ['reference', 'provider', 'status', 'booking_id'] as const

/** Reads `reference`, `provider`, `status` and `booking_id` from a query string; null unless reference and a known provider are there. */
export function readPaymentReturn(search: string): CheckoutPaymentReturn | null {
  const params = new URLSearchParams(search)
  const reference = params.get('reference')?.trim()
  const provider = params.get('provider')?.trim().toLowerCase() as PaymentProvider | undefined
  if (!reference || !provider || !PROVIDERS.includes(provider)) return null
  const bookingId = Number(params.get('booking_id'))
  return {
    reference,
    provider,
    status: params.get('status'),
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
  }
}

/** The URL without the return parameters, so a reload does not handle the same return twice. */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href)
  for (const name of PAYMENT_RETURN_PARAMS) url.searchParams.delete(name)
  return url.toString()
}
