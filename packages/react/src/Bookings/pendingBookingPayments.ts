import type { CurrencyCode, PaymentProvider } from '@parkade/core'
import { keptPayments } from '../payment/keptPayments.ts'

/**
 * An extension or a renewal waiting for its gateway payment, kept in sessionStorage across the
 * provider's hosted page: the return URL carries only reference, provider and status, and the
 * booking page needs what was paid for and the amount to say what happened.
 */
export interface PendingBookingPayment {
  kind: 'extend' | 'renew'
  reference: string
  provider: PaymentProvider
  bookingId: number
  /** An extension's departure paid for (ISO). */
  newEnd: string | null
  amount: number
  currency: CurrencyCode
}

/** Save, read and forget pending gateway extensions and renewals by payment reference (sessionStorage). */
export const pendingBookingPayments = keptPayments<PendingBookingPayment>('parkade:booking-payment:', 'sessionStorage')
