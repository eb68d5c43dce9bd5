import type { Database } from '../db/Database.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { bookingConfirmationContent } from '../mail/bookingConfirmationContent.ts'
import type { ConfirmationDetails } from '../mail/bookingConfirmationContent.ts'
import { mailLanguage } from '../mail/mailLanguage.ts'
import { queueMail } from '../mail/queueMail.ts'

interface ConfirmationRow extends ConfirmationDetails {
  email: string
  language: Language | null
  user_country: string | null
}

/**
 * Queues the driver's confirmation of a paid booking in `tx`, the transaction that made it paid,
 * in the driver's language (their profile's, else `requestLanguage`): the mail exists exactly
 * when the payment committed.
 */
export async function bookingConfirmationMail(tx: Database, bookingId: number, requestLanguage: Language | null = null): Promise<void> {
  const { rows } = await tx.query<ConfirmationRow>(
    `SELECT b.booking_code, b.plate_number, b.start_time, b.end_time, b.created_at, b.total, b.currency,
            u.email, u.first_name, u.language, u.country_code AS user_country,
            p.name AS park_name, p.address AS park_address, p.time_zone, c.code AS country_code
       FROM bookings b JOIN users u ON u.id = b.user_id JOIN parks p ON p.id = b.park_id JOIN countries c ON c.id = p.country_id
      WHERE b.id = $1`,
    [bookingId],
  )
  const row = rows[0]
  if (!row) throw new Error(`bookingConfirmationMail: no booking ${bookingId}`)
  const lang = mailLanguage(row.language, requestLanguage, row.user_country)
  await queueMail(tx, { to: row.email, kind: 'booking-confirmation', lang, ...bookingConfirmationContent({ ...row, total: Number(row.total) }, lang) })
}
