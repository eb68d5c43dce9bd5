/** What every kept payment has: the provider's reference it is kept under, and its booking. */
export interface KeptPayment {
  reference: string
  bookingId: number
}

export interface KeptPayments<T extends KeptPayment> {
  save(kept: T): void
  /** The payment kept under this reference, or null (none, unreadable, or not this one). */
  read(reference: string): T | null
  clear(reference: string): void
  /** The references kept, listed before any is removed. */
  references(): string[]
}

/**
 * Payments under way kept in browser storage by reference, under `prefix`, across a provider's
 * hosted page (the return URL carries only reference, provider and status). Storage the browser
 * denies (private mode, a sandboxed iframe) or a full quota leaves nothing kept: the payment is
 * still confirmed where it was made.
 */
export function keptPayments<T extends KeptPayment>(prefix: string, area: StorageArea): KeptPayments<T> {
  const storage = () => storageIn(area)
  return {
    save(kept) {
      try {
        storage()?.setItem(prefix + kept.reference, JSON.stringify(kept))
      } catch {
        // Quota or denied.
      }
    },
    read(reference) {
      try {
        const raw = storage()?.getItem(prefix + reference)
        if (!raw) return null
        const value = JSON.parse(raw) as T
        return value && value.reference === reference && typeof value.bookingId === 'number' ? value : null
      } catch {
        return null
      }
    },
    clear(reference) {
      try {
        storage()?.removeItem(prefix + reference)
      } catch {
        // Denied.
      }
    },
    references: () => keysUnder(storage(), prefix).map((key) => key.slice(prefix.length)),
  }
}

/**
 * Forgets every payment kept under `prefix` (the driver signed out), without the code that reads
 * them: the provider calls it on every page, most of which never keep a payment.
 */
export function forgetKeptPayments(prefix: string, area: StorageArea): void {
  const store = storageIn(area)
  try {
    for (const key of keysUnder(store, prefix)) store?.removeItem(key)
  } catch {
    // Denied.
  }
}

type StorageArea = 'localStorage' | 'sessionStorage'

function storageIn(area: StorageArea): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area]
  } catch {
    return null
  }
}

/** The keys under `prefix`, listed before any is removed. */
function keysUnder(store: Storage | null, prefix: string): string[] {
  const found: string[] = []
  try {
    for (let i = 0; store && i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(prefix)) found.push(key)
    }
  } catch {
    // Denied.
  }
  return found
}
