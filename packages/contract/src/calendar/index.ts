// Calendar files: one booking or event as an RFC 5545 .ics text.
export { createIcsEvent, ICS_PRODUCT_ID } from './createIcsEvent.ts'
export type { IcsEventInput } from './createIcsEvent.ts'
export { escapeIcsText } from './escapeIcsText.ts'
export { foldIcsLine, ICS_LINE_OCTETS } from './foldIcsLine.ts'
export { formatIcsDateTime } from './formatIcsDateTime.ts'
