import type { Place } from '@parkade/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_PARKS } from '../seed/data/index.ts'
import { SEED_PLACES } from '../seed/data/places.ts'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const get = (path: string) => http(`${server.apiBase}${path}`)
const importanceOf = (place: Place) => SEED_PLACES.find((seeded) => seeded.id === place.id)!.importance

describe('GET /places/popular', () => {
  it("lists the country's destinations by the seed's importance, and counts its parks and their cities", async () => {
    for (const country of ['NG', 'SN', 'US', 'CA']) {
      const { status, body } = await get(`/places/popular?country=${country}&limit=12`)
      expect(status).toBe(200)
      const items = body.items as Place[]
      expect(items.length, country).toBeGreaterThan(2)
      expect(items.every((place) => place.country_code === country && place.kind !== 'park')).toBe(true)
      const importance = items.map(importanceOf)
      expect(importance, country).toEqual([...importance].sort((a, b) => b - a))
      const parks = SEED_PARKS.filter((park) => park.country_code === country)
      expect(body.park_count).toBe(parks.length)
      expect(body.city_count).toBe(new Set(parks.map((park) => park.city)).size)
    }
  })

  it('puts the airport with the most parks first among equals, and names places in the language asked for', async () => {
    const { body } = await get('/places/popular?country=NG&limit=3')
    expect(body.items).toHaveLength(3)
    const airports = SEED_PLACES.filter((place) => place.country_code === 'NG' && place.type === 'airport')
    const parksAt = (id: string) => SEED_PARKS.filter((park) => `landmark:${park.landmark_key}` === id).length
    const busiest = [...airports].sort((a, b) => parksAt(b.id) - parksAt(a.id) || a.name.localeCompare(b.name))[0]!
    expect(body.items[0].id).toBe(busiest.id)
    const french = await get('/places/popular?country=SN&lang=fr&limit=12')
    const named = SEED_PLACES.filter((place) => place.country_code === 'SN' && place.name_fr)
    expect(named.length).toBeGreaterThan(0)
    for (const place of french.body.items as Place[]) {
      const seeded = SEED_PLACES.find((s) => s.id === place.id)!
      expect(place.name).toBe(seeded.name_fr ?? seeded.name)
    }
  })

  it('answers 404 for an unknown country and 400 without one', async () => {
    const unknown = await get('/places/popular?country=Atlantis')
    expect(unknown.status).toBe(404)
    expect(unknown.body.detail).toBe('Country Atlantis not found.')
    expect((await get('/places/popular')).status).toBe(400)
    expect((await get('/places/popular?country=NG&limit=50')).status).toBe(400)
  })
})
