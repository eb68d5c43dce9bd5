import type { Language } from '../lib/requestLanguage.ts'

/** A zone Intl cannot use (a typo in data) falls back to UTC rather than failing the e-mail. */
function usableZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}

/**
 * A moment as the park's clock shows it, written the way the park's country writes it in the
 * reader's language, with the zone's abbreviation: "Wed, 25 Nov 2026, 18:31 (WAT)" in Lagos,
 * "mer. 25 nov. 2026, 12 h 31 (HNE)" in Montréal.
 */
export function formatLocalTime(at: Date, timeZone: string, lang: Language, countryCode: string): string {
  const zone = usableZone(timeZone)
  const locale = `${lang}-${countryCode}`
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: zone }).format(at)
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(at)
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value
  return name ? `${date}, ${time} (${name})` : `${date}, ${time}`
}
