import { extensionCharge } from '../bookings/extensionCharge.ts'
import type { ExtendedBooking } from '../bookings/extensionCharge.ts'
import { peakOccupancy } from '../bookings/peakOccupancy.ts'
import { expireUnpaidHolds } from '../bookings/expireUnpaidHolds.ts'
import type { Database } from '../db/Database.ts'
import { loadParkPricing } from '../pricing/loadParkPricing.ts'
import { creditOnce, debit } from './ledger.ts'
import type { PaymentRecord } from './paymentRecords.ts'
import { sameAmount } from './paymentRecords.ts'
import { recordRefund } from './refundToSource.ts'

/** What a confirmed extension payment did. */
export type ExtensionOutcome =
  | { kind: 'applied'; first: boolean }
  /** Not applied: the money goes back to its source (refundToSource). */
  | { kind: 'refused'; reason: 'space_taken' | 'outdated' }

interface BookingForExtension extends ExtendedBooking {
  id: number
  booking_code: string
  park_id: number
  status: string
}

/**
 * Applies a gateway-paid extension whose payment the provider confirmed, once, in the caller's
 * transaction (the user's row locked): the booking must still end where the extension was priced
 * from, be active, and the park must have room for the extra time; then the payment is credited
 * and debited through the ledger and the booking's departure and amounts move. Otherwise nothing
 * touches the wallet and a refund to the card or mobile money is recorded.
 */
export async function settleExtension(tx: Database, payment: PaymentRecord, holdMinutes: number): Promise<ExtensionOutcome> {
  const bookingId = payment.booking_id!
  const applied = await tx.query("SELECT 1 FROM ledger_entries WHERE reference = $1 AND type = 'debit'", [payment.reference])
  if (applied.rows.length > 0) return { kind: 'applied', first: false }
  const refunded = await tx.query<{ reason: string }>('SELECT 1 FROM refunds WHERE payment_reference = $1', [payment.reference])
  if (refunded.rows.length > 0) return { kind: 'refused', reason: await refusalReason(tx, payment, bookingId) }

  // Locks in the ledger's order: user (the caller), park, booking.
  const { rows: parks } = await tx.query<{ park_id: number }>('SELECT park_id FROM bookings WHERE id = $1', [bookingId])
  const pricing = await loadParkPricing(tx, parks[0]!.park_id, { forUpdate: true })
  const { rows } = await tx.query<BookingForExtension>(
    `SELECT id, booking_code, park_id, status, start_time, end_time, vehicle_type_id, currency, subtotal, fees, total
       FROM bookings WHERE id = $1 FOR UPDATE`,
    [bookingId],
  )
  const booking = rows[0]!
  const refuse = async (reason: 'space_taken' | 'outdated'): Promise<ExtensionOutcome> => {
    await recordRefund(tx, {
      reference: payment.reference,
      bookingId,
      provider: payment.provider,
      amount: payment.amount,
      currency: payment.currency,
      reason: 'extension_refused',
    })
    return { kind: 'refused', reason }
  }

  const from = payment.extension_from!
  const to = payment.extension_to!
  if (!pricing || booking.status !== 'active' || booking.end_time.getTime() !== from.getTime() || to.getTime() <= Date.now()) return refuse('outdated')
  let charge
  try {
    charge = extensionCharge(pricing, booking, to)
  } catch {
    return refuse('outdated')
  }
  if (!sameAmount(charge.amount, payment.amount, payment.currency)) return refuse('outdated')
  // The extra time was not held while the driver paid: it must still be free now.
  await expireUnpaidHolds(tx, { parkId: pricing.park.id }, holdMinutes)
  if ((await peakOccupancy(tx, pricing.park.id, from, to, booking.id)) >= pricing.park.capacity) return refuse('space_taken')

  await creditOnce(tx, {
    userId: payment.user_id!,
    amount: payment.amount,
    currency: payment.currency,
    reference: payment.reference,
    description: `Payment for the extension of booking ${booking.booking_code}`,
    bookingId,
  })
  await debit(tx, {
    userId: payment.user_id!,
    amount: payment.amount,
    currency: payment.currency,
    reference: payment.reference,
    description: `Extension of booking ${booking.booking_code}`,
    bookingId,
  })
  await tx.query('UPDATE bookings SET end_time = $2, subtotal = $3, fees = $4, total = $5, updated_at = now() WHERE id = $1', [
    booking.id,
    to,
    charge.subtotal,
    JSON.stringify(charge.fees),
    charge.total,
  ])
  return { kind: 'applied', first: true }
}

/** Why an extension already refused was: the booking moved on, or the space was taken. */
async function refusalReason(tx: Database, payment: PaymentRecord, bookingId: number): Promise<'space_taken' | 'outdated'> {
  const { rows } = await tx.query<{ status: string; end_time: Date }>('SELECT status, end_time FROM bookings WHERE id = $1', [bookingId])
  const booking = rows[0]
  return booking && booking.status === 'active' && booking.end_time.getTime() === payment.extension_from?.getTime() ? 'space_taken' : 'outdated'
}
