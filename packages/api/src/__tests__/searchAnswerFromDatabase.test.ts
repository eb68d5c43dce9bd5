import { Park } from '@parkade/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPark } from '../parks/findPark.ts'
import { parksOf } from '../parks/parkOf.ts'
import { searchParks } from '../parks/searchParks.ts'
import type { ParkSearch } from '../parks/searchParks.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

// The park search's page comes from one statement. On PostgreSQL it is written as the API answers
// it (searchParks' `answer`), which must be parkOf's answer, field for field, in both languages, for
// every order. On PGlite the page comes as records (parseRecords), which must give each park's row
// as the park's own page reads it.
let server: TestServer
const onPostgres = Boolean(process.env.DATABASE_URL)
const HERE = { lat: 6.61234, lng: 3.35678 }

beforeAll(async () => {
  server = await startTestServer()
  // Parks around HERE: opening hours or 24 hours, French texts or none, a picture or the type's
  // drawing, and one whose picture key encodeURIComponent changes.
  await server.db.query(
    `INSERT INTO parks (slug, park_code, name, type, description, description_fr, address, city, region, country_id, lat, lng, capacity,
                        is_24_hours, opens_at, closes_at, amenities, entry_instructions, entry_instructions_fr, currency, image_key)
     SELECT 'answer-' || g, 'ANS' || g, 'Answer Park ' || g, (ARRAY['airport', 'city', 'stadium', 'station'])[1 + g % 4],
            'Park ' || g || ' by the lagoon', CASE WHEN g % 3 = 0 THEN '' ELSE 'Parking ' || g || ' près de la lagune' END,
            g || ' Zyxwv Road', 'Ikeja', 'Lagos', c.id, $1::float8 + g * 0.00037, $2::float8 - g * 0.00041, 10 + g,
            g % 2 = 0, CASE WHEN g % 2 = 1 THEN '07:30' END, CASE WHEN g % 2 = 1 AND g % 5 <> 1 THEN '22:00' END,
            CASE WHEN g % 2 = 0 THEN ARRAY['covered', 'ev_charging'] ELSE '{}'::text[] END,
            'Gate ' || g, CASE WHEN g % 4 = 0 THEN '' ELSE 'Portail ' || g END, 'NGN',
            CASE WHEN g % 7 = 0 THEN NULL ELSE 'answer-' || g END
       FROM generate_series(1, 45) g CROSS JOIN countries c WHERE c.code = 'NG'`,
    [HERE.lat, HERE.lng],
  )
  await server.db.query(
    `INSERT INTO park_rates (park_id, vehicle_type_id, hourly_rate, daily_rate)
     SELECT id, 1, 350.5, 4200 FROM parks WHERE slug LIKE 'answer-%' AND id % 2 = 0`,
  )
}, 120_000)
afterAll(() => server?.close())

const base = { page: 1, size: 20, holdMinutes: 15 } satisfies Partial<ParkSearch>
/** A search as the tests give it: page 1 of 20 unless said. */
type Query = Omit<ParkSearch, 'holdMinutes' | 'page' | 'size'> & Partial<Pick<ParkSearch, 'page' | 'size'>>

/** The page both ways: built by the database, and parkOf's rows written as JSON. */
async function bothWays(query: Query, lang: Language) {
  const publicUrl = server.config.publicUrl
  const full = { ...base, ...query }
  const built = await searchParks(server.db, { ...full, answer: { lang, publicUrl } })
  const plain = await searchParks(server.db, full)
  const expected = JSON.parse(JSON.stringify(await parksOf(server.db, plain.rows, lang, publicUrl))) as unknown[]
  return { built, plain, expected }
}

/** Each row of the page without what only a search adds, and the park's own row read alone. */
async function rowsAndOwn(query: Query) {
  const { rows } = await searchParks(server.db, { ...base, ...query })
  const own = await Promise.all(rows.map((row) => findPark(server.db, String(row.id), base.holdMinutes)))
  const searched = rows.map(({ distance_km: _d, stay_spaces: _s, rates: _r, stay: _q, ...rest }: (typeof rows)[number] & { stay_spaces?: number }) => rest)
  return { rows, searched, own }
}

describe("the park search's rows", () => {
  it('are the parks\' own rows, for every order, with their rates and distances', async () => {
    const arrival = new Date(Date.now() + 86_400_000)
    const stay = { arrival, departure: new Date(arrival.getTime() + 7_200_000), vehicleTypeId: 1 }
    const queries: Query[] = [
      { lat: HERE.lat + 0.001, lng: HERE.lng },
      { lat: HERE.lat, lng: HERE.lng, page: 2 },
      { search: 'zyxwv' },
      { box: { minLat: HERE.lat, minLng: HERE.lng - 0.01, maxLat: HERE.lat + 0.01, maxLng: HERE.lng }, size: 7 },
      { lat: HERE.lat, lng: HERE.lng, radiusKm: 1.2 },
      { size: 5, page: 2 },
      { lat: HERE.lat, lng: HERE.lng, stay },
      { lat: HERE.lat, lng: HERE.lng, stay, sort: 'price' },
    ]
    for (const query of queries) {
      const { rows, searched, own } = await rowsAndOwn(query)
      expect(rows.length, JSON.stringify(query)).toBeGreaterThan(0)
      expect(searched, JSON.stringify(query)).toEqual(own)
      for (const row of rows) {
        const { rows: rates } = await server.db.query<{ vehicle_type_id: number; hourly: number; daily: number }>(
          'SELECT vehicle_type_id, hourly_rate::float8 AS hourly, daily_rate::float8 AS daily FROM park_rates WHERE park_id = $1 ORDER BY vehicle_type_id',
          [row.id],
        )
        expect(row.rates).toEqual(rates)
        if ('lat' in query) expect(row.distance_km).toBeTypeOf('number')
        else expect(row.distance_km ?? null).toBeNull()
        if (query.stay) expect(row.stay).not.toBeUndefined()
      }
      if ('lat' in query && query.sort !== 'price') {
        const distances = rows.map((row) => row.distance_km!)
        expect(distances).toEqual([...distances].sort((x, y) => x - y))
      }
    }
  })

  it('keep every text as it is written: quotes, backslashes, commas, brackets, line breaks, empty texts', async () => {
    const name = 'Parc "Étoile" \\ nord\nsud, (est) 🚗'
    await server.db.query(
      `UPDATE parks SET name = $1, description_fr = '', entry_instructions = $2, address = $3 WHERE slug = 'answer-5'`,
      [name, 'Gate\t"B", then ) and ( and \\\\', ' '],
    )
    try {
      for (const query of [{ lat: HERE.lat, lng: HERE.lng }, { box: { minLat: HERE.lat, minLng: HERE.lng - 0.01, maxLat: HERE.lat + 0.01, maxLng: HERE.lng } }] satisfies Query[]) {
        const { rows, searched, own } = await rowsAndOwn(query)
        expect(searched).toEqual(own)
        const park = rows.find((row) => row.slug === 'answer-5')!
        expect(park).toMatchObject({ name, description_fr: '', entry_instructions: 'Gate\t"B", then ) and ( and \\\\', address: ' ' })
      }
    } finally {
      await server.db.query("UPDATE parks SET name = 'Answer Park 5', description_fr = 'Parking 5 près de la lagune', entry_instructions = 'Gate 5', address = '5 Zyxwv Road' WHERE slug = 'answer-5'")
    }
  })

  it.runIf(!onPostgres)('come as records on PGlite, never as the answer written by the database', async () => {
    const built = await searchParks(server.db, { ...base, lat: HERE.lat, lng: HERE.lng, answer: { lang: 'en', publicUrl: server.config.publicUrl } })
    expect(built.items).toBeUndefined()
    expect(built.rows.length).toBe(20)
  })
})

describe.runIf(onPostgres)('the park search answered by the database', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`nearest first (${lang}): parkOf's answer, distances rounded to the metre as Math.round rounds`, async () => {
      for (const page of [1, 2, 3]) {
        const { built, plain, expected } = await bothWays({ lat: HERE.lat + 0.001, lng: HERE.lng, page }, lang)
        expect(built.items).toBeTypeOf('string')
        expect(built.rows).toEqual([])
        expect(JSON.parse(built.items!)).toEqual(expected)
        expect(built.total).toBe(plain.total)
      }
    })

    it(`by text, in a box and in id order (${lang})`, async () => {
      const queries: Query[] = [
        { search: 'zyxwv' },
        { search: 'answer park' },
        { box: { minLat: HERE.lat, minLng: HERE.lng - 0.01, maxLat: HERE.lat + 0.01, maxLng: HERE.lng }, size: 7 },
        { lat: HERE.lat, lng: HERE.lng, radiusKm: 1.2 },
        { size: 5, page: 2 },
      ]
      for (const query of queries) {
        const { built, plain, expected } = await bothWays(query, lang)
        expect(built.items, JSON.stringify(query)).toBeTypeOf('string')
        expect(JSON.parse(built.items!), JSON.stringify(query)).toEqual(expected)
        expect(built.total).toBe(plain.total)
      }
    })
  }

  it("is compact JSON in parkOf's key order, every key one the contract's Park names, every text escaped", async () => {
    // Quotes, a backslash, a line break, a tab and accents: JSON's escaping, as JSON.stringify's.
    await server.db.query(`UPDATE parks SET name = E'Parc "Étoile" \\\\ nord\\nsud', description_fr = E'Près\\tdu « lac »' WHERE slug = 'answer-5'`)
    try {
      const contractKeys = new Set(Object.keys(Park.properties))
      const queries: Query[] = [{ lat: HERE.lat, lng: HERE.lng }, { search: 'zyxwv' }, { size: 5, page: 2 }]
      for (const lang of ['en', 'fr'] as const) {
        for (const query of queries) {
          const { built, expected } = await bothWays(query, lang)
          const text = built.items!
          // Outside its strings the text has no whitespace (json_build_object wrote " : " and json_agg "\n ").
          expect(text.replace(/"(?:[^"\\]|\\.)*"/g, '""'), JSON.stringify(query)).not.toMatch(/\s/)
          const parks = JSON.parse(text) as Record<string, unknown>[]
          expect(parks).toEqual(expected)
          expect(parks.map((park) => Object.keys(park))).toEqual(expected.map((park) => Object.keys(park as object)))
          for (const park of parks) expect(Object.keys(park).filter((key) => !contractKeys.has(key))).toEqual([])
        }
      }
      const { built } = await bothWays({ lat: HERE.lat, lng: HERE.lng }, 'fr')
      const park = (JSON.parse(built.items!) as { slug: string; name: string; description: string }[]).find((p) => p.slug === 'answer-5')
      expect(park).toMatchObject({ name: 'Parc "Étoile" \\ nord\nsud', description: 'Près\tdu « lac »' })
    } finally {
      await server.db.query("UPDATE parks SET name = 'Answer Park 5', description_fr = 'Parking 5 près de la lagune' WHERE slug = 'answer-5'")
    }
  })

  it('leaves a search with a stay to parkOf (its quotes are priced by the API)', async () => {
    const arrival = new Date(Date.now() + 86_400_000)
    const stay = { arrival, departure: new Date(arrival.getTime() + 7_200_000), vehicleTypeId: 1 }
    const { built } = await bothWays({ lat: HERE.lat, lng: HERE.lng, stay }, 'en')
    expect(built.items).toBeUndefined()
    expect(built.rows.length).toBe(20)
  })

  it('answers through parkOf when a picture key is one encodeURIComponent would change', async () => {
    await server.db.query("UPDATE parks SET image_key = 'answer 3/é' WHERE slug = 'answer-3'")
    try {
      const { built, plain, expected } = await bothWays({ lat: HERE.lat, lng: HERE.lng }, 'fr')
      expect(built.items).toBeUndefined()
      expect(JSON.parse(JSON.stringify(await parksOf(server.db, built.rows, 'fr', server.config.publicUrl)))).toEqual(expected)
      expect(expected.some((park) => (park as { image_url: string }).image_url.endsWith('/answer%203%2F%C3%A9.svg'))).toBe(true)
      expect(built.total).toBe(plain.total)
    } finally {
      await server.db.query("UPDATE parks SET image_key = 'answer-3' WHERE slug = 'answer-3'")
    }
  })
})
