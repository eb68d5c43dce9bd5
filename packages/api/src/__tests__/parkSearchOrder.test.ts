import type { Park } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARK_TOTAL_CAP } from '../parks/searchParks.ts'
import { SEED_LANDMARKS } from '../seed/data/landmarks.ts'
import { insertBenchParks } from '../seed/insertBenchParks.ts'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

// Nearest-first search reads a GiST index and stops after one page; this checks its answers
// against the definition — every park sorted by great-circle distance, then id — computed the
// slow way, on generated parks, with parks at exactly the same spot across a page boundary.
let server: TestServer
/** Where TIES parks stand on the very same coordinates, away from every other park. */
const TIE_POINT = { lat: 14.80123, lng: -17.20456 }
const TIES = 30

beforeAll(async () => {
  server = await startTestServer()
  // Generated parks around every landmark, laid out as the benchmark's data set is.
  await insertBenchParks(server.db, SEED_LANDMARKS, 3000)
  await server.db.query(
    `INSERT INTO parks (slug, park_code, name, type, address, city, country_id, lat, lng, capacity, currency)
     SELECT 'tie-' || g, 'TIE' || g, 'Tie Park ' || g, 'city', 'Route de Rufisque', 'Dakar', c.id, $1, $2, 50, 'XOF'
     FROM generate_series(1, ${TIES}) g CROSS JOIN countries c WHERE c.code = 'SN'`,
    [TIE_POINT.lat, TIE_POINT.lng],
  )
}, 600_000)
afterAll(() => server?.close())

interface Expected {
  id: number
  distance_m: number
}

/** The definition, by brute force: no index can serve ORDER BY earth_distance(...). */
async function bruteForce(lat: number, lng: number, { radiusKm, type }: { radiusKm?: number; type?: string } = {}) {
  const { rows } = await server.db.query<Expected>(
    `SELECT id, earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(lat, lng)) AS distance_m FROM parks
     WHERE ($3::float8 IS NULL OR earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(lat, lng)) <= $3::float8)
       AND ($4::text IS NULL OR type = $4::text)
     ORDER BY distance_m, id`,
    [lat, lng, radiusKm === undefined ? null : radiusKm * 1000, type ?? null],
  )
  return rows
}

async function search(query: string) {
  const { status, body } = await http<{ items: Park[]; total: number }>(`${server.apiBase}/parks/front/parks/?${query}`)
  expect(status).toBe(200)
  return body
}

/** distance_km as the API rounds it. */
const round3 = (metres: number) => Math.round((metres / 1000) * 1000) / 1000

/** Points near generated parks, the same on every run. */
function points(count: number): { lat: number; lng: number }[] {
  let state = 7
  const random = () => ((state = (Math.imul(state, 48271) >>> 0) % 2147483647) / 2147483647)
  return Array.from({ length: count }, () => {
    const landmark = SEED_LANDMARKS[Math.floor(random() * SEED_LANDMARKS.length)]!
    return { lat: landmark.lat + (random() - 0.5) * 0.2, lng: landmark.lng + (random() - 0.5) * 0.2 }
  })
}

describe('nearest-first park search', () => {
  it('answers the same parks in the same order as sorting every park by distance, then id', async () => {
    for (const { lat, lng } of points(12)) {
      const all = await bruteForce(lat, lng)
      for (const page of [1, 2]) {
        const body = await search(`lat=${lat}&lng=${lng}&size=20&page=${page}`)
        const expected = all.slice((page - 1) * 20, page * 20)
        expect(body.items.map((p) => p.id)).toEqual(expected.map((p) => p.id))
        expect(body.items.map((p) => p.distance_km)).toEqual(expected.map((p) => round3(p.distance_m)))
        expect(body.total).toBe(Math.min(PARK_TOTAL_CAP, all.length))
      }
    }
  })

  it('breaks equal distances by id, the same way on every page', async () => {
    const { lat, lng } = TIE_POINT
    const all = await bruteForce(lat, lng)
    const tied = all.slice(0, TIES)
    expect(new Set(tied.map((p) => p.distance_m)).size).toBe(1)
    const first = await search(`lat=${lat}&lng=${lng}&size=20&page=1`)
    const second = await search(`lat=${lat}&lng=${lng}&size=20&page=2`)
    expect(first.items.map((p) => p.id)).toEqual(tied.slice(0, 20).map((p) => p.id))
    expect(second.items.map((p) => p.id)).toEqual(all.slice(20, 40).map((p) => p.id))
    // Every tied park once, none lost between the pages.
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(40)
  })

  it('keeps the same order within a radius and with a type filter', async () => {
    for (const { lat, lng } of points(6)) {
      const within = await bruteForce(lat, lng, { radiusKm: 5 })
      const body = await search(`lat=${lat}&lng=${lng}&radius_km=5&size=50`)
      expect(body.items.map((p) => p.id)).toEqual(within.slice(0, 50).map((p) => p.id))
      expect(body.total).toBe(Math.min(PARK_TOTAL_CAP, within.length))

      const airports = await bruteForce(lat, lng, { type: 'airport' })
      const typed = await search(`lat=${lat}&lng=${lng}&type=airport&size=20`)
      expect(typed.items.map((p) => p.id)).toEqual(airports.slice(0, 20).map((p) => p.id))
    }
  })

  it('keeps a park that lies exactly at the radius, on the page and in the count', async () => {
    let checked = 0
    for (const { lat, lng } of points(8)) {
      const all = await bruteForce(lat, lng)
      // A park whose distance, in km through the query string and back to metres, is itself.
      const edge = all.slice(3, 40).find((p) => (p.distance_m / 1000) * 1000 === p.distance_m && p.distance_m > 0)
      if (!edge) continue
      const radiusKm = edge.distance_m / 1000
      const within = await bruteForce(lat, lng, { radiusKm })
      expect(within.map((p) => p.id)).toContain(edge.id)
      // All of them on one page (the total is the page's length), then two a page (counted).
      const whole = await search(`lat=${lat}&lng=${lng}&radius_km=${radiusKm}&size=50`)
      expect(whole.items.map((p) => p.id)).toEqual(within.slice(0, 50).map((p) => p.id))
      expect(whole.total).toBe(Math.min(PARK_TOTAL_CAP, within.length))
      const paged = await search(`lat=${lat}&lng=${lng}&radius_km=${radiusKm}&size=2`)
      expect(paged.items.map((p) => p.id)).toEqual(within.slice(0, 2).map((p) => p.id))
      expect(paged.total).toBe(Math.min(PARK_TOTAL_CAP, within.length))
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('counts the total of a page that is not full, and of one past the end', async () => {
    const { lat, lng } = TIE_POINT
    const within = await bruteForce(lat, lng, { radiusKm: 0.001 })
    expect(within.length).toBe(TIES)
    const last = await search(`lat=${lat}&lng=${lng}&radius_km=0.001&size=20&page=2`)
    expect(last.items.map((p) => p.id)).toEqual(within.slice(20).map((p) => p.id))
    expect(last.total).toBe(TIES)
    const past = await search(`lat=${lat}&lng=${lng}&radius_km=0.001&size=20&page=3`)
    expect(past.items).toEqual([])
    expect(past.total).toBe(TIES)
  })

  it("carries each park's rates, as the park's own page does", async () => {
    const { lat, lng } = points(1)[0]!
    const body = await search(`lat=${lat}&lng=${lng}&size=5`)
    for (const park of body.items) {
      const { body: own } = await http<Park>(`${server.apiBase}/front/parks/${park.id}`)
      expect(park.rates).toEqual(own.rates)
      expect(park.rates.length).toBeGreaterThan(0)
    }
  })

  it('carries rates as they change: updated, removed, replaced and added', async () => {
    const { lat, lng } = points(2)[1]!
    const query = `lat=${lat}&lng=${lng}&size=4`
    const [updated, removed, replaced, added] = (await search(query)).items
    await server.db.query('UPDATE park_rates SET hourly_rate = hourly_rate + 1.25 WHERE park_id = $1', [updated!.id])
    await server.db.query('DELETE FROM park_rates WHERE park_id = $1 AND vehicle_type_id <> 1', [removed!.id])
    await server.db.transaction(async (tx) => {
      await tx.query('DELETE FROM park_rates WHERE park_id = $1', [replaced!.id])
      await tx.query('INSERT INTO park_rates (park_id, vehicle_type_id, hourly_rate, daily_rate) SELECT $1, id, 7.5, 60 FROM vehicle_types', [replaced!.id])
    })
    await server.db.query(
      `INSERT INTO park_rates (park_id, vehicle_type_id, hourly_rate, daily_rate) VALUES ($1, 1, 3, 30)
       ON CONFLICT (park_id, vehicle_type_id) DO UPDATE SET hourly_rate = EXCLUDED.hourly_rate, daily_rate = EXCLUDED.daily_rate`,
      [added!.id],
    )
    const after = (await search(query)).items
    expect(after.map((p) => p.id)).toEqual([updated, removed, replaced, added].map((p) => p!.id))
    for (const park of after) {
      const { body: own } = await http<Park>(`${server.apiBase}/front/parks/${park.id}`)
      expect(park.rates).toEqual(own.rates)
    }
    expect(after[0]!.rates[0]!.hourly).toBeCloseTo(updated!.rates[0]!.hourly + 1.25, 6)
    expect(after[1]!.rates.map((r) => r.vehicle_type_id)).toEqual([1])
    expect(after[2]!.rates.every((r) => r.hourly === 7.5 && r.daily === 60)).toBe(true)
    expect(after[3]!.rates.find((r) => r.vehicle_type_id === 1)).toEqual({ vehicle_type_id: 1, hourly: 3, daily: 30 })
  })
})

describe("a map view's parks", () => {
  /** The definition: every park inside the box, nearest its centre in degrees (as the map sees it), then id. */
  async function inBox(box: { min_lat: number; min_lng: number; max_lat: number; max_lng: number }) {
    const centre = { lat: (box.min_lat + box.max_lat) / 2, lng: (box.min_lng + box.max_lng) / 2 }
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT id FROM parks WHERE lat BETWEEN $1 AND $3 AND lng BETWEEN $2 AND $4
       ORDER BY (lng - $6::float8) ^ 2 + (lat - $5::float8) ^ 2, id`,
      [box.min_lat, box.min_lng, box.max_lat, box.max_lng, centre.lat, centre.lng],
    )
    return rows.map((row) => row.id)
  }
  const boxQuery = (box: Record<string, number>) => Object.entries(box).map(([key, value]) => `${key}=${value}`).join('&')

  it('answers nearest the centre first, then by id, page after page, as sorting every park in the box does', async () => {
    let paged = 0
    // City views around landmarks, where the generated parks are, and a little off them.
    for (const [index, landmark] of SEED_LANDMARKS.slice(0, 8).entries()) {
      const lat = landmark.lat + (index % 2) * 0.02
      const lng = landmark.lng - (index % 3) * 0.02
      const box = { min_lat: lat - 0.05, min_lng: lng - 0.07, max_lat: lat + 0.05, max_lng: lng + 0.07 }
      const all = await inBox(box)
      if (all.length > 20) paged++
      for (const page of [1, 2]) {
        const body = await search(`${boxQuery(box)}&size=20&page=${page}`)
        expect(body.items.map((p) => p.id)).toEqual(all.slice((page - 1) * 20, page * 20))
        expect(body.total).toBe(Math.min(PARK_TOTAL_CAP, all.length))
      }
    }
    expect(paged).toBeGreaterThan(2)
  })

  it('breaks equal distances from the centre by id across a page boundary', async () => {
    // Centred on the tied parks, and then just beside them: either way the 30 are the nearest, all at one distance.
    for (const shift of [0, 0.001]) {
      const lat = TIE_POINT.lat + shift
      const box = { min_lat: lat - 0.005, min_lng: TIE_POINT.lng - 0.005, max_lat: lat + 0.005, max_lng: TIE_POINT.lng + 0.005 }
      const all = await inBox(box)
      expect(all.length).toBeGreaterThanOrEqual(TIES)
      const first = await search(`${boxQuery(box)}&size=20&page=1`)
      const second = await search(`${boxQuery(box)}&size=20&page=2`)
      expect(first.items.map((p) => p.id)).toEqual(all.slice(0, 20))
      expect(second.items.map((p) => p.id)).toEqual(all.slice(20, 40))
      expect(first.items.every((p) => p.slug.startsWith('tie-'))).toBe(true)
      // Pages of 7: the ties straddle the ends of later pages too (page 3 ends at the 21st of 30).
      for (const page of [2, 3, 4, 5]) {
        const { items } = await search(`${boxQuery(box)}&size=7&page=${page}`)
        expect(items.map((p) => p.id)).toEqual(all.slice((page - 1) * 7, page * 7))
      }
    }
  })
})

describe('the cheapest first, near a point or in a map view', () => {
  const stay = () => {
    const arrival = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000)
    return `arrival=${arrival.toISOString()}&departure=${new Date(arrival.getTime() + 3 * 3_600_000).toISOString()}`
  }
  /** Every page of a search, 50 a page. */
  async function every(query: string) {
    const parks: Park[] = []
    for (let page = 1; page <= PARK_TOTAL_CAP / 50; page++) {
      const { items } = await search(`${query}&size=50&page=${page}`)
      parks.push(...items)
      if (items.length < 50) break
    }
    return parks
  }
  const cheapestFirst = (parks: Park[]) => parks.every((park, i) => i === 0 || park.stay!.total > parks[i - 1]!.stay!.total || (park.stay!.total === parks[i - 1]!.stay!.total && park.id > parks[i - 1]!.id))

  it('prices the nearest parks, as many as a search counts, and lists them cheapest first', async () => {
    const landmark = SEED_LANDMARKS[0]!
    const nearest = (await bruteForce(landmark.lat, landmark.lng)).slice(0, PARK_TOTAL_CAP).map((p) => p.id)
    const parks = await every(`lat=${landmark.lat}&lng=${landmark.lng}&sort=price&${stay()}`)
    expect(parks.map((p) => p.id).sort((a, b) => a - b)).toEqual([...nearest].sort((a, b) => a - b))
    expect(cheapestFirst(parks)).toBe(true)
  })

  it("prices a map view's parks nearest its centre, and lists them cheapest first", async () => {
    const landmark = SEED_LANDMARKS[0]!
    const box = { min_lat: landmark.lat - 0.05, min_lng: landmark.lng - 0.07, max_lat: landmark.lat + 0.05, max_lng: landmark.lng + 0.07 }
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT id FROM parks WHERE lat BETWEEN $1 AND $3 AND lng BETWEEN $2 AND $4
       ORDER BY (lng - $6::float8) ^ 2 + (lat - $5::float8) ^ 2, id LIMIT ${PARK_TOTAL_CAP}`,
      [box.min_lat, box.min_lng, box.max_lat, box.max_lng, landmark.lat, landmark.lng],
    )
    expect(rows.length).toBeGreaterThan(20)
    const parks = await every(`${Object.entries(box).map(([key, value]) => `${key}=${value}`).join('&')}&sort=price&${stay()}`)
    expect(parks.map((p) => p.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b))
    expect(cheapestFirst(parks)).toBe(true)
  })

  it("keeps a crowded map view's parks nearest its centre, as many as a search counts, however cheap the others", async () => {
    // More parks than a search counts, in an empty stretch of the South Atlantic far from every
    // landmark, at scattered points (no two as far from the centre), the farther the cheaper: a cut
    // anywhere but nearest the centre keeps some of the cheapest, and they would come first.
    const centre = { lat: -30, lng: 0 }
    const box = { min_lat: centre.lat - 0.05, min_lng: centre.lng - 0.07, max_lat: centre.lat + 0.05, max_lng: centre.lng + 0.07 }
    let state = 11
    const random = () => ((state = (Math.imul(state, 48271) >>> 0) % 2147483647) / 2147483647)
    const spots = Array.from({ length: PARK_TOTAL_CAP + 150 }, () => ({ lat: box.min_lat + random() * 0.1, lng: box.min_lng + random() * 0.14 }))
    try {
      await server.db.query(
        `INSERT INTO parks (slug, park_code, name, type, address, city, country_id, lat, lng, capacity, currency)
         SELECT 'crowd-' || s.n, 'CRD' || s.n, 'Crowd Park ' || s.n, 'city', 'Route de Rufisque', 'Dakar', c.id, s.lat, s.lng, 50, 'XOF'
         FROM unnest($1::float8[], $2::float8[]) WITH ORDINALITY AS s(lat, lng, n) CROSS JOIN countries c WHERE c.code = 'SN'`,
        [spots.map((spot) => spot.lat), spots.map((spot) => spot.lng)],
      )
      await server.db.query(
        `INSERT INTO park_rates (park_id, vehicle_type_id, hourly_rate, daily_rate)
         SELECT p.id, v.id, h.hourly, h.hourly * 20
         FROM parks p CROSS JOIN vehicle_types v
         CROSS JOIN LATERAL (SELECT round(2000 - 15000 * sqrt((p.lng - $2::float8) ^ 2 + (p.lat - $1::float8) ^ 2))::numeric AS hourly) h
         WHERE p.slug LIKE 'crowd-%'`,
        [centre.lat, centre.lng],
      )
      const { rows } = await server.db.query<{ id: number }>(
        `SELECT id FROM parks WHERE lat BETWEEN $1 AND $3 AND lng BETWEEN $2 AND $4
         ORDER BY (lng - $6::float8) ^ 2 + (lat - $5::float8) ^ 2, id LIMIT ${PARK_TOTAL_CAP}`,
        [box.min_lat, box.min_lng, box.max_lat, box.max_lng, centre.lat, centre.lng],
      )
      expect(rows).toHaveLength(PARK_TOTAL_CAP)
      const parks = await every(`${Object.entries(box).map(([key, value]) => `${key}=${value}`).join('&')}&sort=price&${stay()}`)
      expect(parks.map((p) => p.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b))
      expect(cheapestFirst(parks)).toBe(true)
    } finally {
      await server.db.query("DELETE FROM park_rates WHERE park_id IN (SELECT id FROM parks WHERE slug LIKE 'crowd-%')")
      await server.db.query("DELETE FROM parks WHERE slug LIKE 'crowd-%'")
    }
  })
})
