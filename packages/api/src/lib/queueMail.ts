import type { OutboxMessage } from '@parkade/core'
import type { Database } from '../db/Database.ts'

export interface MailInput {
  to: string
  kind: OutboxMessage['kind']
  subject: string
  body: string
  /** The one-time code in the message, so a test or a person reads it from /dev/outbox. */
  code?: string | null
}

/** "Sends" an e-mail: the sandbox keeps it in the outbox table instead of a mail server. */
export async function queueMail(db: Database, mail: MailInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO outbox (to_email, kind, subject, body, code) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [mail.to.toLowerCase(), mail.kind, mail.subject, mail.body, mail.code ?? null],
  )
  return rows[0]!.id
}
