import type { Database } from '../db/Database.ts'
import { expiredHoldSql } from './expireUnpaidHolds.ts'

/**
 * The most cars parked at one moment of [start, end) by active and pending bookings (other than
 * `exceptId`): occupancy only rises when a booking starts, so it is enough to count at the
 * range's start and at every start inside it. Call with the park row locked.
 *
 * With `expireHolds` (config.bookingHoldMinutes), the park's unpaid holds past that time are
 * cancelled first, in the same statement (as expireUnpaidHolds, one round trip fewer for every
 * booking), and give their space back to this count.
 */
export async function peakOccupancy(tx: Database, parkId: number, start: Date, end: Date, exceptId = 0, options: { expireHolds?: number } = {}): Promise<number> {
  // A data-modifying WITH runs to completion whatever reads it, but the rest of the statement
  // sees the rows as they were: the expired holds are left out of the count by id.
  const expire =
    options.expireHolds === undefined
      ? ''
      : `expired AS (
       UPDATE bookings b SET status = 'cancelled', payment_status = 'failed', updated_at = now()
        WHERE b.park_id = $1 AND ${expiredHoldSql(options.expireHolds)}
        RETURNING b.id
     ), `
  const { rows } = await tx.query<{ peak: number }>(
    `WITH ${expire}o AS (
       SELECT start_time, end_time FROM bookings
        WHERE park_id = $1 AND status IN ('active', 'pending') AND id <> $4 AND start_time < $3 AND end_time > $2
          ${expire ? 'AND id NOT IN (SELECT id FROM expired)' : ''}
     ), points AS (
       SELECT $2::timestamptz AS t UNION SELECT start_time FROM o WHERE start_time > $2
     )
     SELECT coalesce(max((SELECT count(*) FROM o WHERE o.start_time <= points.t AND o.end_time > points.t)), 0) AS peak FROM points`,
    [parkId, start, end, exceptId],
    { prepare: true },
  )
  return Number(rows[0]?.peak ?? 0)
}
