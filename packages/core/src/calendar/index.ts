// Calendar files: one booking or event as an RFC 5545 .ics text. The contract's, so the
// confirmation e-mail and the browser's "add to calendar" write the same file.
export { createIcsEvent, escapeIcsText, foldIcsLine, formatIcsDateTime, ICS_LINE_OCTETS, ICS_PRODUCT_ID } from '@parkade/contract/domain'
export type { IcsEventInput } from '@parkade/contract/domain'
