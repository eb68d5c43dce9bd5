import { randomUUID } from 'node:crypto'
import type { Database } from '../db/Database.ts'
import { PROVIDER_TIMEOUT_MS } from './providerRequest.ts'

export const VERIFICATION_IN_PROGRESS = 'Payment verification already in progress'

/**
 * How long a check holds its payment: a provider call's timeout plus time to settle, so a live
 * check keeps its lease to the end, and a check whose process died blocks the payment no longer.
 */
export const VERIFICATION_LEASE_SECONDS = PROVIDER_TIMEOUT_MS / 1000 + 15

/**
 * SPEC §4: a second check of a reference and provider while one is running is not run again, on
 * whichever instance it arrives. The check takes a lease on the payment's row (verifying_until,
 * verifying_by) with one conditional UPDATE, so of two instances asking at once one wins.
 * Answers the function that gives the lease back, or null when another check holds it. The
 * ledger's UNIQUE (reference, type) still credits once whatever happens.
 */
export async function beginVerification(db: Database, provider: string, reference: string): Promise<(() => Promise<void>) | null> {
  const lease = randomUUID()
  const { rows } = await db.query(
    `UPDATE payments SET verifying_until = now() + interval '${VERIFICATION_LEASE_SECONDS} seconds', verifying_by = $3
      WHERE reference = $1 AND provider = $2 AND (verifying_until IS NULL OR verifying_until <= now())
      RETURNING id`,
    [reference, provider, lease],
  )
  if (rows.length === 0) return null
  return async () => {
    // A lease that cannot be given back (database gone) runs out by itself: the check's answer
    // matters more than the error.
    await db
      .query('UPDATE payments SET verifying_until = NULL, verifying_by = NULL WHERE reference = $1 AND verifying_by = $2', [reference, lease])
      .catch(() => undefined)
  }
}
