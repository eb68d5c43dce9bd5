import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'
import { startPeriodicJob } from '../lib/startPeriodicJob.ts'
import type { PeriodicJob } from '../lib/startPeriodicJob.ts'
import { expiredHoldSql } from './expireUnpaidHolds.ts'

/** The transaction-level advisory lock of a sweep ("hold" in ASCII): one instance sweeps at a time. */
export const HOLD_EXPIRY_LOCK_KEY = 0x686f6c64
/** Holds released per transaction, so a backlog never holds many row locks at once. */
const BATCH = 500

/** `runOnce` sweeps now and answers how many holds this instance released (0 when another was sweeping). */
export type HoldExpiryJob = PeriodicJob

/**
 * Every `config.holdSweepMs`, releases every unpaid gateway hold older than
 * `config.bookingHoldMinutes` (cancelled, payment failed), so spaces come back on time even where
 * no one counts the park or lists the driver's bookings (the lazy expiry of expireUnpaidHolds).
 * Every instance runs it; the advisory lock lets one sweep at a time and the others skip that
 * round, and a hold is released by one UPDATE, once. Holds locked by a request at that moment
 * (a payment being settled) are skipped, not waited for: the next sweep finds them if still due.
 */
export function startHoldExpiryJob({
  db,
  config,
  log,
}: {
  db: Database
  config: Pick<Config, 'bookingHoldMinutes' | 'holdSweepMs'>
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
}): HoldExpiryJob {
  const releaseBatch = () =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [HOLD_EXPIRY_LOCK_KEY])
      if (!rows[0]?.locked) return null
      const released = await tx.query<{ id: number }>(
        `UPDATE bookings SET status = 'cancelled', payment_status = 'failed', updated_at = now()
          WHERE id IN (SELECT b.id FROM bookings b WHERE ${expiredHoldSql(config.bookingHoldMinutes)}
                        ORDER BY b.created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id`,
      )
      return released.rows.length
    })

  const sweep = async (): Promise<number> => {
    let total = 0
    for (;;) {
      const released = await releaseBatch()
      // null: another instance is sweeping right now.
      if (released === null) return total
      total += released
      if (released < BATCH) return total
    }
  }

  return startPeriodicJob({
    round: sweep,
    everyMs: config.holdSweepMs,
    log,
    done: (released) => log.info({ released }, 'expired unpaid booking holds released'),
    failed: 'hold expiry sweep failed',
  })
}
