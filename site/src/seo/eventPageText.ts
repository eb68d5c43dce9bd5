import { formatDate, localeForCountry } from '@parkade/core'
import type { Language, ParkadeEvent } from '@parkade/core'
import { countryTimeZone } from './countryTimeZone.ts'
import { documentTitle } from './documentTitle.ts'
import type { PageText } from './pageText.ts'
import { seoTranslator } from './seoTranslator.ts'

/**
 * An event page's title (its name) and description (its date, venue and city). The date is the
 * day in `timeZone`, by default the venue country's: an evening match in Toronto is not the next
 * day's in UTC.
 */
export function eventPageText(event: ParkadeEvent, language: Language, timeZone: string = countryTimeZone(event.venue.country_code)): PageText {
  const t = seoTranslator(language)
  const date = formatDate(event.starts_at, localeForCountry(event.venue.country_code, language), { timeZone })
  return {
    title: documentTitle(t, event.name),
    description: t('seo.eventDescription', { event: event.name, date, venue: event.venue.name, city: event.venue.city }),
  }
}
