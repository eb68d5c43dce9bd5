import { escapeIcsText } from './escapeIcsText.ts'
import { foldIcsLine } from './foldIcsLine.ts'
import { formatIcsDateTime } from './formatIcsDateTime.ts'

export interface IcsEventInput {
  /** Globally unique and stable, so importing the file twice updates one event, e.g. `PK-ABC123@parkade`. */
  uid: string
  title: string
  start: Date | string | number
  end: Date | string | number
  location?: string | null
  description?: string | null
  url?: string | null
  /** DTSTAMP; default now. */
  stamp?: Date | string | number
}

export const ICS_PRODUCT_ID = '-//Parkade//Parkade SDK//EN'

/**
 * One event as an iCalendar file (RFC 5545): CRLF line endings, lines folded at 75 octets,
 * text escaped. Offer it as `text/calendar` with a `.ics` name.
 */
export function createIcsEvent(event: IcsEventInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${formatIcsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${formatIcsDateTime(event.start)}`,
    `DTEND:${formatIcsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
  ]
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`)
  // URL is a URI value, not TEXT: commas and semicolons in it stay as they are.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`)
  lines.push('END:VEVENT', 'END:VCALENDAR')
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}
