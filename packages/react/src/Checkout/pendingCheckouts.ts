import { DEFAULT_BOOKING_HOLD_MINUTES } from '@parkade/core'
import type { CreateBookingRequest, PaymentProvider } from '@parkade/core'
import type { CheckoutDraft } from './types.ts'

/**
 * A gateway booking waiting for its payment. Kept in localStorage across the redirect to the
 * provider's page, because the return URL carries only reference, provider and status: the
 * booking id and what the driver entered come back from here. localStorage, not sessionStorage:
 * a driver who closes the tab and opens the park again later (a new tab) finds the same booking.
 */
export interface PendingCheckout {
  reference: string
  provider: PaymentProvider
  bookingId: number
  amount: number
  /** The park's slug (or whatever the host passed), to reopen the same checkout. */
  park: string
  eventCode: string | null
  draft: CheckoutDraft
  /** When the payment was started (ms since the epoch). */
  savedAt?: number
  /**
   * The request that created the booking and its Idempotency-Key: sent again as they were, the
   * server answers the same booking and payment (a replay) instead of booking the space twice.
   */
  request?: { body: CreateBookingRequest; idempotencyKey: string }
}

/**
 * A payment started longer ago than this is not offered again: the server has released its
 * booking's hold (BOOKING_HOLD_MINUTES, the API's default) by then.
 */
export const PENDING_CHECKOUT_MAX_AGE_MS = DEFAULT_BOOKING_HOLD_MINUTES * 60_000

const PREFIX = 'parkade:checkout:'

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage denied (private mode, sandboxed iframe): the return still works with booking_id or a lookup.
    return null
  }
}

/** The keys of the pending checkouts in the store, listed before any is removed. */
function keysOf(store: Storage | null): string[] {
  const keys: string[] = []
  try {
    for (let i = 0; store && i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(PREFIX)) keys.push(key)
    }
  } catch {
    // See session().
  }
  return keys
}

/** Save, read and forget pending gateway checkouts by payment reference. */
export const pendingCheckouts = {
  save(pending: PendingCheckout): void {
    try {
      session()?.setItem(PREFIX + pending.reference, JSON.stringify(pending))
    } catch {
      // Quota or denied: see session().
    }
  },
  read(reference: string): PendingCheckout | null {
    try {
      const raw = session()?.getItem(PREFIX + reference)
      if (!raw) return null
      const value = JSON.parse(raw) as PendingCheckout
      return value && value.reference === reference && typeof value.bookingId === 'number' ? value : null
    } catch {
      return null
    }
  },
  /**
   * The newest payment started in this browser for this park (and event), not settled and within
   * its hold: the driver reloaded, came Back, or closed the tab and came back later. Payments whose
   * hold has run out are forgotten on the way.
   */
  findForPark(park: string, eventCode: string | null, now = Date.now()): PendingCheckout | null {
    const store = session()
    if (!store) return null
    let newest: PendingCheckout | null = null
    try {
      for (const key of keysOf(store)) {
        const pending = this.read(key.slice(PREFIX.length))
        if (!pending || !pending.savedAt || now - pending.savedAt > PENDING_CHECKOUT_MAX_AGE_MS) {
          store.removeItem(key)
          continue
        }
        if (pending.park !== park || (pending.eventCode ?? null) !== eventCode) continue
        if (!newest || (newest.savedAt ?? 0) < pending.savedAt) newest = pending
      }
    } catch {
      return null
    }
    return newest
  },
  /** Forgets the payments of a booking settled elsewhere (cancelled from My Bookings, say). */
  clearBooking(bookingId: number): void {
    for (const key of keysOf(session())) if (this.read(key.slice(PREFIX.length))?.bookingId === bookingId) this.clear(key.slice(PREFIX.length))
  },
  /** Forgets every payment kept here (the driver signed out). */
  clearAll(): void {
    for (const key of keysOf(session())) this.clear(key.slice(PREFIX.length))
  },
  clear(reference: string): void {
    try {
      session()?.removeItem(PREFIX + reference)
    } catch {
      // See session().
    }
  },
}
