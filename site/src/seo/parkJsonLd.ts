import type { Language, Park } from '@parkade/core'
import { paths } from '../routing/paths.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import type { JsonLd } from './jsonLd.ts'
import { localizedUrl } from './localizedUrl.ts'
import { parkPriceFrom } from './parkPriceFrom.ts'

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`)

/**
 * A park page's schema.org node. ParkingFacility is a place, not a business, and schema.org gives
 * priceRange to LocalBusiness only: the node is both, as schema.org allows, so the price range is
 * a property its types have. Hours are local times every day (a park has one opening time);
 * open 24 hours is 00:00–23:59, as Google documents it.
 */
export function parkJsonLd(park: Park, options: { siteUrl: string; language: Language }): JsonLd {
  const { siteUrl, language } = options
  const hours = park.is_24_hours || !park.opening_hours ? { opens: '00:00', closes: '23:59' } : { opens: park.opening_hours.open, closes: park.opening_hours.close }
  const priceRange = parkPriceFrom(park, language)
  return {
    '@context': 'https://schema.org',
    '@type': ['ParkingFacility', 'LocalBusiness'],
    name: park.name,
    ...(park.description ? { description: park.description } : {}),
    url: localizedUrl(siteUrl, paths.park(park.slug), language),
    ...(park.image_url ? { image: absoluteUrl(siteUrl, park.image_url) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: park.address,
      addressLocality: park.city,
      ...(park.region ? { addressRegion: park.region } : {}),
      addressCountry: park.country_code,
    },
    geo: { '@type': 'GeoCoordinates', latitude: park.lat, longitude: park.lng },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, ...hours }],
    ...(priceRange ? { priceRange } : {}),
    currenciesAccepted: park.currency,
    ...(park.amenities.length > 0
      ? { amenityFeature: park.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) }
      : {}),
  }
}
