import type { Database } from '../db/Database.ts'

/**
 * How long an unpaid gateway booking holds its space. Neither the spec nor the design names a
 * figure; 15 minutes covers a provider's hosted page (card entry, 3-D Secure, a mobile-money
 * prompt) with room to spare, and matches the throttle window drivers already know.
 */
export const BOOKING_HOLD_MINUTES = 15

/**
 * SQL condition on bookings alias `b`: the booking takes a space. Active ones do, and pending
 * ones within their hold; for reads that cannot expire holds themselves (availability lists).
 */
export const TAKES_SPACE_SQL = `(b.status = 'active' OR (b.status = 'pending' AND NOT (b.payment_method = 'gateway' AND b.payment_status = 'pending'
  AND b.created_at < now() - interval '${BOOKING_HOLD_MINUTES} minutes')))`

/**
 * Cancels gateway bookings still waiting for their payment after the hold time, so a driver who
 * never paid (or a process that crashed between booking and payment) does not keep a space
 * forever. Paid, wallet and already settled bookings are never touched. A payment that arrives
 * later finds the booking cancelled and lands in the wallet (see confirm-payment).
 * Scope to a park (with its row locked, before counting occupancy) or to a driver (before
 * showing their bookings). Answers how many were expired.
 */
export async function expireUnpaidHolds(db: Database, scope: { parkId: number } | { userId: number }): Promise<number> {
  const [column, id] = 'parkId' in scope ? ['park_id', scope.parkId] : ['user_id', scope.userId]
  const { rows } = await db.query<{ id: number }>(
    `UPDATE bookings SET status = 'cancelled', payment_status = 'failed', updated_at = now()
      WHERE ${column} = $1 AND status = 'pending' AND payment_method = 'gateway' AND payment_status = 'pending'
        AND created_at < now() - interval '${BOOKING_HOLD_MINUTES} minutes'
      RETURNING id`,
    [id],
  )
  return rows.length
}
