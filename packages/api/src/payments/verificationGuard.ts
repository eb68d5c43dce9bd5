import type { Database } from '../db/Database.ts'

export const VERIFICATION_IN_PROGRESS = 'Payment verification already in progress'

const running = new WeakMap<Database, Set<string>>()

/**
 * SPEC §4: a second check of a reference and provider while one is running is not run again.
 * Answers a release function, or null when a check of the same payment is under way in this
 * process. Across processes the ledger's UNIQUE (reference, type) still credits only once.
 */
export function beginVerification(db: Database, provider: string, reference: string): (() => void) | null {
  let set = running.get(db)
  if (!set) {
    set = new Set()
    running.set(db, set)
  }
  const key = `${provider}\u0000${reference}`
  if (set.has(key)) return null
  set.add(key)
  const owned = set
  return () => {
    owned.delete(key)
  }
}
