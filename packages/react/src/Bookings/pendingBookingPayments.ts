import type { CurrencyCode, PaymentProvider } from '@parkade/core'

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

const PREFIX = 'parkade:booking-payment:'

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage denied (private mode, sandboxed iframe): an in-page payment still confirms in place.
    return null
  }
}

/** Save, read and forget pending gateway extensions and renewals by payment reference. */
export const pendingBookingPayments = {
  save(pending: PendingBookingPayment): void {
    try {
      session()?.setItem(PREFIX + pending.reference, JSON.stringify(pending))
    } catch {
      // Quota or denied: see session().
    }
  },
  read(reference: string): PendingBookingPayment | null {
    try {
      const raw = session()?.getItem(PREFIX + reference)
      if (!raw) return null
      const value = JSON.parse(raw) as PendingBookingPayment
      return value && value.reference === reference && typeof value.bookingId === 'number' ? value : null
    } catch {
      return null
    }
  },
  clear(reference: string): void {
    try {
      session()?.removeItem(PREFIX + reference)
    } catch {
      // See session().
    }
  },
}
