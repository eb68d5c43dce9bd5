import type { Park } from '@parkade/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARK_TOTAL_CAP, TEXT_PLAN } from '../parks/searchParks.ts'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { RegisteredUser, TestServer } from './helpers/startTestServer.ts'

// Park search as drivers use it: by text (every word, any order, accents ignored, ranked), inside
// the visible map, and for a stay (its price as checkout charges it, its free spaces), sorted and
// filtered. Runs on the default seed.
let server: TestServer
let driver: RegisteredUser

beforeAll(async () => {
  server = await startTestServer()
  driver = await server.register()
})
afterAll(() => server?.close())

interface ParkPage {
  items: Park[]
  total: number
}

async function search(query: string, headers: Record<string, string> = {}): Promise<ParkPage> {
  const { status, body } = await http<ParkPage>(`${server.apiBase}/parks/front/parks/?${query}`, { headers })
  expect([query, status]).toEqual([query, 200])
  return body
}

async function refused(query: string) {
  const { status, body } = await http(`${server.apiBase}/parks/front/parks/?${query}`)
  expect([query, status]).toEqual([query, 400])
  return body as { code: string; detail: string; errors?: { field: string; message: string }[] }
}

/** Every page of a search, up to `pages` of 50. */
async function all(query: string, pages = 20): Promise<Park[]> {
  const parks: Park[] = []
  for (let page = 1; page <= pages; page++) {
    const { items } = await search(`${query}&size=50&page=${page}`)
    parks.push(...items)
    if (items.length < 50) break
  }
  return parks
}

/** Whole hours from now, on the hour (ISO). */
const hoursFromNow = (hours: number) => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString()

describe('text search', () => {
  it('lists the Lagos airport parks before a stadium that is only on Airport Road', async () => {
    const slugs = (await all('search=airport')).map((p) => p.slug)
    const lagos = slugs.filter((s) => s.startsWith('lagos-murtala-muhammed-airport-'))
    const stadium = slugs.filter((s) => s.startsWith('port-harcourt-adokiye-amiesimaka-stadium-'))
    expect(lagos.length).toBeGreaterThan(0)
    // The stadium's parks are found (by their address) but after every park named for an airport.
    expect(stadium.length).toBeGreaterThan(0)
    const firstStadium = slugs.indexOf(stadium[0]!)
    expect(slugs.slice(firstStadium).every((s) => !s.includes('airport'))).toBe(true)
    expect(slugs.indexOf(lagos.at(-1)!)).toBeLessThan(firstStadium)
    // The first page starts with airport parks.
    expect(slugs.slice(0, 20).every((s) => s.includes('airport'))).toBe(true)
  })

  it('lists the Dakar parks before any park of Thiès', async () => {
    const parks = await all('search=Dakar')
    const firstThies = parks.findIndex((p) => p.city === 'Thiès')
    const dakar = parks.filter((p) => p.city === 'Dakar')
    expect(dakar.length).toBeGreaterThan(0)
    if (firstThies >= 0) expect(parks.slice(0, firstThies).length).toBe(dakar.length)
    expect(parks.slice(0, dakar.length).every((p) => p.city === 'Dakar')).toBe(true)
  })

  it('finds parks by where drivers go: every word, any order, accents and case ignored, French names too', async () => {
    const lagosAirport = await all('search=Lagos%20airport')
    expect(lagosAirport.length).toBeGreaterThan(0)
    expect(lagosAirport.every((p) => p.city === 'Lagos')).toBe(true)
    expect(lagosAirport[0]!.slug).toMatch(/^lagos-murtala-muhammed-airport-/)
    expect((await all('search=AIRPORT%20lagos')).map((p) => p.id)).toEqual(lagosAirport.map((p) => p.id))

    // "aeroport" is in the landmark's French name only (Aéroport international Blaise-Diagne).
    const aibd = await all('search=aeroport%20Dakar')
    expect(aibd.length).toBeGreaterThan(0)
    expect(aibd[0]!.slug).toMatch(/^dakar-blaise-diagne-airport-/)
    expect(aibd.every((p) => p.country_code === 'SN')).toBe(true)
    expect((await all('search=A%C3%89ROPORT%20dakar')).map((p) => p.id)).toEqual(aibd.map((p) => p.id))

    const thies = await all('search=thies')
    expect(thies.length).toBeGreaterThan(0)
    expect(thies.slice(0, 5).every((p) => p.city === 'Thiès')).toBe(true)
    expect((await all('search=Thi%C3%A8s')).map((p) => p.id)).toEqual(thies.map((p) => p.id))

    // A word that matches nothing leaves nothing, whatever the others match.
    expect((await search('search=lagos%20zzqxw')).total).toBe(0)
    // Punctuation is not a wildcard, nor a word.
    expect((await search('search=%25')).total).toBe(0)
    expect((await search('search=%25lagos_')).total).toBe((await search('search=lagos')).total)
    expect((await search('search=_%25_%20zzqxw')).total).toBe(0)
  })

  it('plans text candidates without sequential scans, for that statement only, and tolerates one typo a word', async () => {
    const setting = async (options?: { prepare?: boolean; settings?: typeof TEXT_PLAN }) =>
      (await server.db.query<{ value: string }>("SELECT current_setting('enable_seqscan') AS value", [], options)).rows[0]!.value
    expect(await setting({ settings: TEXT_PLAN })).toBe('off')
    expect(await setting({ prepare: true, settings: TEXT_PLAN })).toBe('off')
    expect(await setting()).toBe('on')
    expect(await setting({ prepare: true })).toBe('on')
    const threshold = await server.db.query<{ value: string }>("SELECT current_setting('pg_trgm.word_similarity_threshold') AS value")
    expect(threshold.rows[0]!.value).toBe('0.5')
  })

  it('finds a park by a word of its name as soon as it is renamed, names before addresses, and a word inside a word', async () => {
    // A one-word search reads the parks' words (park_words), kept by triggers on every write.
    const { rows } = await server.db.query<{ id: number; name: string; address: string }>('SELECT id, name, address FROM parks ORDER BY id LIMIT 2')
    const [named, addressed] = rows as [(typeof rows)[0], (typeof rows)[0]]
    try {
      await server.db.query("UPDATE parks SET name = 'Qwertzuiop Parking' WHERE id = $1", [named.id])
      await server.db.query("UPDATE parks SET address = '1 Qwertzuiop Street' WHERE id = $1", [addressed.id])
      expect((await all('search=qwertz')).map((p) => p.id)).toEqual([named.id, addressed.id])
      expect((await all('search=Qwertzuiop')).map((p) => p.id)).toEqual([named.id, addressed.id])
      // Inside a word only: the trigram indexes still find it.
      expect((await all('search=ertzuio')).map((p) => p.id)).toEqual([named.id, addressed.id])
      await server.db.query('UPDATE parks SET name = $2 WHERE id = $1', [named.id, named.name])
      expect((await all('search=qwertz')).map((p) => p.id)).toEqual([addressed.id])
    } finally {
      await server.db.query('UPDATE parks SET name = $2 WHERE id = $1', [named.id, named.name])
      await server.db.query('UPDATE parks SET address = $2 WHERE id = $1', [addressed.id, addressed.address])
    }
    expect((await search('search=qwertz')).total).toBe(0)
  })

  it('finds several words by the parks\' words, names before addresses, and inside words only when no park has them at a word\'s start', async () => {
    const { rows } = await server.db.query<{ id: number; name: string; address: string }>('SELECT id, name, address FROM parks ORDER BY id LIMIT 3')
    const [named, addressed, half] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]]
    try {
      await server.db.query("UPDATE parks SET name = 'Qwertzuiop Zxcvbnm Parking' WHERE id = $1", [named.id])
      await server.db.query("UPDATE parks SET address = '1 Zxcvbnm Street, Qwertzuiop' WHERE id = $1", [addressed.id])
      // One word in the names, the other only in the address: after the park with both in its names.
      await server.db.query("UPDATE parks SET name = 'Qwertzuiop Parking', address = '2 Zxcvbnm Road' WHERE id = $1", [half.id])
      expect((await all('search=zxcv%20qwertz')).map((p) => p.id)).toEqual([named.id, half.id, addressed.id])
      expect((await all('search=QWERTZUIOP%20zxcvbnm')).map((p) => p.id)).toEqual([named.id, half.id, addressed.id])
      // A rare word and a common one: the common word's thousand parks do not crowd the rare one out.
      expect((await all('search=parking%20zxcvb')).map((p) => p.id)).toEqual([named.id, half.id])
      // Inside words only: the trigram indexes still find them, both in the names first.
      const inside = (await all('search=ertzuio%20xcvbn')).map((p) => p.id)
      expect(inside[0]).toBe(named.id)
      expect(inside.toSorted((a, b) => a - b)).toEqual([named.id, addressed.id, half.id].toSorted((a, b) => a - b))
      expect((await search('search=qwertz%20zzqxw')).total).toBe(0)
    } finally {
      for (const park of rows) await server.db.query('UPDATE parks SET name = $2, address = $3 WHERE id = $1', [park.id, park.name, park.address])
    }
    expect((await search('search=qwertz%20zxcv')).total).toBe(0)
  })

  it("finds a big city's parks by its name in several words, whole or cut, in either order", async () => {
    // A city of a thousand parks and more: its name typed whole is one range of park_words (tier 2).
    const [model] = (await server.db.query<{ id: number }>("SELECT id FROM parks WHERE city = 'Port Harcourt' ORDER BY id LIMIT 1")).rows
    await server.db.query(
      `INSERT INTO parks (slug, park_code, name, type, address, city, region, country_id, lat, lng, capacity, is_24_hours, opens_at, closes_at, currency)
       SELECT 'phrase-test-' || g, 'PHRASETEST' || g, 'Trans-Amadi Car Park ' || g, type, g || ' Woji Road', city, region, country_id,
              lat + g * 1e-5, lng, capacity, is_24_hours, opens_at, closes_at, currency
       FROM parks, generate_series(1, $2::int) g WHERE id = $1`,
      [model!.id, PARK_TOTAL_CAP],
    )
    const phrases = async () =>
      (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM park_words WHERE tier = 2 AND word = 'port harcourt'")).rows[0]!.n
    try {
      const cityParks = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM parks WHERE city = 'Port Harcourt'")).rows[0]!.n
      expect(cityParks).toBeGreaterThan(PARK_TOTAL_CAP)
      expect(await phrases()).toBe(cityParks)
      for (const text of ['port%20harcourt', 'Port%20Harc', 'harcourt%20PORT']) {
        const { items, total } = await search(`search=${text}&size=50`)
        expect([text, total]).toEqual([text, PARK_TOTAL_CAP])
        expect(items.every((p) => p.city === 'Port Harcourt')).toBe(true)
      }
      // A word more narrows the city as any search does.
      const woji = await all('search=port%20harcourt%20woji', 30)
      expect(woji.length).toBe(PARK_TOTAL_CAP)
      expect(woji.every((p) => p.city === 'Port Harcourt')).toBe(true)
      // The phrase is kept with the park: moved to another city, it leaves this one's.
      await server.db.query("UPDATE parks SET city = 'Abuja' WHERE slug LIKE 'phrase-test-%'")
      expect((await search('search=port%20harcourt')).total).toBe(cityParks - PARK_TOTAL_CAP)
      expect(await phrases()).toBe(cityParks - PARK_TOTAL_CAP)
    } finally {
      await server.db.query("DELETE FROM parks WHERE slug LIKE 'phrase-test-%'")
    }
    const words = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM park_words WHERE tier = 2 AND park_id NOT IN (SELECT id FROM parks)")
    expect(words.rows[0]!.n).toBe(0)
  })

  it('keeps the country and type filters with the text', async () => {
    const parks = await all('search=airport&country=CA&type=airport')
    expect(parks.length).toBeGreaterThan(0)
    expect(parks.every((p) => p.country_code === 'CA' && p.type === 'airport')).toBe(true)
  })
})

describe('the total of a search without filters', () => {
  it('is the number of parks up to the cap, exact as parks are added and removed', async () => {
    const parks = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM parks')).rows[0]!.n
    // Every park matches a nearest search: its total is how many there are (a page of 5 is full, so it is counted).
    const near = () => search('lat=6.5774&lng=3.3212&size=5')
    const before = await parks()
    expect(before).toBeLessThan(PARK_TOTAL_CAP)
    expect((await near()).total).toBe(before)
    expect((await search('size=5')).total).toBe(before)
    const [model] = (await server.db.query<{ id: number }>('SELECT id FROM parks ORDER BY id LIMIT 1')).rows
    const add = (from: number, count: number) =>
      server.db.query(
        `INSERT INTO parks (slug, park_code, name, type, address, city, region, country_id, lat, lng, capacity, is_24_hours, opens_at, closes_at, currency)
         SELECT 'count-test-' || g, 'COUNTTEST' || g, 'Count Test Park ' || g, type, address, city, region, country_id,
                lat + g * 1e-5, lng, capacity, is_24_hours, opens_at, closes_at, currency
         FROM parks, generate_series($2::int, $3::int) g WHERE id = $1`,
        [model!.id, from, from + count - 1],
      )
    try {
      await add(1, 3)
      expect((await near()).total).toBe(before + 3)
      // In a transaction that fails, nothing is counted.
      await expect(server.db.transaction(async (tx) => {
        await tx.query("INSERT INTO parks (slug, park_code, name, type, address, city, region, country_id, lat, lng, capacity, currency) SELECT 'count-test-lost', 'COUNTTESTLOST', name, type, address, city, region, country_id, lat, lng, capacity, currency FROM parks WHERE id = $1", [model!.id])
        throw new Error('rolled back')
      })).rejects.toThrow('rolled back')
      expect((await near()).total).toBe(before + 3)
      await server.db.query("DELETE FROM parks WHERE slug = 'count-test-2'")
      expect((await near()).total).toBe(before + 2)
      // Past the cap, the cap.
      await add(10, PARK_TOTAL_CAP)
      expect((await near()).total).toBe(PARK_TOTAL_CAP)
      expect((await server.db.query<{ n: number }>('SELECT n::int FROM park_count')).rows[0]!.n).toBe(await parks())
    } finally {
      await server.db.query("DELETE FROM parks WHERE slug LIKE 'count-test-%'")
    }
    expect((await near()).total).toBe(before)
  })
})

describe('bounding box', () => {
  it('answers the parks inside the box only, nearest its centre first, and counts them', async () => {
    // A city view around Lagos Island and Victoria Island.
    const box = { min_lat: 6.40, min_lng: 3.36, max_lat: 6.48, max_lng: 3.48 }
    const query = new URLSearchParams(Object.entries(box).map(([k, v]) => [k, String(v)])).toString()
    const parks = await all(query)
    const { rows } = await server.db.query<{ id: number }>(
      'SELECT id FROM parks WHERE lat BETWEEN $1 AND $3 AND lng BETWEEN $2 AND $4 ORDER BY id',
      [box.min_lat, box.min_lng, box.max_lat, box.max_lng],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(parks.map((p) => p.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id))
    expect((await search(`${query}&size=5`)).total).toBe(rows.length)
    const centre = { lat: 6.44, lng: 3.42 }
    // Near as a map view sees it: in degrees.
    const d = (p: Park) => Math.hypot(p.lat - centre.lat, p.lng - centre.lng)
    for (let i = 1; i < parks.length; i++) expect(d(parks[i]!)).toBeGreaterThanOrEqual(d(parks[i - 1]!) - 1e-6)
    // With text and with a point, the box still bounds the answer.
    for (const extra of ['&search=lagos', '&lat=6.45&lng=3.40', '&sort=relevance&search=victoria']) {
      for (const p of await all(query + extra)) expect(rows.map((r) => r.id)).toContain(p.id)
    }
  })

  it('crosses the antimeridian', async () => {
    await server.db.query(
      `INSERT INTO parks (slug, park_code, name, type, address, city, country_id, lat, lng, capacity, currency)
       SELECT 'dateline-' || g.n, 'DL' || g.n, 'Dateline Park ' || g.n, 'city', 'Dateline Road', 'Suva', c.id, -17.8, g.lng, 10, 'USD'
       FROM (VALUES (1, 179.95), (2, -179.95), (3, 178.0), (4, -178.0)) AS g(n, lng) CROSS JOIN countries c WHERE c.code = 'US'`,
    )
    const slugs = (await all('min_lat=-18&max_lat=-17&min_lng=179&max_lng=-179')).map((p) => p.slug).sort()
    expect(slugs).toEqual(['dateline-1', 'dateline-2'])
    const wide = (await all('min_lat=-18&max_lat=-17&min_lng=177&max_lng=-177')).map((p) => p.slug).sort()
    expect(wide).toEqual(['dateline-1', 'dateline-2', 'dateline-3', 'dateline-4'])
    // The same longitudes the ordinary way round: the whole world but the dateline strip.
    const rest = (await all('min_lat=-18&max_lat=-17&min_lng=-179&max_lng=179')).map((p) => p.slug).sort()
    expect(rest).toEqual(['dateline-3', 'dateline-4'])
  })

  it('refuses an incomplete or upside-down box, saying why', async () => {
    const incomplete = await refused('min_lat=6&min_lng=3&max_lat=7')
    expect(incomplete.code).toBe('park.box_incomplete')
    expect(incomplete.detail).toBe('min_lat, min_lng, max_lat and max_lng: give all four or none')
    expect((await refused('min_lat=7&min_lng=3&max_lat=6&max_lng=4')).code).toBe('park.box_inverted')
    expect((await refused('min_lat=-91&min_lng=3&max_lat=6&max_lng=4')).detail).toMatch(/min_lat/)
  })
})

describe('a stay', () => {
  it("prices each park's stay as the quote does, for the chosen vehicle, in every country", async () => {
    const arrival = hoursFromNow(3)
    const departure = new Date(Date.parse(arrival) + 27.5 * 3_600_000).toISOString()
    for (const country of ['NG', 'SN', 'US', 'CA']) {
      for (const vehicle of [1, 2]) {
        const { items } = await search(`country=${country}&arrival=${arrival}&departure=${departure}&vehicle_type_id=${vehicle}&size=4`)
        expect(items.length).toBe(4)
        for (const park of items) {
          const quote = await http(`${server.apiBase}/bookings/quote`, { body: { park_id: park.id, start_time: arrival, end_time: departure, vehicle_type_id: vehicle } })
          expect(quote.status).toBe(200)
          expect(park.stay).toEqual({
            arrival,
            departure,
            vehicle_type_id: vehicle,
            total: quote.body.total,
            currency: quote.body.currency,
            available_spaces: park.available_spaces,
          })
        }
      }
    }
    // Without a stay, no stay.
    expect((await search('country=NG&size=1')).items[0]!.stay).toBeUndefined()
  })

  it('counts the spaces left for the window, and filters by them', async () => {
    const [park] = (await search('country=SN&size=1')).items
    await server.db.query('UPDATE parks SET capacity = 2 WHERE id = $1', [park!.id])
    const arrival = hoursFromNow(30)
    const departure = hoursFromNow(33)
    for (const plate of ['DK 1', 'DK 2']) {
      const created = await http(`${server.apiBase}/bookings`, {
        token: driver.token,
        body: { park_id: park!.id, start_time: arrival, end_time: departure, plate_number: plate, payment_method: 'gateway', return_url: 'http://127.0.0.1:5173/booking-success' },
      })
      expect(created.status).toBe(201)
    }
    const during = `arrival=${hoursFromNow(32)}&departure=${hoursFromNow(36)}`
    const after = `arrival=${hoursFromNow(33)}&departure=${hoursFromNow(36)}`
    const stayOf = async (window: string) => (await all(`country=SN&${window}`)).find((p) => p.id === park!.id)?.stay
    expect((await stayOf(during))!.available_spaces).toBe(0)
    expect((await stayOf(after))!.available_spaces).toBe(2)
    // The stay's spaces, not now's.
    expect((await stayOf(during))!.total).toBeGreaterThan(0)
    expect((await all(`country=SN&available=true&${during}`)).map((p) => p.id)).not.toContain(park!.id)
    expect((await all(`country=SN&available=true&${after}`)).map((p) => p.id)).toContain(park!.id)
    // Now, the park is free.
    expect((await all('country=SN&available=true')).map((p) => p.id)).toContain(park!.id)
  })

  it('sorts by the stay total, by distance, or by relevance', async () => {
    const stay = `arrival=${hoursFromNow(2)}&departure=${hoursFromNow(5)}`
    const byPrice = await all(`country=NG&${stay}&sort=price`)
    expect(byPrice.length).toBeGreaterThan(20)
    const totals = byPrice.map((p) => p.stay!.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    // Pages agree with the whole list.
    expect((await search(`country=NG&${stay}&sort=price&size=7&page=2`)).items.map((p) => p.id)).toEqual(byPrice.slice(7, 14).map((p) => p.id))
    const cheapestLagos = await search(`search=lagos&${stay}&sort=price&size=5`)
    expect(cheapestLagos.items.map((p) => p.stay!.total)).toEqual([...cheapestLagos.items.map((p) => p.stay!.total)].sort((a, b) => a - b))

    const byDistance = await search(`search=lagos&lat=6.5774&lng=3.3212&sort=distance&size=50`)
    const km = byDistance.items.map((p) => p.distance_km!)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    const byRelevance = await search(`search=airport&lat=6.5774&lng=3.3212&sort=relevance&size=5`)
    expect(byRelevance.items.every((p) => p.slug.includes('airport') && p.distance_km !== null)).toBe(true)
  })

  it('refuses a stay or a sort it cannot answer, with the quote\'s own messages', async () => {
    expect((await refused(`arrival=${hoursFromNow(2)}`)).code).toBe('park.stay_incomplete')
    expect((await refused(`departure=${hoursFromNow(2)}`)).detail).toBe('arrival and departure: give both or neither')
    const backwards = await refused(`arrival=${hoursFromNow(5)}&departure=${hoursFromNow(2)}`)
    expect(backwards).toMatchObject({ code: 'booking.end_before_start', detail: 'Departure must be after arrival.', errors: [{ field: 'departure' }] })
    const past = await refused(`arrival=${hoursFromNow(-5)}&departure=${hoursFromNow(2)}`)
    expect(past).toMatchObject({ code: 'booking.start_in_past', errors: [{ field: 'arrival' }] })
    expect((await refused(`arrival=${hoursFromNow(1)}&departure=${hoursFromNow(24 * 400)}`)).code).toBe('booking.too_long')
    expect((await refused('arrival=tomorrow&departure=later')).detail).toMatch(/arrival/)
    expect((await refused('sort=price')).code).toBe('park.sort_needs_stay')
    expect((await refused('sort=distance')).code).toBe('park.sort_needs_point')
    expect((await refused('sort=cheapest')).detail).toMatch(/sort/)
  })
})

describe('opening hours', () => {
  it('keeps the 24-hour parks, and the parks open now in their own time zone', async () => {
    const h24 = await all('country=US&is_24_hours=true')
    expect(h24.length).toBeGreaterThan(0)
    expect(h24.every((p) => p.is_24_hours)).toBe(true)

    // The local time by the database's time zone rules, which the search uses: its tzdata and
    // Node's can differ (British Columbia's offset, for one), and the answer follows the database.
    const { rows } = await server.db.query<{ id: number; is_24_hours: boolean; opens_at: string | null; closes_at: string | null; local: string }>(
      `SELECT p.id, p.is_24_hours, p.opens_at, p.closes_at, to_char(now() AT TIME ZONE p.time_zone, 'HH24:MI') AS local
       FROM parks p JOIN countries c ON c.id = p.country_id WHERE c.code = 'CA'`,
    )
    const open = rows.filter((park) => {
      if (park.is_24_hours) return true
      if (!park.opens_at || !park.closes_at) return false
      const t = park.local
      return park.opens_at <= park.closes_at ? t >= park.opens_at && t < park.closes_at : t >= park.opens_at || t < park.closes_at
    })
    const answered = (await all('country=CA&open_now=true')).map((p) => p.id).sort((a, b) => a - b)
    expect(answered).toEqual(open.map((p) => p.id).sort((a, b) => a - b))
    // Some parks of Canada are closed at some hour of the day; at least the closed ones are left out now.
    expect(answered.length).toBeLessThanOrEqual(rows.length)
  })
})
