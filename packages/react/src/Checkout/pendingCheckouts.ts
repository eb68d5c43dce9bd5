import { DEFAULT_BOOKING_HOLD_MINUTES } from '@parkade/core'
import type { CreateBookingRequest, PaymentProvider } from '@parkade/core'
import { forgetKeptPayments, keptPayments } from '../payment/keptPayments.ts'
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
const kept = /* @__PURE__ */ keptPayments<PendingCheckout>(PREFIX, 'localStorage')

/** Forgets every pending checkout kept here (the driver signed out), with none of the code above. */
export function forgetPendingCheckouts(): void {
  forgetKeptPayments(PREFIX, 'localStorage')
}

/** Save, read and forget pending gateway checkouts by payment reference. */
export const pendingCheckouts = {
  // Arrows, not `kept.save`: reading a property could run code, so a bundler would keep all this
  // on a page that only signs out.
  save: (pending: PendingCheckout) => kept.save(pending),
  read: (reference: string) => kept.read(reference),
  clear: (reference: string) => kept.clear(reference),
  /**
   * The newest payment started in this browser for this park (and event), not settled and within
   * its hold: the driver reloaded, came Back, or closed the tab and came back later. Payments whose
   * hold has run out are forgotten on the way.
   */
  findForPark(park: string, eventCode: string | null, now = Date.now()): PendingCheckout | null {
    let newest: PendingCheckout | null = null
    for (const reference of kept.references()) {
      const pending = kept.read(reference)
      if (!pending || !pending.savedAt || now - pending.savedAt > PENDING_CHECKOUT_MAX_AGE_MS) {
        kept.clear(reference)
        continue
      }
      if (pending.park !== park || (pending.eventCode ?? null) !== eventCode) continue
      if (!newest || (newest.savedAt ?? 0) < pending.savedAt) newest = pending
    }
    return newest
  },
  /** Forgets the payments of a booking settled elsewhere (cancelled from My Bookings, say). */
  clearBooking(bookingId: number): void {
    for (const reference of kept.references()) if (kept.read(reference)?.bookingId === bookingId) kept.clear(reference)
  },
  /** Forgets every payment kept here (the driver signed out). */
  clearAll: forgetPendingCheckouts,
}
