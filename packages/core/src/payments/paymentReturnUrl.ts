import type { PaymentProvider } from '../api/types.ts'

/**
 * The return URL with what a provider's hosted page adds (reference, provider, status), for a
 * payment that ended in the page (a popup, Stripe.js): the return is then handled the same way,
 * by asking the server.
 */
export function paymentReturnUrl(
  returnUrl: string,
  payment: { reference: string; provider: PaymentProvider; status: string; bookingId?: number },
): string {
  const target = new URL(returnUrl)
  target.searchParams.set('reference', payment.reference)
  target.searchParams.set('provider', payment.provider)
  target.searchParams.set('status', payment.status)
  if (payment.bookingId !== undefined) target.searchParams.set('booking_id', String(payment.bookingId))
  return target.toString()
}
