import type { Database } from '../db/Database.ts'

/**
 * The most cars parked at one moment of [start, end) by active and pending bookings (other than
 * `exceptId`): occupancy only rises when a booking starts, so it is enough to count at the
 * range's start and at every start inside it. Call with the park row locked.
 */
export async function peakOccupancy(tx: Database, parkId: number, start: Date, end: Date, exceptId = 0): Promise<number> {
  const { rows } = await tx.query<{ peak: number }>(
    `WITH o AS (
       SELECT start_time, end_time FROM bookings
        WHERE park_id = $1 AND status IN ('active', 'pending') AND id <> $4 AND start_time < $3 AND end_time > $2
     ), points AS (
       SELECT $2::timestamptz AS t UNION SELECT start_time FROM o WHERE start_time > $2
     )
     SELECT coalesce(max((SELECT count(*) FROM o WHERE o.start_time <= points.t AND o.end_time > points.t)), 0) AS peak FROM points`,
    [parkId, start, end, exceptId],
  )
  return Number(rows[0]?.peak ?? 0)
}
