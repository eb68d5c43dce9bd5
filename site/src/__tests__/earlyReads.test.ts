import { examplePark } from '@parkade/contract/testing'
import { describe, expect, it } from 'vitest'
import { startEarlyReads, takeEarlyRead } from '../routing/earlyReads.ts'
import { fakeApi, route, testClient } from './siteTestUtils.tsx'

const PARK = examplePark({ id: 12, slug: 'broad-street', park_code: 'PKBRD012', name: 'Broad Street Car Park', rates: [] })

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
