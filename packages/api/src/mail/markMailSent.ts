import type { Database } from '../db/Database.ts'

/** Records a delivered message (whoever holds its lease now: it was sent, and is never sent again). */
export async function markMailSent(db: Database, id: number): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, locked_by = NULL, last_error = NULL
      WHERE id = $1 AND status <> 'sent'`,
    [id],
  )
}
