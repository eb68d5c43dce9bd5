import { createIcsEvent } from '@parkade/core'
import type { Booking } from '@parkade/core'

export interface BookingIcsTexts {
  title: string
  description: string
}

/** A booking as an .ics calendar file (RFC 5545); the booking code makes the UID stable. */
export function bookingIcsFile(booking: Booking, texts: BookingIcsTexts, url?: string): string {
  return createIcsEvent({
    uid: `${booking.booking_code}@parkade`,
    title: texts.title,
    start: booking.start_time,
    end: booking.end_time,
    location: [booking.park.name, booking.park.address].filter(Boolean).join(', '),
    description: texts.description,
    url: url ?? null,
    stamp: booking.created_at,
  })
}

/** The download's file name, e.g. `parkade-PK-ABC234.ics`. */
export function bookingIcsFileName(booking: Pick<Booking, 'booking_code'>): string {
  return `parkade-${booking.booking_code.replace(/[^A-Za-z0-9-]/g, '')}.ics`
}
