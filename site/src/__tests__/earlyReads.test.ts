import { describe, expect, it } from 'vitest'
import { startEarlyReads, takeEarlyRead } from '../routing/earlyReads.ts'
import { fakeApi, route, testClient } from './siteTestUtils.tsx'

const PARK = {
  id: 12,
  slug: 'broad-street',
  park_code: 'PKBRD012',
  name: 'Broad Street Car Park',
  type: 'city' as const,
  description: 'Central parking.',
  address: '65 Broad Street',
  city: 'Lagos',
  region: 'Lagos',
  country_code: 'NG',
  country_name: 'Nigeria',
  lat: 6.45,
  lng: 3.39,
  capacity: 100,
  available_spaces: 100,
  is_24_hours: true,
  opening_hours: null,
  amenities: [],
  entry_instructions: '',
  currency: 'NGN' as const,
  rates: [],
  image_url: null,
  distance_km: null,
}

function setup() {
  const api = fakeApi([route('GET', '/front/parks/broad-street', PARK), route('GET', '/countries', [{ id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true }])])
  const client = testClient(api.fetch, { language: 'en' })
  const paths = () => api.requests.map((request) => request.url.pathname.replace(/^\/api\/v1/, ''))
  return { client, paths }
}

describe('the reads a page opened from outside starts with the client', () => {
  it('/park/{slug}: the park, taken once by the page in the language it was asked in', async () => {
    const { client, paths } = setup()
    startEarlyReads(client, '/park/broad-street')
    expect(paths()).toEqual(['/front/parks/broad-street'])
    expect(takeEarlyRead('park:broad-street', 'fr')).toBeNull()

    startEarlyReads(client, '/park/broad-street/')
    await expect(takeEarlyRead('park:broad-street', 'en')).resolves.toEqual(PARK)
    expect(takeEarlyRead('park:broad-street', 'en')).toBeNull()
  })

  it('/search and /parks-list: the countries list the search names its country from, unless it is there', async () => {
    for (const path of ['/search', '/parks-list']) {
      const { client, paths } = setup()
      startEarlyReads(client, path)
      expect(paths()).toEqual(['/countries'])
      await expect.poll(() => client.stores.countries.getState().countries.map((country) => country.code)).toEqual(['NG'])
      startEarlyReads(client, path)
      expect(paths()).toEqual(['/countries'])
    }
  })

  it('reads nothing for other pages, nor for a park link it cannot decode', () => {
    const { client, paths } = setup()
    for (const path of ['/', '/checkout/broad-street', '/park/%E0%A4%A', '/park/a/b']) startEarlyReads(client, path)
    expect(paths()).toEqual([])
  })
})
