import { dateTimeFormat } from '@parkade/core'

/**
 * A park's local 'HH:MM' in the locale's clock: '06:00' on a 24-hour clock, '6:00 AM' on a 12-hour one
 * (nobody writes '06:00 AM'); the text as given if it is not a time.
 */
export function formatOpeningTime(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!match) return time
  const date = new Date(2000, 0, 1, Number(match[1]), Number(match[2]))
  try {
    const twentyFourHour = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })
    const { hourCycle } = twentyFourHour.resolvedOptions()
    const format = hourCycle === 'h11' || hourCycle === 'h12' ? dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }) : twentyFourHour
    return format.format(date)
  } catch {
    return time
  }
}
