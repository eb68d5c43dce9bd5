import type { Database } from '../db/Database.ts'

export interface MailFailure {
  /** The error as describeSendError wrote it (no address). */
  error: string
  /** Give up now instead of retrying. */
  final: boolean
  /** When not final: the wait before the next attempt. */
  retryInMs: number
}

/**
 * Puts a message whose attempt failed back in the queue for later, or keeps it as failed (never
 * deleted). Only while `workerId` still holds its lease: a worker that lost it changes nothing.
 * Returns the new status, or null when the lease was lost.
 */
export async function recordMailFailure(db: Database, id: number, workerId: string, failure: MailFailure): Promise<'queued' | 'failed' | null> {
  const { rows } = await db.query<{ status: 'queued' | 'failed' }>(
    `UPDATE outbox
        SET status = CASE WHEN $3 THEN 'failed' ELSE 'queued' END, last_error = $4,
            next_attempt_at = CASE WHEN $3 THEN next_attempt_at ELSE now() + $5::int * interval '1 millisecond' END,
            locked_until = NULL, locked_by = NULL
      WHERE id = $1 AND locked_by = $2 AND status = 'sending'
     RETURNING status`,
    [id, workerId, failure.final, failure.error, Math.round(failure.retryInMs)],
  )
  return rows[0]?.status ?? null
}
