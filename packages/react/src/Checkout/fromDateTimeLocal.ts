const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** The instant of a `datetime-local` value in the device's time zone; null when empty or malformed. */
export function fromDateTimeLocal(value: string): Date | null {
  const match = DATE_TIME_LOCAL.exec(value.trim())
  if (!match) return null
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number]
  const date = new Date(year, month - 1, day, hours, minutes, seconds)
  // Rejects 2027-02-31 and friends rather than rolling into March.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return date
}
