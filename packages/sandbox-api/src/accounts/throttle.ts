import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'

export const THROTTLE_MAX_FAILURES = 5
export const THROTTLE_WINDOW_MINUTES = 15
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please try again later.'

export type ThrottleScope = 'login' | 'verify-email' | 'reset-password' | 'event-access' | 'social-login'

/**
 * Failed attempts per scope, email and IP: after 5 failures within 15 minutes the next attempt
 * answers 429 until the oldest failure leaves the window. A success clears the count.
 */
export function createThrottle(db: Database) {
  const windowSql = `now() - interval '${THROTTLE_WINDOW_MINUTES} minutes'`
  return {
    /** Throws 429 when the limit is reached. */
    async check(scope: ThrottleScope, email: string, ip: string): Promise<void> {
      const { rows } = await db.query<{ failures: number; oldest: Date | null }>(
        `SELECT count(*)::int AS failures, min(created_at) AS oldest FROM login_attempts
         WHERE scope = $1 AND email = $2 AND ip = $3 AND created_at > ${windowSql}`,
        [scope, email, ip],
      )
      const { failures, oldest } = rows[0]!
      if (failures >= THROTTLE_MAX_FAILURES) {
        const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MINUTES * 60_000 - Date.now()) / 1000)) : 60
        throw new HttpError(429, TOO_MANY_ATTEMPTS, { headers: { 'retry-after': String(retryAfter) } })
      }
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
