import type { CurrencyCode, PaymentProvider } from '@parkade/core'

/**
 * An extension waiting for its gateway payment, kept in sessionStorage across the provider's
 * hosted page: the return URL carries only reference, provider and status, and the booking page
 * needs the departure it asked for and the amount to say what happened.
 */
export interface PendingExtension {
  reference: string
  provider: PaymentProvider
  bookingId: number
  /** The departure paid for (ISO). */
  newEnd: string
  amount: number
  currency: CurrencyCode
}

const PREFIX = 'parkade:extension:'

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage denied (private mode, sandboxed iframe): an in-page payment still confirms in place.
    return null
  }
}

/** Save, read and forget pending gateway extensions by payment reference. */
export const pendingExtensions = {
  save(pending: PendingExtension): void {
    try {
      session()?.setItem(PREFIX + pending.reference, JSON.stringify(pending))
    } catch {
      // Quota or denied: see session().
    }
  },
  read(reference: string): PendingExtension | null {
    try {
      const raw = session()?.getItem(PREFIX + reference)
      if (!raw) return null
      const value = JSON.parse(raw) as PendingExtension
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
