import { createHash } from 'node:crypto'
import type { Database } from '../db/Database.ts'
import { instanceIsAlive } from '../instances/instanceIsAlive.ts'
import { HttpError } from '../lib/HttpError.ts'

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used with a different request. Use a new key for a new request.'
export const IDEMPOTENCY_KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed. Try again in a moment.'


/**
 * An unanswered claim older than this is taken over even when its instance is alive: its request
 * died inside a running process (requests time out long before). Claims written by an instance
 * of an earlier version name no owner and are judged by this age alone.
 */
export const ABANDONED_CLAIM_SECONDS = 120

export interface IdempotencyScope {
  userId: number
  key: string
  /** e.g. 'POST /bookings'. */
  route: string
  /** The API instance running the request (`app.instanceId`): the claim's owner. */
  ownerId: string
}

/** What a claimed request created, recorded with the claim in the transaction that created it. */
export interface IdempotentEffect {
  bookingId?: number
  paymentReference: string
}

export type IdempotencyClaim =
  | { kind: 'new'; scope: IdempotencyScope }
  | { kind: 'replay'; status: number; body: unknown }
  /** The claim of a request whose instance died after committing `effect`, now this request's to complete. */
  | { kind: 'resume'; scope: IdempotencyScope; effect: IdempotentEffect }

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

interface ClaimRow {
  request_hash: string
  response_status: number | null
  response_body: unknown
  owner_id: string | null
  booking_id: number | null
  payment_reference: string | null
  overdue: boolean
}

/**
 * Claims `key` for this request inside the caller's transaction, in the name of `scope.ownerId`.
 * A first use answers 'new'; the same key and body again answers the stored answer ('replay');
 * another body is a 422. On PostgreSQL a concurrent twin waits on the unique index until the
 * first commits or rolls back. Nothing is kept when the transaction rolls back, so a failed
 * request may be retried with its key.
 *
 * A claim still unanswered belongs to a request under way (409) while its owner's heartbeat is
 * fresh. When the owner died (or the claim is ABANDONED_CLAIM_SECONDS old), this request takes
 * the claim over: 'resume' with what the dead request had created, to complete that work rather
 * than do it twice, or 'new' when it recorded nothing.
 */
export async function claimIdempotencyKey(tx: Database, scope: IdempotencyScope, hash: string): Promise<IdempotencyClaim> {
  const where = 'user_id = $1 AND key = $2 AND route = $3'
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, route, request_hash, owner_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key, route) DO NOTHING RETURNING id`,
    [scope.userId, scope.key, scope.route, hash, scope.ownerId],
  )
  if (inserted.rows.length === 1) return { kind: 'new', scope }
  // Locked: of two retries taking over one dead claim, the second waits and then finds the
  // first one's live claim.
  const { rows } = await tx.query<ClaimRow>(
    `SELECT request_hash, response_status, response_body, owner_id, booking_id, payment_reference,
            created_at < now() - interval '${ABANDONED_CLAIM_SECONDS} seconds' AS overdue
       FROM idempotency_keys WHERE ${where} FOR UPDATE`,
    [scope.userId, scope.key, scope.route],
  )
  const row = rows[0]
  if (!row) throw new HttpError('payment.idempotency_key_in_progress')
  if (row.request_hash !== hash) throw new HttpError('payment.idempotency_key_reused')
  if (row.response_status !== null) return { kind: 'replay', status: row.response_status, body: row.response_body }
  const ownerAlive = row.owner_id !== null && (await instanceIsAlive(tx, row.owner_id))
  if (!row.overdue && (ownerAlive || row.owner_id === null)) throw new HttpError('payment.idempotency_key_in_progress')
  await tx.query(`UPDATE idempotency_keys SET owner_id = $4, created_at = now() WHERE ${where}`, [scope.userId, scope.key, scope.route, scope.ownerId])
  if (row.payment_reference === null) return { kind: 'new', scope }
  return { kind: 'resume', scope, effect: { paymentReference: row.payment_reference, ...(row.booking_id === null ? {} : { bookingId: row.booking_id }) } }
}

/**
 * Records on the claim what its request created, inside the transaction that created it, so the
 * claim and the booking or payment commit together: a retry after a crash finds the work.
 */
export async function recordIdempotentEffect(tx: Database, scope: IdempotencyScope, effect: IdempotentEffect): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET booking_id = $4, payment_reference = $5 WHERE user_id = $1 AND key = $2 AND route = $3', [
    scope.userId,
    scope.key,
    scope.route,
    effect.bookingId ?? null,
    effect.paymentReference,
  ])
}

/** Records the answer to replay for this key; the first answer stored is the one replayed. */
export async function storeIdempotentResponse(db: Database, scope: IdempotencyScope, status: number, body: unknown): Promise<void> {
  await db.query(
    'UPDATE idempotency_keys SET response_status = $4, response_body = $5 WHERE user_id = $1 AND key = $2 AND route = $3 AND response_status IS NULL',
    [scope.userId, scope.key, scope.route, status, JSON.stringify(body)],
  )
}

/**
 * Frees a key whose request failed after its transaction committed, so a retry runs again;
 * unless another request has taken the claim over meanwhile (it is that request's now).
 */
export async function releaseIdempotencyKey(db: Database, scope: IdempotencyScope): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND route = $3 AND response_status IS NULL AND owner_id IS NOT DISTINCT FROM $4',
    [scope.userId, scope.key, scope.route, scope.ownerId],
  )
}
