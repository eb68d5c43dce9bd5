import type { PaymentProvider } from '@parkade/core'
import type { CheckoutDraft } from './types.ts'

/**
 * A gateway booking waiting for its payment. Kept in sessionStorage across the redirect to the
 * provider's page, because the return URL carries only reference, provider and status: the
 * booking id and what the driver entered come back from here.
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
}

/** A payment started longer ago than this is not offered again: its booking's hold has long run out. */
export const PENDING_CHECKOUT_MAX_AGE_MS = 2 * 3_600_000

const PREFIX = 'parkade:checkout:'

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage denied (private mode, sandboxed iframe): the return still works with booking_id or a lookup.
    return null
  }
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
   * The newest payment started for this park (and event) in this tab and not settled: the driver
   * reloaded or came Back in the middle of paying.
   */
  findForPark(park: string, eventCode: string | null, now = Date.now()): PendingCheckout | null {
    const store = session()
    if (!store) return null
    let newest: PendingCheckout | null = null
    try {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)
        if (!key?.startsWith(PREFIX)) continue
        const pending = this.read(key.slice(PREFIX.length))
        if (!pending || pending.park !== park || (pending.eventCode ?? null) !== eventCode) continue
        if (!pending.savedAt || now - pending.savedAt > PENDING_CHECKOUT_MAX_AGE_MS) continue
        if (!newest || (newest.savedAt ?? 0) < pending.savedAt) newest = pending
      }
    } catch {
      return null
    }
    return newest
  },
  clear(reference: string): void {
    try {
      session()?.removeItem(PREFIX + reference)
    } catch {
      // See session().
    }
  },
}
