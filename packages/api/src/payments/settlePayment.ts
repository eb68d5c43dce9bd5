import { expiredHoldSql } from '../bookings/expireUnpaidHolds.ts'
import type { Database } from '../db/Database.ts'
import { bookingConfirmationMail } from './bookingConfirmationMail.ts'
import { creditOnce, debit, lockUser } from './ledger.ts'
import type { PaymentVerification } from './PaymentProviderAdapter.ts'
import type { PaymentRecord } from './paymentRecords.ts'
import { confirmsPayment, recordVerification } from './paymentRecords.ts'
import { settleExtension } from './settleExtension.ts'
import { settleRenewal } from './settleRenewal.ts'

const PROVIDER_NAMES = { paystack: 'Paystack', wave: 'Wave', stripe: 'Stripe' } as const

/** What a provider's answer did to a recorded payment. */
export type Settlement =
  /** Not final yet: nothing changed. */
  | { kind: 'pending' }
  /** 'Succeeded', but for another amount or currency: nothing credited. */
  | { kind: 'mismatch' }
  | { kind: 'failed' | 'cancelled' }
  /** Money arrived. `credited` is false when an earlier answer already credited it. */
  | { kind: 'succeeded'; credited: boolean }
  /** Money arrived for a booking cancelled meanwhile: it stays in the wallet. */
  | { kind: 'stranded' }
  /** Money arrived for an extension or a renewal that can no longer apply: a refund to its source is recorded (refundToSource). */
  | { kind: 'refused'; reason: 'space_taken' | 'outdated' }

interface BookingForPayment {
  id: number
  booking_code: string
  status: string
  start_time: Date
  end_time: Date
  plate_number: string
  total: number
  currency: string
  park_name: string
  email: string
}

/**
 * Applies the provider's verdict on `payment` (from a verify call or a signed webhook), once,
 * whoever delivers it and however often: a top-up credits the wallet; an extension's payment
 * moves its booking's departure (settleExtension) or is recorded for a refund; a booking's payment is
 * credited and debited through the ledger and the booking becomes active and paid; a failure
 * or cancellation is recorded (and a pending booking released). The ledger's UNIQUE (reference,
 * type) makes a second delivery change nothing. A booking whose hold (`holdMinutes`,
 * config.bookingHoldMinutes) ran out before its payment was settled is expired here, whether or
 * not a sweep got to it first: its money stays in the wallet ('stranded'), the booking cancelled.
 */
export async function settlePayment(db: Database, payment: PaymentRecord, verification: PaymentVerification, holdMinutes: number): Promise<Settlement> {
  if (verification.status === 'pending') return { kind: 'pending' }
  if (verification.status === 'succeeded' && !confirmsPayment(verification, payment)) return { kind: 'mismatch' }

  return db.transaction(async (tx): Promise<Settlement> => {
    if (payment.user_id !== null) await lockUser(tx, payment.user_id)
    // An extension's booking is locked by settleExtension, after its park.
    const booking = payment.purpose === 'booking' && payment.booking_id !== null ? await lockBooking(tx, payment.booking_id, holdMinutes) : null

    if (verification.status === 'failed' || verification.status === 'cancelled') {
      await recordVerification(tx, payment, verification.status)
      if (booking) {
        await tx.query("UPDATE bookings SET status = 'cancelled', payment_status = 'failed', updated_at = now() WHERE id = $1 AND status = 'pending'", [
          booking.id,
        ])
      }
      return { kind: verification.status }
    }

    await recordVerification(tx, payment, 'succeeded')
    if (payment.purpose === 'intent' || payment.user_id === null) return { kind: 'succeeded', credited: false }
    if (payment.purpose === 'extension' || payment.purpose === 'renewal') {
      const outcome = await (payment.purpose === 'extension' ? settleExtension : settleRenewal)(tx, payment, holdMinutes)
      return outcome.kind === 'applied' ? { kind: 'succeeded', credited: outcome.first } : outcome
    }
    const credited = await creditOnce(tx, {
      userId: payment.user_id,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.reference,
      description: booking ? `Payment for booking ${booking.booking_code}` : `Wallet top-up (${PROVIDER_NAMES[payment.provider]})`,
      bookingId: booking?.id ?? null,
    })
    if (!booking || !credited) return { kind: 'succeeded', credited }
    if (booking.status !== 'pending') return { kind: 'stranded' }
    await debit(tx, {
      userId: payment.user_id,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.reference,
      description: `Booking ${booking.booking_code} at ${booking.park_name}`,
      bookingId: booking.id,
    })
    await tx.query("UPDATE bookings SET status = 'active', payment_status = 'paid', updated_at = now() WHERE id = $1", [booking.id])
    await bookingConfirmationMail(tx, booking.id)
    return { kind: 'succeeded', credited: true }
  })
}

/** The booking, locked; a hold that ran out is released first, as the hold-expiry job would. */
async function lockBooking(tx: Database, id: number, holdMinutes: number): Promise<BookingForPayment | null> {
  await tx.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [id])
  await tx.query(
    `UPDATE bookings b SET status = 'cancelled', payment_status = 'failed', updated_at = now() WHERE b.id = $1 AND ${expiredHoldSql(holdMinutes)}`,
    [id],
  )
  const { rows } = await tx.query<BookingForPayment>(
    `SELECT b.id, b.booking_code, b.status, b.start_time, b.end_time, b.plate_number, b.total, b.currency, p.name AS park_name, u.email
       FROM bookings b JOIN parks p ON p.id = b.park_id JOIN users u ON u.id = b.user_id
      WHERE b.id = $1`,
    [id],
  )
  return rows[0] ?? null
}
