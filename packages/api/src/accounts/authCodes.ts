import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/Database.ts'

export type CodePurpose = 'verify-email' | 'reset-password'

export const CODE_TTL_MINUTES = 30
/** Wrong guesses one code survives before it is void. */
export const CODE_MAX_ATTEMPTS = 5

/** Six digits, uniformly random. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

// Keyed by the server secret and the user: a leaked table does not give the codes away cheaply.
function hashCode(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('base64url')
}

/** Stores a new code (voiding earlier unused ones of the same purpose) and returns it. */
export async function issueCode(db: Database, secret: string, userId: number, purpose: CodePurpose): Promise<string> {
  const code = generateCode()
  await db.transaction(async (tx) => {
    await tx.query('UPDATE auth_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose])
    await tx.query(
      `INSERT INTO auth_codes (user_id, purpose, code_hash, expires_at) VALUES ($1, $2, $3, now() + interval '${CODE_TTL_MINUTES} minutes')`,
      [userId, purpose, hashCode(secret, userId, purpose, code)],
    )
  })
  return code
}

/** Codes issued for a user and purpose in the last 15 minutes (resend throttling). */
export async function recentCodeCount(db: Database, userId: number, purpose: CodePurpose): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auth_codes WHERE user_id = $1 AND purpose = $2 AND created_at > now() - interval '15 minutes'`,
    [userId, purpose],
  )
  return rows[0]!.n
}

/**
 * Checks a code against the user's live code and consumes it on success (in `tx`).
 * A wrong guess counts against the code; the fifth wrong guess voids it.
 */
export async function consumeCode(tx: Database, secret: string, userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
  const { rows } = await tx.query<{ id: number; code_hash: string }>(
    `SELECT id, code_hash FROM auth_codes
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $3
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose, CODE_MAX_ATTEMPTS],
  )
  const live = rows[0]
  if (!live) return false
  const expected = Buffer.from(live.code_hash)
  const actual = Buffer.from(hashCode(secret, userId, purpose, code))
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    await tx.query('UPDATE auth_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose])
    return true
  }
  await tx.query('UPDATE auth_codes SET attempts = attempts + 1 WHERE id = $1', [live.id])
  return false
}
