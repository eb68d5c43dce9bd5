const pad = (n: number) => String(n).padStart(2, '0')

/** A date as an `<input type="datetime-local">` value, in the browser's time zone: '2027-01-15T09:00'. */
export function toDateTimeLocalValue(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** An `<input type="datetime-local">` value read in the browser's time zone; null when empty or invalid. */
export function fromDateTimeLocalValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number]
  const date = new Date(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s)
  return Number.isNaN(date.getTime()) ? null : date
}
