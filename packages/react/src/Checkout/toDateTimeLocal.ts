const pad = (value: number) => String(value).padStart(2, '0')

/** A `datetime-local` value in the device's time zone, to the minute ('' for an invalid date). */
export function toDateTimeLocal(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
