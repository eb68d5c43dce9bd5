import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'

export const THROTTLE_MAX_FAILURES = 5
export const THROTTLE_WINDOW_MINUTES = 15
/**
 * Failures per account from all addresses together. Higher than the per-address limit, so a
 * stranger cannot lock a driver out with a handful of guesses, but finite, so rotating
 * addresses does not buy unlimited guesses on one account.
 */
export const THROTTLE_ACCOUNT_MAX_FAILURES = 20
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please try again later.'

export type ThrottleScope = 'login' | 'verify-email' | 'reset-password' | 'event-access' | 'social-login'

/** An attempt already counted as a failure; a success takes it back. */
export interface Attempt {
  /** The attempt succeeded: it no longer counts (earlier failures stay; see clear()). */
  succeeded(): Promise<void>
}

/** The email that stands for "no account": scopes counted per address only. */
export const ANY_ACCOUNT = '*'

/**
 * Failed attempts per scope, email and IP: after 5 failures within 15 minutes the next attempt
 * answers 429 until the oldest failure leaves the window. A success clears the count. Per
 * scope and email across every IP, 20 failures within 15 minutes lock the account the same way.
 */
export function createThrottle(db: Database) {
  const windowSql = `now() - interval '${THROTTLE_WINDOW_MINUTES} minutes'`
  const tooMany = (oldest: Date | null) => {
    const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MINUTES * 60_000 - Date.now()) / 1000)) : 60
    return new HttpError('request.too_many_attempts', {}, { headers: { 'retry-after': String(retryAfter) } })
  }
  /**
   * The window this attempt is locked by, if any: `counted` is how many of the failures in the
   * window are the attempt itself (1 once begin() recorded it, 0 for check()). The account
   * window's oldest failure is the one to wait for when both are over.
   */
  const overLimit = async (scope: ThrottleScope, email: string, ip: string, counted: number): Promise<{ oldest: Date | null } | null> => {
    const { rows } = await db.query<{ by_ip: number; by_ip_oldest: Date | null; by_account: number; by_account_oldest: Date | null }>(
      `SELECT count(*) FILTER (WHERE ip = $3)::int AS by_ip, min(created_at) FILTER (WHERE ip = $3) AS by_ip_oldest,
              count(*)::int AS by_account, min(created_at) AS by_account_oldest
         FROM login_attempts WHERE scope = $1 AND email = $2 AND created_at > ${windowSql}`,
      [scope, email, ip],
    )
    const row = rows[0]!
    if (email !== ANY_ACCOUNT && row.by_account - counted >= THROTTLE_ACCOUNT_MAX_FAILURES) return { oldest: row.by_account_oldest }
    if (row.by_ip - counted >= THROTTLE_MAX_FAILURES) return { oldest: row.by_ip_oldest }
    return null
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
      const over = await overLimit(scope, email, ip, 1)
      if (over) {
        // A refused attempt is not a guess: it does not extend the lock.
        await db.query('DELETE FROM login_attempts WHERE id = $1', [id])
        throw tooMany(over.oldest)
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
      const over = await overLimit(scope, email, ip, 0)
      if (over) throw tooMany(over.oldest)
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
