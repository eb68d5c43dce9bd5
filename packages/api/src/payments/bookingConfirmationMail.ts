import type { Database } from '../db/Database.ts'
import { queueMail } from '../lib/queueMail.ts'
import { formatMoney } from '../pricing/formatMoney.ts'

export interface ConfirmedBooking {
  booking_code: string
  park: { name: string }
  start_time: string
  end_time: string
  plate_number: string
  total: number
  currency: string
}

/** The driver's confirmation of a paid booking, queued in the same transaction as the payment. */
export async function bookingConfirmationMail(tx: Database, email: string, booking: ConfirmedBooking): Promise<void> {
  await queueMail(tx, {
    to: email,
    kind: 'booking-confirmation',
    subject: `Your Parkade booking ${booking.booking_code}`,
    body:
      `Your booking ${booking.booking_code} at ${booking.park.name} is confirmed.\n` +
      `Arrival: ${booking.start_time}\nDeparture: ${booking.end_time}\nPlate: ${booking.plate_number}\n` +
      `Paid: ${formatMoney(booking.total, booking.currency)}\n`,
  })
}
