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
export function keptPayments<T extends KeptPayment>(prefix: string, area: 'localStorage' | 'sessionStorage'): KeptPayments<T> {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[area]
    } catch {
      return null
    }
  }
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
    references() {
      const store = storage()
      const found: string[] = []
      try {
        for (let i = 0; store && i < store.length; i++) {
          const key = store.key(i)
          if (key?.startsWith(prefix)) found.push(key.slice(prefix.length))
        }
      } catch {
        // Denied.
      }
      return found
    },
  }
}
