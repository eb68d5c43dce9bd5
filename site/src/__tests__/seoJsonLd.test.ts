import { describe, expect, it } from 'vitest'
import { blogPostingJsonLd } from '../seo/blogPostingJsonLd.ts'
import { eventJsonLd } from '../seo/eventJsonLd.ts'
import { jsonLdScript } from '../seo/jsonLdScript.ts'
import { organizationJsonLd } from '../seo/organizationJsonLd.ts'
import { parkJsonLd } from '../seo/parkJsonLd.ts'
import { SOCIAL_LINK_SETS } from '../shell/socialLinks.ts'
import { frenchPost, lagosPark, SITE, torontoEvent } from './seoFixtures.ts'

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`)

describe('parkJsonLd', () => {
  it('describes the park as a ParkingFacility: address, geo, every day’s hours, price range, page and picture', () => {
    expect(parkJsonLd(lagosPark, { siteUrl: SITE, language: 'en' })).toEqual({
      '@context': 'https://schema.org',
      '@type': ['ParkingFacility', 'LocalBusiness'],
      name: 'Ikeja City Mall Car Park',
      description: lagosPark.description,
      url: `${SITE}/park/ikeja-city-mall-car-park?lang=en`,
      image: lagosPark.image_url,
      address: { '@type': 'PostalAddress', streetAddress: '174/194 Obafemi Awolowo Way', addressLocality: 'Lagos', addressRegion: 'Lagos', addressCountry: 'NG' },
      geo: { '@type': 'GeoCoordinates', latitude: 6.6142, longitude: 3.3581 },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, opens: '07:00', closes: '22:00' }],
      priceRange: 'from ₦1,500/hour',
      currenciesAccepted: 'NGN',
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'CCTV', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Covered', value: true },
      ],
    })
  })

  it('opens a 24-hour park 00:00–23:59 and leaves out what the park lacks', () => {
    const bare = parkJsonLd({ ...lagosPark, is_24_hours: true, opening_hours: null, rates: [], image_url: null, amenities: [], region: '', description: '' }, { siteUrl: SITE, language: 'fr' })
    expect(bare.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, opens: '00:00', closes: '23:59' }])
    expect(bare.url).toBe(`${SITE}/park/ikeja-city-mall-car-park?lang=fr`)
    for (const absent of ['priceRange', 'image', 'amenityFeature', 'description']) expect(bare).not.toHaveProperty(absent)
    expect(bare.address).not.toHaveProperty('addressRegion')
  })
})

describe('eventJsonLd', () => {
  it('gives the Event its dates, status, attendance mode, venue as a Place with its address, and page', () => {
    expect(eventJsonLd(torontoEvent, { siteUrl: SITE, language: 'fr' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Raptors vs Celtics',
      description: 'NBA regular season game.',
      startDate: '2027-01-16T00:30:00.000Z',
      endDate: '2027-01-16T03:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Scotiabank Arena',
        address: { '@type': 'PostalAddress', streetAddress: '40 Bay St', addressLocality: 'Toronto', addressCountry: 'CA' },
        geo: { '@type': 'GeoCoordinates', latitude: 43.6435, longitude: -79.3791 },
      },
      url: `${SITE}/event/EVTOR001?lang=fr`,
    })
  })

  it('adds an Offer only when the event is priced, and its picture when it has one', () => {
    const priced = eventJsonLd({ ...torontoEvent, image_url: '/api/v1/images/e.svg' }, { siteUrl: SITE, language: 'en', price: { amount: 25, currency: 'CAD' } })
    expect(priced.image).toBe(`${SITE}/api/v1/images/e.svg`)
    expect(priced.offers).toEqual({
      '@type': 'Offer',
      price: 25,
      priceCurrency: 'CAD',
      url: `${SITE}/event/EVTOR001?lang=en`,
      availability: 'https://schema.org/InStock',
      validFrom: torontoEvent.parking_opens_at,
    })
  })
})

describe('blogPostingJsonLd and organizationJsonLd', () => {
  it('gives the post its headline, date, author, picture and page in its own language, published by Parkade', () => {
    const posting = blogPostingJsonLd(frenchPost, { siteUrl: SITE })
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Se garer à Dakar un jour de match',
      description: frenchPost.excerpt,
      datePublished: '2026-10-02T08:00:00.000Z',
      inLanguage: 'fr',
      author: { '@type': 'Person', name: 'Awa Ndiaye' },
      image: `${SITE}/api/v1/images/post-12.svg`,
      url: `${SITE}/post/12?lang=fr`,
      keywords: 'Dakar, stades',
    })
    expect(posting.publisher).toEqual({ '@type': 'Organization', name: 'Parkade', url: `${SITE}/`, logo: `${SITE}/favicon.svg`, sameAs: SOCIAL_LINK_SETS.default.map((link) => link.url) })
  })

  it("names Parkade's accounts for the visitor's country, and the default set elsewhere", () => {
    expect(organizationJsonLd({ siteUrl: SITE, country: 'sn' }).sameAs).toEqual(SOCIAL_LINK_SETS.SN.map((link) => link.url))
    expect(organizationJsonLd({ siteUrl: SITE, country: 'GB', logo: 'https://cdn.example/logo.png' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Parkade',
      url: `${SITE}/`,
      logo: 'https://cdn.example/logo.png',
      sameAs: SOCIAL_LINK_SETS.default.map((link) => link.url),
    })
  })
})

describe('jsonLdScript', () => {
  it('keeps any text inside the script element and gives back the same data', () => {
    const hostile = parkJsonLd({ ...lagosPark, name: '</script><script>alert(1)</script> <!-- & \u2028' }, { siteUrl: SITE, language: 'en' })
    const html = jsonLdScript(hostile)
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(html.slice(0, -'</script>'.length)).not.toMatch(/<\/?script(?![^>]*ld\+json)|<!--|\u2028/i)
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html')
    const scripts = doc.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(hostile)
  })

  it('writes several nodes as one array', () => {
    const nodes = [organizationJsonLd({ siteUrl: SITE }), eventJsonLd(torontoEvent, { siteUrl: SITE, language: 'en' })]
    expect(JSON.parse(jsonLdScript(nodes).replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual(nodes)
  })
})
