import { expireUnpaidHolds } from '../bookings/expireUnpaidHolds.ts'
import { peakOccupancy } from '../bookings/peakOccupancy.ts'
import type { Database } from '../db/Database.ts'
import { loadParkPricing } from '../pricing/loadParkPricing.ts'
import { bookingConfirmationMail } from './bookingConfirmationMail.ts'
import { creditOnce, debit } from './ledger.ts'
import type { PaymentRecord } from './paymentRecords.ts'
import { sameAmount } from './paymentRecords.ts'
import { recordRefund } from './refundToSource.ts'
import type { ExtensionOutcome } from './settleExtension.ts'

/**
 * Applies a gateway-paid renewal whose payment the provider confirmed, once, in the caller's
 * transaction (the user's row locked): the booking must still be cancelled, end ahead and cost
 * what was paid, and the park must have room for it; then the payment is credited and debited
 * through the ledger and the booking is active and paid again. Otherwise nothing touches the
 * wallet and a refund to the card or mobile money is recorded.
 */
export async function settleRenewal(tx: Database, payment: PaymentRecord, holdMinutes: number): Promise<ExtensionOutcome> {
  const bookingId = payment.booking_id!
  const applied = await tx.query("SELECT 1 FROM ledger_entries WHERE reference = $1 AND type = 'debit'", [payment.reference])
  if (applied.rows.length > 0) return { kind: 'applied', first: false }

  // Locks in the ledger's order: user (the caller), park, booking.
  const { rows: parks } = await tx.query<{ park_id: number }>('SELECT park_id FROM bookings WHERE id = $1', [bookingId])
  const pricing = await loadParkPricing(tx, parks[0]!.park_id, { forUpdate: true })
  const { rows } = await tx.query<{ id: number; booking_code: string; status: string; start_time: Date; end_time: Date; total: number }>(
    'SELECT id, booking_code, status, start_time, end_time, total FROM bookings WHERE id = $1 FOR UPDATE',
    [bookingId],
  )
  const booking = rows[0]!
  const refused = await tx.query('SELECT 1 FROM refunds WHERE payment_reference = $1', [payment.reference])
  const refuse = async (reason: 'space_taken' | 'outdated'): Promise<ExtensionOutcome> => {
    await recordRefund(tx, { reference: payment.reference, bookingId, provider: payment.provider, amount: payment.amount, currency: payment.currency, reason: 'renewal_refused' })
    return { kind: 'refused', reason }
  }
  const stillRenewable =
    pricing !== null && booking.status === 'cancelled' && booking.end_time.getTime() > Date.now() && sameAmount(Number(booking.total), payment.amount, payment.currency)
  if (refused.rows.length > 0 || !stillRenewable) return refuse(stillRenewable ? 'space_taken' : 'outdated')
  // The space was not held while the driver paid: it must still be free now.
  await expireUnpaidHolds(tx, { parkId: pricing.park.id }, holdMinutes)
  if ((await peakOccupancy(tx, pricing.park.id, booking.start_time, booking.end_time, booking.id)) >= pricing.park.capacity) return refuse('space_taken')

  const entry = { userId: payment.user_id!, amount: payment.amount, currency: payment.currency, reference: payment.reference, bookingId }
  await creditOnce(tx, { ...entry, description: `Payment for the renewal of booking ${booking.booking_code}` })
  await debit(tx, { ...entry, description: `Renewal of booking ${booking.booking_code}` })
  await tx.query(
    "UPDATE bookings SET status = 'active', payment_status = 'paid', payment_method = 'gateway', payment_reference = $2, updated_at = now() WHERE id = $1",
    [booking.id, payment.reference],
  )
  await bookingConfirmationMail(tx, booking.id)
  return { kind: 'applied', first: true }
}
