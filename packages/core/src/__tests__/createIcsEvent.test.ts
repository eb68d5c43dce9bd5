import { describe, expect, it } from 'vitest'
import { createIcsEvent, escapeIcsText, foldIcsLine, formatIcsDateTime } from '../calendar/index.ts'

const octets = (line: string) => new TextEncoder().encode(line).length
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

const booking = {
  uid: 'PK-ABC234@parkade',
  title: 'Parking at Marina & CMS — Broad Street',
  start: '2027-01-15T09:00:00.000Z',
  end: '2027-01-15T11:30:00.000Z',
  location: '65 Broad Street, Lagos Island; Lagos',
  description: 'Booking PK-ABC234\nPlate LND 123 AB',
  url: 'https://parkade.example/booking-details/PK-ABC234?a=1,2;b',
  stamp: new Date('2026-11-22T02:15:17.123Z'),
}

describe('createIcsEvent', () => {
  it('writes one VEVENT in a VCALENDAR with CRLF line endings only', () => {
    const ics = createIcsEvent(booking)
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = unfold(ics).split('\r\n')
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Parkade//Parkade SDK//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT'])
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', ''])
  })

  it('writes times in UTC and the stamp it is given', () => {
    const lines = unfold(createIcsEvent(booking)).split('\r\n')
    expect(lines).toContain('DTSTART:20270115T090000Z')
    expect(lines).toContain('DTEND:20270115T113000Z')
    expect(lines).toContain('DTSTAMP:20261122T021517Z')
    expect(lines).toContain('UID:PK-ABC234@parkade')
  })

  it('converts an offset time to UTC', () => {
    const lines = unfold(createIcsEvent({ ...booking, start: '2026-12-20T13:00:00+01:00' })).split('\r\n')
    expect(lines).toContain('DTSTART:20261220T120000Z')
  })

  it('escapes commas, semicolons, backslashes and newlines in text, not in the URL', () => {
    const lines = unfold(createIcsEvent({ ...booking, title: 'A\\B, C; D' })).split('\r\n')
    expect(lines).toContain('SUMMARY:A\\\\B\\, C\\; D')
    expect(lines).toContain('LOCATION:65 Broad Street\\, Lagos Island\\; Lagos')
    expect(lines).toContain('DESCRIPTION:Booking PK-ABC234\\nPlate LND 123 AB')
    expect(lines).toContain('URL:https://parkade.example/booking-details/PK-ABC234?a=1,2;b')
  })

  it('leaves out the optional properties it is not given', () => {
    const ics = createIcsEvent({ uid: 'x', title: 'T', start: booking.start, end: booking.end, stamp: booking.stamp })
    expect(ics).not.toMatch(/LOCATION|DESCRIPTION|URL/)
  })

  it('folds long lines at 75 octets and unfolds back to the same text', () => {
    const description = 'Entrée par la rue Félix Faure ; présentez le code à l’agent. '.repeat(6)
    const ics = createIcsEvent({ ...booking, description })
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(unfold(ics).split('\r\n')).toContain(`DESCRIPTION:${escapeIcsText(description)}`)
  })

  it('refuses an invalid date rather than writing a broken file', () => {
    expect(() => createIcsEvent({ ...booking, start: 'not a date' })).toThrow(RangeError)
  })
})

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldIcsLine('a'.repeat(75))).toBe('a'.repeat(75))
    expect(foldIcsLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`)
  })

  it('counts the leading space of a continuation line', () => {
    const folded = foldIcsLine('b'.repeat(75 + 74 + 1)).split('\r\n')
    expect(folded.map(octets)).toEqual([75, 75, 2])
  })

  it('never cuts a multi-octet character in half', () => {
    const folded = foldIcsLine(`${'a'.repeat(74)}é😀x`).split('\r\n')
    expect(folded[0]).toBe(`${'a'.repeat(74)}`)
    expect(folded[1]).toBe(' é😀x')
  })
})

describe('escapeIcsText and formatIcsDateTime', () => {
  it('writes every kind of line break as \\n', () => {
    expect(escapeIcsText('a\r\nb\nc\rd')).toBe('a\\nb\\nc\\nd')
  })

  it('formats a Date, an ISO text and a timestamp the same way', () => {
    const at = Date.UTC(2027, 0, 5, 7, 8, 9)
    expect(formatIcsDateTime(at)).toBe('20270105T070809Z')
    expect(formatIcsDateTime(new Date(at))).toBe('20270105T070809Z')
    expect(formatIcsDateTime(new Date(at).toISOString())).toBe('20270105T070809Z')
  })
})
