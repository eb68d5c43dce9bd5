import { beforeAll, describe, expect, it } from 'vitest'
import { blogPostingJsonLd } from '../seo/blogPostingJsonLd.ts'
import { eventJsonLd } from '../seo/eventJsonLd.ts'
import { organizationJsonLd } from '../seo/organizationJsonLd.ts'
import { parkJsonLd } from '../seo/parkJsonLd.ts'
import { schemaOrgProblems } from './schemaOrgProblems.ts'
import { loadSchemaOrg } from './schemaOrgVocabulary.ts'
import type { SchemaOrgVocabulary } from './schemaOrgVocabulary.ts'
import { frenchPost, lagosPark, SITE, torontoEvent } from './seoFixtures.ts'

let vocabulary: SchemaOrgVocabulary
beforeAll(() => {
  vocabulary = loadSchemaOrg()
})

describe("the JSON-LD validates against schema.org's types", () => {
  it('reads the whole vocabulary', () => {
    expect(vocabulary.classes.size).toBeGreaterThan(600)
    expect(vocabulary.properties.size).toBeGreaterThan(1400)
    expect(vocabulary.parents.get('ParkingFacility')).toEqual(['CivicStructure'])
    expect(vocabulary.ranges.get('eventStatus')).toEqual(['EventStatusType'])
    expect(vocabulary.members.get('EventScheduled')).toEqual(['EventStatusType'])
  })

  it('every property of every node exists on its type, with a value of its range', () => {
    const nodes = {
      park: parkJsonLd(lagosPark, { siteUrl: SITE, language: 'en' }),
      park24h: parkJsonLd({ ...lagosPark, is_24_hours: true, opening_hours: null, rates: [], amenities: [] }, { siteUrl: SITE, language: 'fr' }),
      event: eventJsonLd(torontoEvent, { siteUrl: SITE, language: 'en' }),
      pricedEvent: eventJsonLd({ ...torontoEvent, image_url: '/e.svg' }, { siteUrl: SITE, language: 'fr', price: { amount: 25.5, currency: 'CAD' } }),
      post: blogPostingJsonLd(frenchPost, { siteUrl: SITE }),
      organization: organizationJsonLd({ siteUrl: SITE, country: 'NG' }),
    }
    for (const [name, node] of Object.entries(nodes)) {
      expect(node['@context'], name).toBe('https://schema.org')
      expect(schemaOrgProblems(vocabulary, node), name).toEqual([])
    }
  })

  it('finds a misspelt property, a property of another type, a wrong value and an unknown type', () => {
    const park = parkJsonLd(lagosPark, { siteUrl: SITE, language: 'en' })
    const { address, ...withoutAddress } = park
    expect(schemaOrgProblems(vocabulary, { ...withoutAddress, adress: address })).toEqual(['$.adress: no such property'])
    // priceRange belongs to LocalBusiness: a ParkingFacility alone cannot carry it.
    expect(schemaOrgProblems(vocabulary, { ...park, '@type': 'ParkingFacility' })).toEqual(['$.priceRange: not a property of ParkingFacility', '$.currenciesAccepted: not a property of ParkingFacility'])
    const event = eventJsonLd(torontoEvent, { siteUrl: SITE, language: 'en' })
    expect(schemaOrgProblems(vocabulary, { ...event, startDate: 'next Friday' })).toEqual(['$.startDate: "next Friday" is not one of Date, DateTime'])
    expect(schemaOrgProblems(vocabulary, { ...event, eventStatus: 'https://schema.org/Monday' })).toEqual(['$.eventStatus: "https://schema.org/Monday" is not one of EventStatusType'])
    expect(schemaOrgProblems(vocabulary, { ...event, location: { ...(event.location as object), '@type': 'Person' } })).toEqual([
      '$.location: Person is not one of Place, PostalAddress, Text, VirtualLocation',
      // A person has an address, not a geo.
      '$.location.geo: not a property of Person',
    ])
    expect(schemaOrgProblems(vocabulary, { ...park, geo: { '@type': 'GeoCoordinates', latitude: true, longitude: 3.3 } })).toEqual(['$.geo.latitude: true is not one of Number, Text'])
    expect(schemaOrgProblems(vocabulary, { ...park, url: 'not a url' })).toEqual(['$.url: "not a url" is not one of URL'])
    expect(schemaOrgProblems(vocabulary, { '@type': 'ParkingLot', name: 'x' })).toEqual(['$: unknown type ParkingLot'])
  })
})
