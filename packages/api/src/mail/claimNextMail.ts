import type { OutboxMessage } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { Language } from '../lib/requestLanguage.ts'
import type { MailAttachment } from './queueMail.ts'

/** A queued message as the worker sends it. */
export interface ClaimedMail {
  id: number
  to_email: string
  kind: OutboxMessage['kind']
  lang: Language
  subject: string
  body: string
  html: string | null
  attachments: MailAttachment[]
  /** This attempt's number, counting this one. */
  attempts: number
  message_id: string
}

/**
 * Takes the oldest due message for `workerId` in one statement: a queued one whose time has
 * come, or one whose sender's lease ran out (that process died). SKIP LOCKED lets instances
 * claim side by side, each a different row; the lease (status 'sending' until locked_until)
 * keeps every other worker off it while it is sent. The Message-ID is fixed on the first claim.
 */
export async function claimNextMail(db: Database, workerId: string, leaseMs: number, messageIdDomain: string): Promise<ClaimedMail | null> {
  const { rows } = await db.query<ClaimedMail>(
    `WITH due AS (
       SELECT id FROM outbox
        WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
     )
     UPDATE outbox o
        SET status = 'sending', attempts = o.attempts + 1, locked_by = $1,
            locked_until = now() + $2::int * interval '1 millisecond', next_attempt_at = now() + $2::int * interval '1 millisecond',
            message_id = COALESCE(o.message_id, '<' || gen_random_uuid() || '@' || $3 || '>')
       FROM due
      WHERE o.id = due.id
     RETURNING o.id, o.to_email, o.kind, o.lang, o.subject, o.body, o.html, o.attachments, o.attempts, o.message_id`,
    [workerId, leaseMs, messageIdDomain],
  )
  return rows[0] ?? null
}
