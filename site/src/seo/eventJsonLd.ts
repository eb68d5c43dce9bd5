import type { Language, ParkadeEvent } from '@parkade/core'
import { paths } from '../routing/paths.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import type { JsonLd } from './jsonLd.ts'
import { localizedUrl } from './localizedUrl.ts'

export interface EventJsonLdOptions {
  siteUrl: string
  language: Language
  /** What entry costs, when the event is priced (the API's events carry no price today). */
  price?: { amount: number; currency: string } | null
}

/** An event page's schema.org Event: when, where (the venue as a Place), its picture and page. */
export function eventJsonLd(event: ParkadeEvent, options: EventJsonLdOptions): JsonLd {
  const { siteUrl, language, price } = options
  const url = localizedUrl(siteUrl, paths.event(event.event_code), language)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    ...(event.description ? { description: event.description } : {}),
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue.name,
      address: { '@type': 'PostalAddress', streetAddress: event.venue.address, addressLocality: event.venue.city, addressCountry: event.venue.country_code },
      geo: { '@type': 'GeoCoordinates', latitude: event.venue.lat, longitude: event.venue.lng },
    },
    ...(event.image_url ? { image: absoluteUrl(siteUrl, event.image_url) } : {}),
    url,
    ...(price
      ? { offers: { '@type': 'Offer', price: price.amount, priceCurrency: price.currency, url, availability: 'https://schema.org/InStock', validFrom: event.parking_opens_at } }
      : {}),
  }
}
