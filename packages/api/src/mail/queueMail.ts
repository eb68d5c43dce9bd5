import type { OutboxMessage } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { Language } from '../lib/requestLanguage.ts'

/** A file sent with a message; with a `cid`, an image the HTML shows inline (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string
  content_type: string
  /** The bytes, base64. */
  content: string
  cid?: string
}

/** What a message says in one language: a subject, the plain text, the HTML and its files. */
export interface ComposedMail {
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

export interface MailInput extends ComposedMail {
  to: string
  kind: OutboxMessage['kind']
  lang: Language
  /** The one-time code in the message, so a test or a person reads it from /dev/outbox. */
  code?: string | null
}

/**
 * Queues an e-mail in the caller's transaction, so it exists if and only if what it reports
 * committed. The mail worker delivers it; without SMTP_URL it waits in the queue (/dev/outbox).
 */
export async function queueMail(tx: Database, mail: MailInput): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (to_email, kind, lang, subject, body, html, attachments, code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [mail.to.toLowerCase(), mail.kind, mail.lang, mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments ?? []), mail.code ?? null],
  )
  return rows[0]!.id
}
