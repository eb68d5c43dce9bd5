import { dateTimeFormat } from '@parkade/core'

/** A park's local 'HH:MM' in the locale's clock ('06:00', '6:00 AM'); the text as given if it is not a time. */
export function formatOpeningTime(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!match) return time
  const date = new Date(2000, 0, 1, Number(match[1]), Number(match[2]))
  try {
    return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date)
  } catch {
    return time
  }
}
