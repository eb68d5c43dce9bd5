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
  const { rows } = await tx.query<{ peak: number }>(
    `WITH ${peakOccupancyCtes({ park: '$1', start: '$2::timestamptz', end: '$3::timestamptz', exceptId: '$4', expireHolds: options.expireHolds })}
     SELECT peak FROM peak`,
    [parkId, start, end, exceptId],
    { prepare: true },
  )
  return Number(rows[0]?.peak ?? 0)
}

/**
 * peakOccupancy's work as CTEs of a larger statement (the booking's insert counts the space in
 * the same statement): `peak` has one row, its column `peak`. The arguments are SQL expressions
 * (parameters) of that statement.
 */
export function peakOccupancyCtes(at: { park: string; start: string; end: string; exceptId: string; expireHolds?: number | undefined }): string {
  // A data-modifying WITH runs to completion whatever reads it, but the rest of the statement
  // sees the rows as they were: the expired holds are left out of the count by id.
  const expire =
    at.expireHolds === undefined
      ? ''
      : `expired AS (
       UPDATE bookings b SET status = 'cancelled', payment_status = 'failed', updated_at = now()
        WHERE b.park_id = ${at.park} AND ${expiredHoldSql(at.expireHolds)}
        RETURNING b.id
     ), `
  return `${expire}o AS (
       SELECT start_time, end_time FROM bookings
        WHERE park_id = ${at.park} AND status IN ('active', 'pending') AND id <> ${at.exceptId} AND start_time < ${at.end} AND end_time > ${at.start}
          ${expire ? 'AND id NOT IN (SELECT id FROM expired)' : ''}
     ), points AS (
       SELECT ${at.start} AS t UNION SELECT start_time FROM o WHERE start_time > ${at.start}
     ), peak AS (
       SELECT coalesce(max((SELECT count(*) FROM o WHERE o.start_time <= points.t AND o.end_time > points.t)), 0) AS peak FROM points
     )`
}
