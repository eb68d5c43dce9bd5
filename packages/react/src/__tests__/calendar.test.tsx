import { describe, expect, it } from 'vitest'
import { bookingIcsFile, bookingIcsFileName } from '../Checkout/index.ts'
import { bookingFor, lagosPark } from './Checkout.fixtures.ts'

const booking = bookingFor({ park_id: lagosPark.id, start_time: '2030-03-05T09:00:00.000Z', end_time: '2030-03-05T11:30:00.000Z', payment_method: 'wallet', plate_number: 'KJA 1' })

describe('bookingIcsFile', () => {
  const ics = bookingIcsFile(booking, { title: 'Parking; Broad, Street', description: 'Booking PK-ABC234\nPlate KJA 1' })
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')

  it('is one event whose UID follows the booking code', () => {
    expect(lines).toContain('UID:PK-ABC234@parkade')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
  })

  it('spans the booking, stamped at its creation', () => {
    expect(lines).toContain('DTSTART:20300305T090000Z')
    expect(lines).toContain('DTEND:20300305T113000Z')
    expect(lines).toContain('DTSTAMP:20261122T100000Z')
  })

  it('escapes the texts it is given', () => {
    expect(lines).toContain('SUMMARY:Parking\\; Broad\\, Street')
    expect(lines).toContain('DESCRIPTION:Booking PK-ABC234\\nPlate KJA 1')
    expect(lines).toContain(`LOCATION:${lagosPark.name}\\, 65 Broad Street\\, Lagos Island\\, Lagos`)
  })

  it('names the file after the code, with nothing a file system would refuse', () => {
    expect(bookingIcsFileName(booking)).toBe('parkade-PK-ABC234.ics')
    expect(bookingIcsFileName({ booking_code: 'PK/../AB:C' })).toBe('parkade-PKABC.ics')
  })
})
