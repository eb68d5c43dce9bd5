import type { Park } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_PARKS } from '../seed/data/index.ts'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const get = (path: string, headers?: Record<string, string>) => http(`${server.apiBase}${path}`, { headers })
const LAGOS_AIRPORT = { lat: 6.5774, lng: 3.3212 }

describe('countries and states', () => {
  it('lists the five countries with ids 1 NG, 2 US, 3 GB, 4 SN, 5 CA', async () => {
    const { status, body } = await get('/countries')
    expect(status).toBe(200)
    expect(body.map((c: { id: number; code: string }) => `${c.id} ${c.code}`)).toEqual(['1 NG', '2 US', '3 GB', '4 SN', '5 CA'])
    expect(body[0]).toEqual({ id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true })
  })

  it("loads a country's states, with or without a bearer", async () => {
    const nigeria = await get('/states/load?country_id=1')
    expect(nigeria.status).toBe(200)
    expect(nigeria.body).toHaveLength(37)
    expect(nigeria.body).toContainEqual({ id: 125, name: 'Lagos', country_id: 1, code: 'NG-LA' })
    const canada = await get('/states/load?country_id=5')
    expect(canada.body).toHaveLength(13)
    const { token } = await server.register()
    const withToken = await http(`${server.apiBase}/states/load?country_id=4`, { token })
    expect(withToken.status).toBe(200)
    expect(withToken.body.every((s: { country_id: number }) => s.country_id === 4)).toBe(true)
    // A stale token does not break a call that works anonymously.
    expect((await http(`${server.apiBase}/states/load?country_id=4`, { token: 'stale.token.value' })).status).toBe(200)
  })

  it('validates country_id and answers 404 for an unknown country', async () => {
    expect((await get('/states/load')).body.detail).toBe('country_id: is required')
    expect((await get('/states/load?country_id=x')).body.detail).toBe('country_id: must be a whole number')
    const unknown = await get('/states/load?country_id=99')
    expect(unknown.status).toBe(404)
    expect(unknown.body.detail).toBe('Country 99 not found.')
  })
})

describe('GET /parks/front/parks/', () => {
  it('answers nearest first from Lagos airport, with increasing distance_km', async () => {
    const { status, body } = await get(`/parks/front/parks/?lat=${LAGOS_AIRPORT.lat}&lng=${LAGOS_AIRPORT.lng}&size=10`)
    expect(status).toBe(200)
    const parks = body.items as Park[]
    expect(parks).toHaveLength(10)
    const distances = parks.map((p) => p.distance_km!)
    expect(distances.every((d) => typeof d === 'number')).toBe(true)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    expect(distances[0]).toBeLessThan(3)
    // The airport's own parks come first.
    expect(parks[0]!.type).toBe('airport')
    expect(parks[0]!.name).toMatch(/Murtala Muhammed/)
    expect(parks.slice(0, 3).every((p) => p.city === 'Lagos')).toBe(true)
    expect(body.total).toBe(SEED_PARKS.length)
  })

  it('keeps nearest-first order across pages', async () => {
    const first = await get(`/parks/front/parks/?lat=${LAGOS_AIRPORT.lat}&lng=${LAGOS_AIRPORT.lng}&size=5&page=1`)
    const second = await get(`/parks/front/parks/?lat=${LAGOS_AIRPORT.lat}&lng=${LAGOS_AIRPORT.lng}&size=5&page=2`)
    expect(second.body.items[0].distance_km).toBeGreaterThanOrEqual(first.body.items[4].distance_km)
    expect(new Set([...first.body.items, ...second.body.items].map((p: Park) => p.id)).size).toBe(10)
  })

  it('limits by radius_km', async () => {
    const { body } = await get(`/parks/front/parks/?lat=${LAGOS_AIRPORT.lat}&lng=${LAGOS_AIRPORT.lng}&radius_km=3&size=50`)
    expect(body.total).toBeGreaterThan(0)
    expect(body.total).toBeLessThan(SEED_PARKS.length)
    expect(body.items.every((p: Park) => p.distance_km! <= 3)).toBe(true)
  })

  it('answers the Park shape without distance when no point is given', async () => {
    const { body } = await get('/parks/front/parks/?size=1')
    const park = body.items[0] as Park
    expect(park.distance_km).toBeNull()
    expect(Object.keys(park).sort()).toEqual(
      [
        'id', 'slug', 'park_code', 'name', 'type', 'description', 'address', 'city', 'region', 'country_code', 'country_name', 'lat', 'lng', 'capacity',
        'available_spaces', 'is_24_hours', 'opening_hours', 'amenities', 'entry_instructions', 'currency', 'rates', 'image_url', 'distance_km',
      ].sort(),
    )
    expect(park.rates.length).toBeGreaterThan(0)
    expect(park.rates[0]).toEqual({ vehicle_type_id: 1, hourly: expect.any(Number), daily: expect.any(Number) })
    expect(park.image_url).toMatch(new RegExp(`^${server.apiBase}/images/.+\\.svg$`))
    expect(park.available_spaces).toBe(park.capacity)
  })

  it('searches by text in name, address and city: every word, in any order', async () => {
    const { body } = await get('/parks/front/parks/?search=victoria%20island&size=50')
    expect(body.total).toBeGreaterThan(0)
    for (const park of body.items as Park[]) expect(`${park.name} ${park.address} ${park.city} ${park.region}`.toLowerCase()).toMatch(/victoria.*island|island.*victoria/)
    // Where drivers go, as they type it (the partner guide's own example): the words need not be next to each other.
    for (const search of ['Lagos airport', 'airport  lagos']) {
      const found = await get(`/parks/front/parks/?${new URLSearchParams({ country: 'NG', search, size: '50' })}`)
      expect(found.body.total, search).toBeGreaterThan(0)
      for (const park of found.body.items as Park[]) {
        const text = `${park.name} ${park.address} ${park.city} ${park.region}`.toLowerCase()
        expect(text, search).toContain('lagos')
        expect(text, search).toContain('airport')
      }
    }
    // Wildcards typed by a person are literal.
    expect((await get('/parks/front/parks/?search=%25%25%25')).body.total).toBe(0)
  })

  it('filters by country name (English or French) or code', async () => {
    const byName = await get('/parks/front/parks/?country=Senegal&size=50')
    expect(byName.body.total).toBeGreaterThan(0)
    expect(byName.body.items.every((p: Park) => p.country_code === 'SN' && p.currency === 'XOF')).toBe(true)
    expect((await get('/parks/front/parks/?country=S%C3%A9n%C3%A9gal')).body.total).toBe(byName.body.total)
    expect((await get('/parks/front/parks/?country=sn')).body.total).toBe(byName.body.total)
    const canada = await get('/parks/front/parks/?country=Canada&search=toronto')
    expect(canada.body.items.every((p: Park) => p.country_code === 'CA' && p.city === 'Toronto')).toBe(true)
    expect(canada.body.total).toBeGreaterThan(0)
    expect((await get('/parks/front/parks/?country=Narnia')).body).toEqual({ items: [], total: 0, page: 1, size: 20, pages: 1 })
  })

  it('filters by type', async () => {
    const { body } = await get('/parks/front/parks/?type=stadium&country=US&size=50')
    expect(body.total).toBeGreaterThan(0)
    expect(body.items.every((p: Park) => p.type === 'stadium' && p.country_code === 'US')).toBe(true)
    expect((await get('/parks/front/parks/?type=moon')).body.detail).toBe('type: must be one of: airport, city, stadium, station')
  })

  it('answers the pagination fields', async () => {
    const { body } = await get('/parks/front/parks/?country=NG&page=2&size=7')
    expect(body.page).toBe(2)
    expect(body.size).toBe(7)
    expect(body.items).toHaveLength(7)
    expect(body.pages).toBe(Math.ceil(body.total / 7))
    const beyond = await get(`/parks/front/parks/?country=NG&page=${body.pages + 1}&size=7`)
    expect(beyond.body.items).toEqual([])
    expect(beyond.body.total).toBe(body.total)
    expect((await get('/parks/front/parks/')).body.size).toBe(20)
  })

  it('validates the point', async () => {
    expect((await get('/parks/front/parks/?lat=6.5')).body.detail).toBe('lat and lng: give both or neither')
    expect((await get('/parks/front/parks/?lat=91&lng=0')).body.detail).toBe('lat: must be at most 90')
    expect((await get('/parks/front/parks/?lat=abc&lng=0')).body.detail).toBe('lat: must be a number')
    expect((await get('/parks/front/parks/?page=0')).body.detail).toBe('page: must be at least 1')
  })

  it('answers texts in the Accept-Language language', async () => {
    const en = await get('/parks/front/parks/?country=SN&size=1')
    const fr = await get('/parks/front/parks/?country=SN&size=1', { 'accept-language': 'fr-SN,fr;q=0.9,en;q=0.8' })
    const park = SEED_PARKS.find((p) => p.slug === en.body.items[0].slug)!
    expect(en.body.items[0].description).toBe(park.description_en)
    expect(fr.body.items[0].description).toBe(park.description_fr)
    expect(fr.body.items[0].entry_instructions).toBe(park.entry_instructions_fr)
    expect(fr.body.items[0].country_name).toBe('Sénégal')
  })

  it('counts active and pending bookings covering now against available_spaces', async () => {
    const { user } = await server.register()
    const park = SEED_PARKS[0]!
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM parks WHERE slug = $1', [park.slug])
    const parkId = rows[0]!.id
    const insert = (code: string, status: string, from: string, to: string) =>
      server.db.query(
        `INSERT INTO bookings (booking_code, user_id, park_id, vehicle_type_id, plate_number, start_time, end_time, status, subtotal, total, currency, payment_method, payment_status)
         VALUES ($1, $2, $3, 1, 'LAG-123-XY', now() + $5::interval, now() + $6::interval, $4, 10, 10, 'NGN', 'wallet', 'paid')`,
        [code, user.id, parkId, status, from, to],
      )
    await insert('TEST-NOW-1', 'active', '-1 hour', '1 hour')
    await insert('TEST-NOW-2', 'pending', '-1 hour', '1 hour')
    await insert('TEST-CANCELLED', 'cancelled', '-1 hour', '1 hour')
    await insert('TEST-LATER', 'active', '2 hours', '3 hours')
    const { body } = await get(`/front/parks/${parkId}`)
    expect(body.available_spaces).toBe(park.capacity - 2)
  })
})

describe('park detail, rate, vehicle types, fees', () => {
  const park = SEED_PARKS[3]!

  it('answers a park by id, slug or park code (any case)', async () => {
    const bySlug = await get(`/front/parks/${park.slug}`)
    expect(bySlug.status).toBe(200)
    expect(bySlug.body).toMatchObject({ slug: park.slug, park_code: park.park_code, name: park.name, capacity: park.capacity, lat: park.lat, lng: park.lng })
    const byId = await get(`/front/parks/${bySlug.body.id}`)
    const byCode = await get(`/front/parks/${park.park_code.toLowerCase()}`)
    expect(byId.body).toEqual(bySlug.body)
    expect(byCode.body).toEqual(bySlug.body)
    expect(bySlug.body.rates).toHaveLength(park.rates.length)
  })

  it('answers 404 for an unknown park', async () => {
    for (const key of ['999999', 'no-such-park', 'PKZZZZZZ']) {
      const answer = await get(`/front/parks/${key}`)
      expect(answer.status).toBe(404)
      expect(answer.body.detail).toBe('Park not found.')
    }
  })

  it('answers the rate for vehicle type 1 by default and for another type', async () => {
    const car = await get(`/front/parks/${park.slug}/rate`)
    expect(car.status).toBe(200)
    const carRate = park.rates.find((r) => r.vehicle_type_id === 1)!
    expect(car.body).toMatchObject({ vehicle_type_id: 1, vehicle_type_name: 'Car', currency: park.currency, hourly_rate: carRate.hourly, daily_rate: carRate.daily })
    const moto = await get(`/front/parks/${park.slug}/rate?vehicle_type_id=3`, { 'accept-language': 'fr' })
    expect(moto.body).toMatchObject({ vehicle_type_id: 3, vehicle_type_name: 'Moto' })
    expect((await get(`/front/parks/${park.slug}/rate?vehicle_type_id=99`)).status).toBe(404)
    // By id and by park code (the QR landing) as by slug.
    expect((await get(`/front/parks/${car.body.park_id}/rate`)).body).toEqual(car.body)
    expect((await get(`/front/parks/${park.park_code.toLowerCase()}/rate`)).body).toEqual(car.body)
    expect((await get(`/front/parks/${park.slug}/rate?vehicle_type_id=car`)).body.detail).toBe('vehicle_type_id: must be a whole number')
    expect((await get('/front/parks/999999/rate')).body.detail).toBe('Park not found.')
  })

  it('lists public vehicle types', async () => {
    const { body } = await get('/vehicles/public')
    expect(body.map((v: { id: number }) => v.id)).toEqual([1, 2, 3, 4, 5])
    expect(body[0]).toMatchObject({ id: 1, name: 'Car', name_fr: 'Voiture' })
    const fr = await get('/vehicles/public', { 'accept-language': 'fr' })
    expect(fr.body[0].description).toMatch(/Berline/)
  })

  it('answers fees by country id or code, Nigeria by default', async () => {
    const byId = await get('/front/fees?country_id=4')
    expect(byId.status).toBe(200)
    expect(byId.body.map((f: { code: string }) => f.code).sort()).toEqual(['SN-SERVICE', 'SN-TVA'])
    expect((await get('/front/fees?country_id=SN')).body).toEqual(byId.body)
    expect((await get('/front/fees')).body.every((f: { country_id: number }) => f.country_id === 1)).toBe(true)
    expect((await get('/front/fees?country_id=US')).body[0]).toMatchObject({ kind: 'fixed', amount: 1.99, currency: 'USD' })
    expect((await get('/front/fees?country_id=42')).status).toBe(404)
  })
})

describe('events', () => {
  let upcomingCode: string
  beforeAll(async () => {
    // Events relative to now, so the test does not depend on the seed's calendar.
    const insert = (code: string, startsIn: string, isPrivate: boolean, accessCode: string | null) =>
      server.db.query(
        `INSERT INTO events (event_code, name, name_fr, description, description_fr, category, venue_name, venue_address, venue_city, country_id,
           venue_lat, venue_lng, starts_at, ends_at, parking_opens_at, is_private, access_code)
         VALUES ($1, 'Airport Test Fair ' || $1, 'Foire test ' || $1, 'A test event.', 'Un événement test.', 'conference', 'Murtala Muhammed International Airport',
           'Airport Road, Ikeja, Lagos', 'Lagos', 1, $2, $3, now() + $4::interval, now() + $4::interval + interval '3 hours',
           now() + $4::interval - interval '2 hours', $5, $6)`,
        [code, LAGOS_AIRPORT.lat, LAGOS_AIRPORT.lng, startsIn, isPrivate, accessCode],
      )
    upcomingCode = 'EV-TEST-UPCOMING'
    await insert(upcomingCode, '3 days', false, null)
    await insert('EV-TEST-PAST', '-3 days', false, null)
    await insert('EV-TEST-PRIVATE', '4 days', true, 'TEST-SECRET-1')
  })

  it('lists upcoming public events only, soonest first', async () => {
    const { status, body } = await get('/events?size=50')
    expect(status).toBe(200)
    const codes = body.items.map((e: { event_code: string }) => e.event_code)
    expect(codes).toContain(upcomingCode)
    expect(codes).not.toContain('EV-TEST-PAST')
    expect(codes).not.toContain('EV-TEST-PRIVATE')
    expect(body.items.every((e: { is_private: boolean }) => !e.is_private)).toBe(true)
    const starts = body.items.map((e: { starts_at: string }) => Date.parse(e.starts_at))
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
    expect(body.items[0]).not.toHaveProperty('access_code')
    expect(body).toMatchObject({ page: 1, size: 50 })
  })

  it('filters events by country and search', async () => {
    const ng = await get('/events?country=Nigeria&search=airport%20test')
    expect(ng.body.items.map((e: { event_code: string }) => e.event_code)).toEqual([upcomingCode])
    expect((await get('/events?country=CA&search=airport%20test')).body.total).toBe(0)
  })

  it('answers an event by code with the parks near its venue, nearest first', async () => {
    const { status, body } = await get(`/events/${upcomingCode.toLowerCase()}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ event_code: upcomingCode, category: 'conference', is_private: false, venue: { city: 'Lagos', country_code: 'NG' } })
    expect(body.parks.length).toBeGreaterThan(0)
    const distances = body.parks.map((p: Park) => p.distance_km)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    expect(body.parks[0].name).toMatch(/Murtala Muhammed/)
    expect((await get(`/events/${upcomingCode}`, { 'accept-language': 'fr' })).body.name).toBe(`Foire test ${upcomingCode}`)
    expect((await get('/events/EV-NOPE')).status).toBe(404)
  })

  it('names a seeded event’s venue in the reader’s language', async () => {
    expect((await get('/events/EV-LUTTE-DKR-01', { 'accept-language': 'fr' })).body.venue.name).toBe('Stade Léopold-Sédar-Senghor')
    expect((await get('/events/EV-LUTTE-DKR-01', { 'accept-language': 'en' })).body.venue.name).toBe('Léopold Sédar Senghor Stadium')
  })

  it('opens a private event only with its access code', async () => {
    const hidden = await get('/events/EV-TEST-PRIVATE')
    expect(hidden.status).toBe(403)
    expect(hidden.body.detail).toBe('This event is private. Enter its access code to view it.')
    expect((await get('/events/EV-TEST-PRIVATE', { 'x-event-access-code': 'WRONG' })).status).toBe(403)
    const withHeader = await get('/events/EV-TEST-PRIVATE', { 'x-event-access-code': 'test-secret-1' })
    expect(withHeader.status).toBe(200)
    expect(withHeader.body.is_private).toBe(true)
  })

  it('opens a private event by POST /events/private-access and remembers it for the signed-in user', async () => {
    const wrong = await http(`${server.apiBase}/events/private-access`, { body: { access_code: 'NOT-A-CODE' } })
    expect(wrong.status).toBe(404)
    expect(wrong.body.detail).toBe('No event matches this access code.')
    expect((await http(`${server.apiBase}/events/private-access`, { body: {} })).body.detail).toBe('access_code: is required')
    const { token } = await server.register()
    const opened = await http(`${server.apiBase}/events/private-access`, { token, body: { access_code: ' test-secret-1 ' } })
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ event_code: 'EV-TEST-PRIVATE', is_private: true })
    expect(opened.body.parks.length).toBeGreaterThan(0)
    expect((await http(`${server.apiBase}/events/EV-TEST-PRIVATE`, { token })).status).toBe(200)
    const stranger = await server.register()
    expect((await http(`${server.apiBase}/events/EV-TEST-PRIVATE`, { token: stranger.token })).status).toBe(403)
  })

  it('opens the seeded private events with their codes', async () => {
    const answer = await http(`${server.apiBase}/events/private-access`, { body: { access_code: 'VIP-2027-DKR' } })
    expect(answer.status).toBe(200)
    expect(answer.body.event_code).toBe('EV-GALA-DKR-01')
  })
})

describe('marketplace, blog, plans', () => {
  it('lists marketplace items by country and category, and answers one', async () => {
    const all = await get('/marketplace?size=50')
    expect(all.status).toBe(200)
    expect(all.body.total).toBeGreaterThan(0)
    const passes = await get('/marketplace?category=monthly-pass&country=Nigeria')
    expect(passes.body.items.every((i: { category: string; country_code: string }) => i.category === 'monthly-pass' && i.country_code === 'NG')).toBe(true)
    const item = all.body.items[0]
    expect(item).toMatchObject({ id: expect.any(Number), title: expect.any(String), price: expect.any(Number), stock: expect.any(Number) })
    expect((await get(`/marketplace/${item.id}`)).body).toEqual(item)
    expect((await get('/marketplace/999999')).status).toBe(404)
    expect((await get('/marketplace/abc')).body.detail).toBe('id: must be a whole number')
  })

  it('lists blog posts in the asked language, newest first, and answers one by id or slug', async () => {
    const en = await get('/blog/posts')
    expect(en.status).toBe(200)
    expect(en.body.items.length).toBeGreaterThan(0)
    expect(en.body.items.every((p: { lang: string }) => p.lang === 'en')).toBe(true)
    const dates = en.body.items.map((p: { published_at: string }) => Date.parse(p.published_at))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    const fr = await get('/blog/posts', { 'accept-language': 'fr' })
    expect(fr.body.items.every((p: { lang: string }) => p.lang === 'fr')).toBe(true)
    expect((await get('/blog/posts?lang=fr')).body).toEqual(fr.body)
    const post = en.body.items[0]
    expect((await get(`/blog/posts/${post.slug}`)).body).toEqual(post)
    expect((await get(`/blog/posts/${post.id}`)).body).toEqual(post)
    const missing = await get('/blog/posts/no-such-post')
    expect(missing.status).toBe(404)
    expect(missing.body.detail).toBe('Blog post not found.')
    expect((await get('/blog/posts?lang=de')).status).toBe(400)
  })

  it('lists subscription plans per country', async () => {
    const sn = await get('/subscription-plans?country=SN')
    expect(sn.status).toBe(200)
    expect(sn.body.length).toBeGreaterThan(0)
    expect(sn.body.every((p: { country_code: string; currency: string }) => p.country_code === 'SN' && p.currency === 'XOF')).toBe(true)
    const fr = await get('/subscription-plans?country=Senegal', { 'accept-language': 'fr' })
    expect(fr.body.map((p: { code: string }) => p.code)).toEqual(sn.body.map((p: { code: string }) => p.code))
    expect((await get('/subscription-plans')).body.length).toBeGreaterThan(sn.body.length)
  })

  it('no plan sells a cancellation window: every booking can be cancelled until it ends, refunded in full (the cancellation policy)', async () => {
    for (const language of ['en', 'fr']) {
      const plans = (await get('/subscription-plans', { 'accept-language': language })).body as { code: string; features: string[] }[]
      for (const plan of plans) expect(plan.features.filter((feature) => /cancel|annul/i.test(feature)), plan.code).toEqual([])
    }
  })
})

describe('forms and the outbox', () => {
  it('stores a demo request and answers its id', async () => {
    const answer = await http(`${server.apiBase}/demo-requests`, {
      body: { name: 'Ngozi Eze', email: 'Ngozi@Example.com', company: 'Lagos Mall Ltd', phone: '+234 803 000 0000', country_code: 'ng', message: 'We have 400 bays.', spaces: 400 },
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ id: expect.any(Number), detail: expect.stringMatching(/Thank you/) })
    const { rows } = await server.db.query<{ email: string; country_code: string; spaces: number }>('SELECT email, country_code, spaces FROM demo_requests WHERE id = $1', [answer.body.id])
    expect(rows[0]).toEqual({ email: 'ngozi@example.com', country_code: 'NG', spaces: 400 })
  })

  it.each([
    [{ name: 'A', email: 'bad', company: 'C', country_code: 'NG' }, 'email: must be a valid email address'],
    [{ name: 'A', email: 'a@b.co', country_code: 'NG' }, 'company: is required'],
    [{ name: 'A', email: 'a@b.co', company: 'C', country_code: 'ZZ' }, 'country_code: "ZZ" is not a listed country code'],
    [{ name: 'A', email: 'a@b.co', company: 'C', country_code: 'NG', spaces: 0 }, 'spaces: must be at least 1'],
  ])('refuses an invalid demo request %#', async (body, detail) => {
    const answer = await http(`${server.apiBase}/demo-requests`, { body })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe(detail)
  })

  it('stores a contact message, linked to the sender when signed in', async () => {
    const anonymous = await http(`${server.apiBase}/contact`, { body: { name: 'Ama', email: 'ama@example.com', subject: 'Hello', message: 'Where do I park?' } })
    expect(anonymous.status).toBe(201)
    const { token, user } = await server.register()
    const signed = await http(`${server.apiBase}/contact`, { token, body: { name: 'Ada', email: 'ada@example.com', subject: 'Refund', message: 'Please help.' } })
    const { rows } = await server.db.query<{ user_id: number | null }>('SELECT user_id FROM contact_messages WHERE id = ANY($1::int[]) ORDER BY id', [[anonymous.body.id, signed.body.id]])
    expect(rows.map((r) => r.user_id)).toEqual([null, user.id])
    const blank = await http(`${server.apiBase}/contact`, { body: { name: 'Ama', email: 'ama@example.com', subject: ' ', message: 'x' } })
    expect(blank.status).toBe(400)
    expect(blank.body.detail).toBe('subject: must not be empty (at most 200 characters)')
  })

  it('lists the outbox, newest first, filtered by email', async () => {
    const { email } = await server.register()
    const { body } = await get(`/dev/outbox?email=${encodeURIComponent(email.toUpperCase())}`)
    expect(body).toHaveLength(1)
    expect(body[0]).toMatchObject({ to: email, kind: 'verify-email', subject: 'Verify your Parkade email', code: expect.stringMatching(/^\d{6}$/) })
    expect(body[0].body).toContain(body[0].code)
    expect((await get('/dev/outbox?limit=2')).body).toHaveLength(2)
  })
})
