import type { Database } from '../db/Database.ts'

/**
 * The hold time as SQL, written out: the configured BOOKING_HOLD_MINUTES is fixed for a
 * process, so a statement using it still has one text (prepared statements stay prepared).
 */
export function holdIntervalSql(holdMinutes: number): string {
  if (!Number.isFinite(holdMinutes) || holdMinutes <= 0) throw new RangeError(`hold minutes must be a positive number, got ${holdMinutes}`)
  return `(interval '1 minute' * ${holdMinutes})`
}

/** SQL condition on bookings alias `b`: an unpaid gateway booking whose hold has run out. */
export function expiredHoldSql(holdMinutes: number): string {
  return `(b.status = 'pending' AND b.payment_method = 'gateway' AND b.payment_status = 'pending'
  AND b.created_at < now() - ${holdIntervalSql(holdMinutes)})`
}

/**
 * SQL condition on bookings alias `b`: the booking takes a space. Active ones do, and pending
 * ones within their hold; for reads that cannot expire holds themselves (availability lists).
 */
export function takesSpaceSql(holdMinutes: number): string {
  return `(b.status = 'active' OR (b.status = 'pending' AND NOT ${expiredHoldSql(holdMinutes)}))`
}

/**
 * Cancels gateway bookings still waiting for their payment after the hold time
 * (`config.bookingHoldMinutes`), so a driver who never paid (or a process that crashed between
 * booking and payment) does not keep a space forever. Paid, wallet and already settled bookings
 * are never touched. A payment that arrives later finds the booking cancelled and lands in the
 * wallet (settlePayment). Scope to a park (with its row locked, before counting occupancy) or to
 * a driver (before showing their bookings); the hold-expiry job sweeps all of them. Answers how
 * many were expired.
 */
export async function expireUnpaidHolds(db: Database, scope: { parkId: number } | { userId: number }, holdMinutes: number): Promise<number> {
  const [column, id] = 'parkId' in scope ? ['park_id', scope.parkId] : ['user_id', scope.userId]
  const { rows } = await db.query<{ id: number }>(
    `UPDATE bookings b SET status = 'cancelled', payment_status = 'failed', updated_at = now()
      WHERE b.${column} = $1 AND ${expiredHoldSql(holdMinutes)}
      RETURNING b.id`,
    [id],
  )
  return rows.length
}
