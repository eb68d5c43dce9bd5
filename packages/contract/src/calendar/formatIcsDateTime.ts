/** A DATE-TIME in UTC (RFC 5545 §3.3.5, form 2), e.g. `20271215T090000Z`. Throws on an invalid date. */
export function formatIcsDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date for a calendar event: ${String(value)}`)
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')
}
