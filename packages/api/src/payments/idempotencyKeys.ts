import { createHash } from 'node:crypto'
import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used with a different request. Use a new key for a new request.'
export const IDEMPOTENCY_KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed. Try again in a moment.'

/** The `Idempotency-Key` header's schema: 1–255 visible ASCII characters (a UUID fits). */
export const idempotencyHeaderSchema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      'x-message': 'Idempotency-Key must be 1 to 255 visible characters, such as a UUID.',
      description: 'Repeat a request safely: the same key and body answer the first answer again.',
    },
  },
} as const

/** An unanswered claim older than this was left by a process that died (requests time out long before). */
export const ABANDONED_CLAIM_SECONDS = 120

export interface IdempotencyScope {
  userId: number
  key: string
  /** e.g. 'POST /bookings'. */
  route: string
}

export type IdempotencyClaim = { kind: 'new'; scope: IdempotencyScope } | { kind: 'replay'; status: number; body: unknown }

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/** The fingerprint of a request body: key order does not matter, values do. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex')
}

/**
 * Claims `key` for this request inside the caller's transaction. A first use answers 'new'; the
 * same key and body again answers the stored answer ('replay'); another body is a 422. On
 * PostgreSQL a concurrent twin waits on the unique index until the first commits or rolls back.
 * Nothing is kept when the transaction rolls back, so a failed request may be retried with its key.
 */
export async function claimIdempotencyKey(tx: Database, scope: IdempotencyScope, hash: string): Promise<IdempotencyClaim> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key, route) DO NOTHING RETURNING id`,
    [scope.userId, scope.key, scope.route, hash],
  )
  if (inserted.rows.length === 1) return { kind: 'new', scope }
  const { rows } = await tx.query<{ request_hash: string; response_status: number | null; response_body: unknown }>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND route = $3',
    [scope.userId, scope.key, scope.route],
  )
  const row = rows[0]
  if (!row) throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS)
  if (row.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED)
  if (row.response_status === null) {
    // A claim committed by a process that died before answering (killed between the claim and the
    // provider's answer) would block its key forever; once it is older than any live request can
    // be, this request takes it over.
    const taken = await tx.query(
      `UPDATE idempotency_keys SET created_at = now() WHERE user_id = $1 AND key = $2 AND route = $3
         AND response_status IS NULL AND created_at < now() - interval '${ABANDONED_CLAIM_SECONDS} seconds' RETURNING id`,
      [scope.userId, scope.key, scope.route],
    )
    if (taken.rows.length === 1) return { kind: 'new', scope }
    throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS)
  }
  return { kind: 'replay', status: row.response_status, body: row.response_body }
}

/** Records the answer to replay for this key. */
export async function storeIdempotentResponse(db: Database, scope: IdempotencyScope, status: number, body: unknown): Promise<void> {
  await db.query('UPDATE idempotency_keys SET response_status = $4, response_body = $5 WHERE user_id = $1 AND key = $2 AND route = $3', [
    scope.userId,
    scope.key,
    scope.route,
    status,
    JSON.stringify(body),
  ])
}

/** Frees a key whose request failed after its transaction committed, so a retry runs again. */
export async function releaseIdempotencyKey(db: Database, scope: IdempotencyScope): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND route = $3 AND response_status IS NULL', [
    scope.userId,
    scope.key,
    scope.route,
  ])
}
