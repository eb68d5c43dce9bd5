import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'

export const THROTTLE_MAX_FAILURES = 5
export const THROTTLE_WINDOW_MINUTES = 15
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please try again later.'

export type ThrottleScope = 'login' | 'verify-email' | 'reset-password' | 'event-access' | 'social-login'

/** An attempt already counted as a failure; a success takes it back. */
export interface Attempt {
  /** The attempt succeeded: it no longer counts (earlier failures stay; see clear()). */
  succeeded(): Promise<void>
}

/**
 * Failed attempts per scope, email and IP: after 5 failures within 15 minutes the next attempt
 * answers 429 until the oldest failure leaves the window. A success clears the count.
 */
export function createThrottle(db: Database) {
  const windowSql = `now() - interval '${THROTTLE_WINDOW_MINUTES} minutes'`
  const tooMany = (oldest: Date | null) => {
    const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MINUTES * 60_000 - Date.now()) / 1000)) : 60
    return new HttpError(429, TOO_MANY_ATTEMPTS, { headers: { 'retry-after': String(retryAfter) } })
  }
  return {
    /**
     * Counts this attempt as a failure before it is checked, then answers 429 when it is over
     * the limit. Checking first and recording after would let a burst of concurrent guesses all
     * pass the check before any failure is recorded; recorded first, the n-th attempt to be
     * recorded sees at least n, so no more than 5 are ever checked.
     */
    async begin(scope: ThrottleScope, email: string, ip: string): Promise<Attempt> {
      const { rows: inserted } = await db.query<{ id: number }>('INSERT INTO login_attempts (scope, email, ip) VALUES ($1, $2, $3) RETURNING id', [
        scope,
        email,
        ip,
      ])
      const id = inserted[0]!.id
      const { rows } = await db.query<{ failures: number; oldest: Date | null }>(
        `SELECT count(*)::int AS failures, min(created_at) AS oldest FROM login_attempts
         WHERE scope = $1 AND email = $2 AND ip = $3 AND created_at > ${windowSql}`,
        [scope, email, ip],
      )
      const { failures, oldest } = rows[0]!
      if (failures > THROTTLE_MAX_FAILURES) {
        // A refused attempt is not a guess: it does not extend the lock.
        await db.query('DELETE FROM login_attempts WHERE id = $1', [id])
        throw tooMany(oldest)
      }
      // Old rows are useless; trimming here keeps the table small without a scheduler.
      await db.query(`DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'`)
      return {
        succeeded: async () => {
          await db.query('DELETE FROM login_attempts WHERE id = $1', [id])
        },
      }
    },
    /** Throws 429 when the limit is reached (prefer begin(): check-then-fail races). */
    async check(scope: ThrottleScope, email: string, ip: string): Promise<void> {
      const { rows } = await db.query<{ failures: number; oldest: Date | null }>(
        `SELECT count(*)::int AS failures, min(created_at) AS oldest FROM login_attempts
         WHERE scope = $1 AND email = $2 AND ip = $3 AND created_at > ${windowSql}`,
        [scope, email, ip],
      )
      const { failures, oldest } = rows[0]!
      if (failures >= THROTTLE_MAX_FAILURES) throw tooMany(oldest)
    },
    async fail(scope: ThrottleScope, email: string, ip: string): Promise<void> {
      await db.query('INSERT INTO login_attempts (scope, email, ip) VALUES ($1, $2, $3)', [scope, email, ip])
      // Old rows are useless; trimming here keeps the table small without a scheduler.
      await db.query(`DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'`)
    },
    async clear(scope: ThrottleScope, email: string, ip: string): Promise<void> {
      await db.query('DELETE FROM login_attempts WHERE scope = $1 AND email = $2 AND ip = $3', [scope, email, ip])
    },
  }
}

export type Throttle = ReturnType<typeof createThrottle>
