import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARK_FULL } from '../routes/bookings.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, ledgerSum, pressSandboxButton, seedPark, setCountry, timeline, topUp } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>
type Account = { token: string; user: { id: number; email?: string } }

let server: Server
let alice: Account
let bob: Account
/** NGN, 500/h, 5000/day, in a country without fees, 5 spaces. */
let park: number

/** Hours after this file started, on one fixed timeline. */
const at = timeline()
const CODE = /^PK-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/
/** The hold time (BOOKING_HOLD_MINUTES) of this file's server: not the default (15), so the setting is seen to apply. */
const HOLD_MINUTES = 20

beforeAll(async () => {
  server = await startTestServer({ config: { bookingHoldMinutes: HOLD_MINUTES } })
  alice = await server.register()
  bob = await server.register()
  park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 5 })
})
afterAll(() => server?.close())

function book(account: Account, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(server, 'POST', '/bookings', { token: account.token, body: { payment_method: 'wallet', ...body }, headers })
}
const range = (from: number, to: number) => ({ start_time: at(from), end_time: at(to) })
const balance = async (account: Account) => (await call(server, 'GET', '/wallet', { token: account.token })).body.balance as number
async function expectLedgerMatches(account: Account) {
  expect(await balance(account)).toBe(await ledgerSum(server.db, account.user.id))
  expect(await balance(account)).toBeGreaterThanOrEqual(0)
}

describe('POST /bookings/quote (public)', () => {
  it('prices by the hour, rounding part hours up', async () => {
    const start = at(2)
    const end = new Date(new Date(start).getTime() + 150 * 60_000).toISOString()
    const answer = await call(server, 'POST', '/bookings/quote', { body: { park_id: park, start_time: start, end_time: end } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      park_id: park,
      vehicle_type_id: 1,
      start_time: start,
      end_time: end,
      hours: 3,
      subtotal: 1500,
      fees: [],
      total: 1500,
      currency: 'NGN',
    })
  })

  it('applies the daily rate to full days and caps the rest', async () => {
    expect((await call(server, 'POST', '/bookings/quote', { body: { park_id: park, ...range(1, 26) } })).body.total).toBe(5500)
    expect((await call(server, 'POST', '/bookings/quote', { body: { park_id: park, ...range(1, 48) } })).body.total).toBe(10_000)
    expect((await call(server, 'POST', '/bookings/quote', { body: { park_id: park, ...range(1, 13) } })).body.total).toBe(5000)
  })

  it("adds the park's country fees", async () => {
    const ngPark = await seedPark(server.db, { countryCode: 'NG' })
    const { rows: fees } = await server.db.query<{ code: string; kind: string; amount: number }>(
      "SELECT f.code, f.kind, f.amount FROM fees f JOIN countries c ON c.id = f.country_id WHERE c.code = 'NG' AND (f.kind = 'percent' OR f.currency = 'NGN') ORDER BY f.id",
    )
    const answer = await call(server, 'POST', '/bookings/quote', { body: { park_id: ngPark, ...range(1, 3) } })
    expect(answer.body.subtotal).toBe(1000)
    expect(answer.body.fees.map((f: { code: string }) => f.code)).toEqual(fees.map((f) => f.code))
    const expected = fees.reduce((sum, f) => sum + (f.kind === 'percent' ? Math.round(1000 * f.amount) / 100 : f.amount), 1000)
    expect(answer.body.total).toBeCloseTo(expected, 2)
  })

  it.each([
    [{ ...range(-1, 2) }, 'Arrival time cannot be in the past.'],
    [{ ...range(3, 2) }, 'Departure must be after arrival.'],
    [{ ...range(1, 1 + 24 * 30 + 1) }, 'A booking can last at most 30 days.'],
    [{ start_time: 'tomorrow', end_time: at(3) }, 'start_time: must be a date and time in ISO 8601 format, e.g. 2027-01-15T09:00:00Z'],
    [{ ...range(1, 2), vehicle_type_id: 4 }, 'This car park has no rate for the selected vehicle type.'],
    [{ ...range(1, 2), total: 1 }, 'total: is not an accepted field'],
  ])('refuses %j (400)', async (extra, detail) => {
    const answer = await call(server, 'POST', '/bookings/quote', { body: { park_id: park, ...extra } })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe(detail)
  })

  it('answers 404 for an unknown park', async () => {
    const answer = await call(server, 'POST', '/bookings/quote', { body: { park_id: 987654, ...range(1, 2) } })
    expect(answer.status).toBe(404)
    expect(answer.body.detail).toBe('Park not found.')
  })
})

describe('POST /bookings with the wallet', () => {
  it('answers 402 and writes nothing when the wallet is short', async () => {
    const answer = await book(alice, { park_id: park, ...range(2, 4), plate_number: 'NOP 111', save_vehicle: true })
    expect(answer.status).toBe(402)
    expect(answer.body.detail).toBe('Insufficient wallet balance.')
    const { rows } = await server.db.query('SELECT 1 FROM bookings WHERE user_id = $1 UNION ALL SELECT 1 FROM vehicles WHERE user_id = $1', [alice.user.id])
    expect(rows).toHaveLength(0)
  })

  it('books, debits the server-computed price and saves the vehicle', async () => {
    await topUp(server, alice.token, 20_000)
    const answer = await book(alice, { park_id: park, ...range(2, 4), plate_number: 'lag 234 xy', save_vehicle: true, partner: 'acme-air', return_url: 'http://127.0.0.1:5173/x' })
    expect(answer.status).toBe(201)
    const booking = answer.body.booking
    expect(answer.body.payment).toBeNull()
    expect(booking).toMatchObject({
      park_id: park,
      plate_number: 'LAG 234 XY',
      status: 'active',
      payment_method: 'wallet',
      payment_status: 'paid',
      subtotal: 1000,
      total: 1000,
      currency: 'NGN',
      partner: 'acme-air',
      event_code: null,
      payment_reference: null,
      // A park with no picture of its own shows its type's drawing.
      park: { id: park, city: 'Testville', image_url: `${server.apiBase}/images/city.svg` },
    })
    expect(booking.booking_code).toMatch(CODE)
    expect(booking.vehicle_id).toEqual(expect.any(Number))
    const vehicles = await call(server, 'GET', '/user/vehicles/', { token: alice.token })
    expect(vehicles.body).toMatchObject([{ id: booking.vehicle_id, plate_number: 'LAG 234 XY', is_default: true }])
    expect(await balance(alice)).toBe(19_000)
    const { body } = await call(server, 'GET', '/wallet/transactions', { token: alice.token })
    expect(body.items[0]).toMatchObject({ type: 'debit', amount: 1000, reference: booking.booking_code, balance_after: 19_000 })
    await expectLedgerMatches(alice)
    const { rows: mail } = await server.db.query<{ subject: string }>("SELECT subject FROM outbox WHERE kind = 'booking-confirmation' ORDER BY id DESC LIMIT 1")
    expect(mail[0]?.subject).toBe(`Your Parkade booking ${booking.booking_code}`)
  })

  it('books a saved vehicle by id, taking its type', async () => {
    const [vehicle] = (await call(server, 'GET', '/user/vehicles/', { token: alice.token })).body
    const answer = await book(alice, { park_id: park, ...range(5, 6), vehicle_id: vehicle.id })
    expect(answer.status).toBe(201)
    expect(answer.body.booking).toMatchObject({ vehicle_id: vehicle.id, plate_number: vehicle.plate_number, vehicle_type_id: 1, total: 500 })
  })

  it('stores the event code', async () => {
    let { rows } = await server.db.query<{ event_code: string }>('SELECT event_code FROM events LIMIT 1')
    if (!rows[0]) {
      ;({ rows } = await server.db.query<{ event_code: string }>(
        `INSERT INTO events (event_code, name, category, venue_name, venue_address, venue_city, country_id, venue_lat, venue_lng, starts_at, ends_at, parking_opens_at)
         VALUES ('EVT-TEST', 'Test', 'music', 'Venue', 'Street', 'Lagos', 1, 6.4, 3.4, now() + interval '1 day', now() + interval '2 days', now() + interval '20 hours')
         RETURNING event_code`,
      ))
    }
    const answer = await book(alice, { park_id: park, ...range(7, 8), plate_number: 'EVT 1', event_code: rows[0]!.event_code })
    expect(answer.status).toBe(201)
    expect(answer.body.booking.event_code).toBe(rows[0]!.event_code)
    const unknown = await book(alice, { park_id: park, ...range(7, 8), plate_number: 'EVT 1', event_code: 'NO-SUCH-EVENT' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.detail).toBe('event_code: no event has this code.')
  })

  it.each([
    [{ total: 1 }, 'total: is not an accepted field'],
    [{ price: 1 }, 'price: is not an accepted field'],
    [{ subtotal: 0, fees: [] }, 'subtotal: is not an accepted field; fees: is not an accepted field'],
    [{ payment_method: 'cash' }, 'payment_method: must be one of: wallet, gateway'],
    [{ plate_number: undefined }, 'Choose a saved vehicle (vehicle_id) or enter a plate number (plate_number).'],
    [{ vehicle_id: 1 }, 'Send either vehicle_id or plate_number, not both.'],
    [{ plate_number: '!!' }, 'Enter a plate number of 2 to 15 letters and digits, optionally separated by single spaces or hyphens.'],
    [{ park_id: 'one' }, 'park_id: must be a whole number'],
    [{ partner: 'a b' }, 'partner must be 1 to 64 letters, digits, dots, colons, hyphens or underscores.'],
    [{ start_time: at(-2) }, 'Arrival time cannot be in the past.'],
  ])('refuses %j (400) and never takes a price from the client', async (extra, detail) => {
    const answer = await book(alice, { park_id: park, ...range(2, 3), plate_number: 'ABC 123', ...extra })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe(detail)
  })

  it("answers 404 for another user's vehicle and for an unknown park", async () => {
    const [vehicle] = (await call(server, 'GET', '/user/vehicles/', { token: alice.token })).body
    const foreign = await book(bob, { park_id: park, ...range(2, 3), vehicle_id: vehicle.id })
    expect(foreign.status).toBe(404)
    expect(foreign.body.detail).toBe('Vehicle not found.')
    expect((await book(bob, { park_id: 999_999, ...range(2, 3), plate_number: 'BOB 1' })).status).toBe(404)
  })

  it('refuses a wallet in another currency (409)', async () => {
    const usPark = await seedPark(server.db, { countryCode: 'US', currency: 'USD', hourly: 4, daily: 30 })
    const answer = await book(alice, { park_id: usPark, ...range(2, 3), plate_number: 'ABC 123' })
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toMatch(/^Your wallet is in NGN but this car park charges in USD/)
  })

  it('refuses a missing or invalid token (401)', async () => {
    expect((await call(server, 'POST', '/bookings', { body: { park_id: park, ...range(2, 3), plate_number: 'A1', payment_method: 'wallet' } })).status).toBe(401)
    expect((await book({ token: 'nope', user: { id: 0 } }, { park_id: park, ...range(2, 3), plate_number: 'A1' })).status).toBe(401)
  })
})

describe('capacity', () => {
  it('refuses an overlapping booking of the last space, allows back-to-back ones', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    await topUp(server, bob.token, 10_000)
    expect((await book(bob, { park_id: one, ...range(2, 4), plate_number: 'CAP 1' })).status).toBe(201)
    const overlap = await book(bob, { park_id: one, ...range(3, 5), plate_number: 'CAP 2' })
    expect(overlap.status).toBe(409)
    expect(overlap.body.detail).toBe(PARK_FULL)
    expect((await book(bob, { park_id: one, ...range(4, 5), plate_number: 'CAP 3' })).status).toBe(201)
    expect((await book(bob, { park_id: one, ...range(1, 2), plate_number: 'CAP 4' })).status).toBe(201)
    await expectLedgerMatches(bob)
  })

  it('counts cars parked at the same moment, not bookings touching the range', async () => {
    const two = await seedPark(server.db, { countryCode: 'ZZ', capacity: 2 })
    expect((await book(bob, { park_id: two, ...range(1, 2), plate_number: 'PK 1' })).status).toBe(201)
    expect((await book(bob, { park_id: two, ...range(3, 4), plate_number: 'PK 2' })).status).toBe(201)
    // Never more than one car at once before this one: fits.
    expect((await book(bob, { park_id: two, ...range(1, 4), plate_number: 'PK 3' })).status).toBe(201)
    // 1.5 h: PK 1 and PK 3 are parked.
    expect((await book(bob, { park_id: two, start_time: at(1.5), end_time: at(1.75), plate_number: 'PK 4' })).status).toBe(409)
    // 2.5 h: only PK 3.
    expect((await book(bob, { park_id: two, start_time: at(2.25), end_time: at(2.75), plate_number: 'PK 5' })).status).toBe(201)
  })

  it('frees the space when a booking is cancelled', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const first = await book(bob, { park_id: one, ...range(2, 3), plate_number: 'FREE 1' })
    expect((await book(bob, { park_id: one, ...range(2, 3), plate_number: 'FREE 2' })).status).toBe(409)
    await call(server, 'PUT', `/bookings/${first.body.booking.id}/status`, { token: bob.token, query: { status: 'cancelled' } })
    expect((await book(bob, { park_id: one, ...range(2, 3), plate_number: 'FREE 2' })).status).toBe(201)
  })
})

describe('Idempotency-Key on POST /bookings', () => {
  it('replays the same answer for the same key and body, and 422 for another body', async () => {
    const body = { park_id: park, ...range(10, 11), plate_number: 'IDEM 1' }
    const headers = { 'idempotency-key': crypto.randomUUID() }
    const before = await balance(alice)
    const first = await book(alice, body, headers)
    const second = await book(alice, body, headers)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(await balance(alice)).toBe(before - 500)
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*) AS n FROM bookings WHERE user_id = $1 AND plate_number = 'IDEM 1'", [alice.user.id])
    expect(rows[0]!.n).toBe(1)

    const changed = await book(alice, { ...body, plate_number: 'IDEM 2' }, headers)
    expect(changed.status).toBe(422)
    expect(changed.body.detail).toBe('This Idempotency-Key was already used with a different request. Use a new key for a new request.')
  })

  it('lets a failed request be retried with its key', async () => {
    const carol = await server.register()
    const headers = { 'idempotency-key': 'retry-after-top-up' }
    const body = { park_id: park, ...range(10, 11), plate_number: 'RETRY 1' }
    expect((await book(carol, body, headers)).status).toBe(402)
    await topUp(server, carol.token, 500)
    expect((await book(carol, body, headers)).status).toBe(201)
  })
})

describe('POST /bookings with a gateway', () => {
  it('answers a pending booking and a payment; confirm-payment makes it active and paid, once', async () => {
    const before = await balance(bob)
    const created = await book(bob, { park_id: park, ...range(12, 15), plate_number: 'GW 1', payment_method: 'gateway', return_url: 'http://127.0.0.1:5173/booking-success' })
    expect(created.status).toBe(201)
    const { booking, payment } = created.body
    expect(booking).toMatchObject({ status: 'pending', payment_status: 'pending', payment_method: 'gateway', total: 1500, payment_reference: payment.reference })
    expect(payment).toMatchObject({ provider: 'paystack', amount: 1500, currency: 'NGN' })
    expect(payment.payment_info.authorization_url).toBe(`${server.url}/sandbox/paystack/checkout/${payment.reference}`)

    const notYet = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: bob.token,
      query: { payment_reference: payment.reference, payment_provider: 'paystack' },
    })
    expect(notYet.status).toBe(200)
    expect(notYet.body.status).toBe('pending')

    const pressed = await pressSandboxButton(server, hostedUrl(payment), 'pay')
    expect(pressed.headers.get('location')).toBe(
      `http://127.0.0.1:5173/booking-success?reference=${payment.reference}&provider=paystack&status=succeeded`,
    )
    const foreign = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: alice.token,
      query: { payment_reference: payment.reference, payment_provider: 'paystack' },
    })
    expect(foreign.status).toBe(404)

    const confirm = () =>
      call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, { token: bob.token, query: { payment_reference: payment.reference, payment_provider: 'paystack' } })
    const confirmed = await confirm()
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ id: booking.id, status: 'active', payment_status: 'paid' })
    expect((await confirm()).body).toMatchObject({ status: 'active', payment_status: 'paid' })

    const { rows } = await server.db.query<{ type: string; amount: number }>('SELECT type, amount FROM ledger_entries WHERE reference = $1 ORDER BY id', [payment.reference])
    expect(rows).toEqual([
      { type: 'credit', amount: 1500 },
      { type: 'debit', amount: 1500 },
    ])
    expect(await balance(bob)).toBe(before)
    await expectLedgerMatches(bob)
  })

  it('a failed payment confirms nothing, cancels the booking and frees its space', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const created = await book(bob, { park_id: one, ...range(2, 3), plate_number: 'GW 2', payment_method: 'gateway' })
    const { booking, payment } = created.body
    expect((await book(bob, { park_id: one, ...range(2, 3), plate_number: 'GW 3' })).status).toBe(409)
    await pressSandboxButton(server, hostedUrl(payment), 'fail')
    const answer = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: bob.token,
      query: { payment_reference: payment.reference, payment_provider: 'paystack' },
    })
    expect(answer.status).toBe(402)
    expect(answer.body.detail).toBe('The payment did not go through, so the booking was not confirmed and nothing was charged. Try another card or payment method.')
    const detail = await call(server, 'GET', `/bookings/code/${booking.booking_code}`, { token: bob.token })
    expect(detail.body).toMatchObject({ status: 'cancelled', payment_status: 'failed' })
    // The refused attempt is not one of Bob's bookings: not listed, under any filter.
    for (const status_filter of ['all', 'cancelled'] as const) {
      const listed = await call(server, 'GET', '/bookings/list', { token: bob.token, query: { status_filter, size: 50 } })
      expect(listed.body.items.map((b: { id: number }) => b.id)).not.toContain(booking.id)
    }
    expect((await book(bob, { park_id: one, ...range(2, 3), plate_number: 'GW 3' })).status).toBe(201)
    const { rows } = await server.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [payment.reference])
    expect(rows).toHaveLength(0)
  })

  it('a payment for a booking cancelled meanwhile lands in the wallet (409 says so)', async () => {
    const created = await book(bob, { park_id: park, ...range(20, 21), plate_number: 'GW 4', payment_method: 'gateway' })
    const { booking, payment } = created.body
    await call(server, 'PUT', `/bookings/${booking.id}/status`, { token: bob.token, query: { status: 'cancelled' } })
    // Cancelled unpaid, it is not listed among Bob's bookings.
    const listed = await call(server, 'GET', '/bookings/list', { token: bob.token, query: { status_filter: 'all', size: 50 } })
    expect(listed.body.items.map((b: { id: number }) => b.id)).not.toContain(booking.id)
    await pressSandboxButton(server, hostedUrl(payment), 'pay')
    const before = await balance(bob)
    const answer = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: bob.token,
      query: { payment_reference: payment.reference, payment_provider: 'paystack' },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toBe('This booking was cancelled before the payment arrived, so ₦500.00 was added to your wallet instead.')
    expect(await balance(bob)).toBe(before + 500)
    await expectLedgerMatches(bob)
  })

  it('the driver can cancel an unpaid pending hold: its space is free at once, and nothing is refunded since nothing was paid', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const carol = await server.register()
    const held = (await book(carol, { park_id: one, ...range(40, 41), plate_number: 'HELD 1', payment_method: 'gateway' })).body
    expect(held.booking).toMatchObject({ status: 'pending', payment_status: 'pending' })
    expect((await book(bob, { park_id: one, ...range(40, 41), plate_number: 'HELD 2' })).status).toBe(409)

    const cancelled = await call(server, 'PUT', `/bookings/${held.booking.id}/status`, { token: carol.token, query: { status: 'cancelled' } })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ id: held.booking.id, status: 'cancelled' })
    expect(cancelled.body.payment_status).not.toBe('refunded')
    // Freed now, not when the hold would have run out.
    expect((await book(bob, { park_id: one, ...range(40, 41), plate_number: 'HELD 2' })).status).toBe(201)
    // No refund, no entry at all: Carol's ledger is empty.
    const { rows } = await server.db.query('SELECT reference FROM ledger_entries WHERE user_id = $1', [carol.user.id])
    expect(rows).toEqual([])
    expect(await balance(carol)).toBe(0)
    // Another's hold is not theirs to cancel; a second cancel says it is done already.
    expect((await call(server, 'PUT', `/bookings/${held.booking.id}/status`, { token: alice.token, query: { status: 'cancelled' } })).status).toBe(404)
    const again = await call(server, 'PUT', `/bookings/${held.booking.id}/status`, { token: carol.token, query: { status: 'cancelled' } })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('booking.already_cancelled')
  })

  it('a pending booking paid later from another tab: its request sent again under its key answers the same booking and payment, never a second booking', async () => {
    const dave = await server.register()
    const headers = { 'idempotency-key': crypto.randomUUID() }
    const body = { park_id: park, ...range(42, 43), plate_number: 'RESUME 1', payment_method: 'gateway', return_url: 'http://127.0.0.1:5173/checkout/p' }
    const first = await book(dave, body, headers)
    expect(first.status).toBe(201)
    const again = await book(dave, body, headers)
    expect(again.status).toBe(201)
    expect(again.body.booking.id).toBe(first.body.booking.id)
    expect(again.body.payment.reference).toBe(first.body.payment.reference)
    await pressSandboxButton(server, hostedUrl(again.body.payment), 'pay')
    const confirmed = await call(server, 'POST', `/bookings/${first.body.booking.id}/confirm-payment`, {
      token: dave.token,
      query: { payment_reference: first.body.payment.reference, payment_provider: 'paystack' },
    })
    expect(confirmed.body).toMatchObject({ status: 'active', payment_status: 'paid' })
    const listed = await call(server, 'GET', '/bookings/list', { token: dave.token, query: { status_filter: 'all', size: 50 } })
    expect(listed.body.items.map((b: { id: number; status: string }) => [b.id, b.status])).toEqual([[first.body.booking.id, 'active']])
  })

  it(`an unpaid gateway booking holds its space for ${HOLD_MINUTES} minutes, then gives it back; a paid one keeps it`, async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const age = (id: number, minutes: number) => server.db.query(`UPDATE bookings SET created_at = now() - interval '${minutes} minutes' WHERE id = $1`, [id])
    // The driver opened the provider's page and never paid (or the server died before they could).
    const held = (await book(alice, { park_id: one, ...range(30, 31), plate_number: 'HOLD 1', payment_method: 'gateway' })).body
    await age(held.booking.id, HOLD_MINUTES - 1)
    expect((await book(bob, { park_id: one, ...range(30, 31), plate_number: 'HOLD 2' })).status).toBe(409)
    await age(held.booking.id, HOLD_MINUTES + 1)
    const taken = await book(bob, { park_id: one, ...range(30, 31), plate_number: 'HOLD 2' })
    expect(taken.status).toBe(201)
    const detail = await call(server, 'GET', `/bookings/code/${held.booking.booking_code}`, { token: alice.token })
    expect(detail.body).toMatchObject({ status: 'cancelled', payment_status: 'failed' })
    // The money of a payment made after the hold is not lost: it lands in the wallet.
    await pressSandboxButton(server, hostedUrl(held.payment), 'pay')
    const late = await call(server, 'POST', `/bookings/${held.booking.id}/confirm-payment`, {
      token: alice.token,
      query: { payment_reference: held.payment.reference, payment_provider: 'paystack' },
    })
    expect(late.status).toBe(409)
    await expectLedgerMatches(alice)

    // A gateway booking that was paid is never expired, however old.
    const two = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const paid = (await book(alice, { park_id: two, ...range(30, 31), plate_number: 'PAID 1', payment_method: 'gateway' })).body
    await pressSandboxButton(server, hostedUrl(paid.payment), 'pay')
    const confirmed = await call(server, 'POST', `/bookings/${paid.booking.id}/confirm-payment`, {
      token: alice.token,
      query: { payment_reference: paid.payment.reference, payment_provider: 'paystack' },
    })
    expect(confirmed.body).toMatchObject({ status: 'active', payment_status: 'paid' })
    await age(paid.booking.id, 24 * 60)
    expect((await book(bob, { park_id: two, ...range(30, 31), plate_number: 'PAID 2' })).status).toBe(409)
    expect((await call(server, 'GET', `/bookings/code/${paid.booking.booking_code}`, { token: alice.token })).body).toMatchObject({ status: 'active', payment_status: 'paid' })
  })

  it('a park whose only space is held by an expired, unpaid booking lists it as free now', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const now = (await book(alice, { park_id: one, start_time: at(0.02), end_time: at(3), plate_number: 'NOW 1', payment_method: 'gateway' })).body
    expect(now.booking).toBeDefined()
    // Inside its range already, as if the driver arrived; the hold has run out unpaid.
    await server.db.query(`UPDATE bookings SET start_time = now() - interval '1 minute', created_at = now() - interval '${HOLD_MINUTES + 1} minutes' WHERE id = $1`, [now.booking.id])
    expect((await call(server, 'GET', `/front/parks/${one}`)).body.available_spaces).toBe(1)
  })

  it.each([
    ['US', 'USD', 'stripe', 'payment_url'],
    ['SN', 'XOF', 'wave', 'checkout_url'],
  ])('uses the provider of the park’s country: %s → %s, %s', async (country, currency, provider, field) => {
    const foreignPark = await seedPark(server.db, { countryCode: country, currency, hourly: currency === 'XOF' ? 400 : 3.5, daily: currency === 'XOF' ? 3000 : 25 })
    const created = await book(bob, { park_id: foreignPark, ...range(2, 3), plate_number: 'GW 5', payment_method: 'gateway' })
    expect(created.status).toBe(201)
    expect(created.body.payment).toMatchObject({ provider, currency })
    expect(created.body.payment.payment_info[field]).toContain(`/sandbox/${provider}/checkout/`)
  })

  it('validates confirm-payment (400/404)', async () => {
    const created = await book(bob, { park_id: park, ...range(22, 23), plate_number: 'GW 6', payment_method: 'gateway' })
    const { booking, payment } = created.body
    const wrongProvider = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: bob.token,
      query: { payment_reference: payment.reference, payment_provider: 'wave' },
    })
    expect(wrongProvider.status).toBe(400)
    const otherReference = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: bob.token,
      query: { payment_reference: 'PKD_other', payment_provider: 'paystack' },
    })
    expect(otherReference.status).toBe(404)
    const missing = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, { token: bob.token })
    expect(missing.status).toBe(400)
  })
})

describe('GET /bookings/list and /bookings/code/:code', () => {
  it('pages the user’s bookings, newest first, 10 a page, filtered by status', async () => {
    const dave = await server.register()
    await topUp(server, dave.token, 100_000)
    const codes: string[] = []
    for (let i = 0; i < 12; i++) {
      const answer = await book(dave, { park_id: park, ...range(30 + i, 31 + i), plate_number: `LIST ${i}` })
      codes.push(answer.body.booking.booking_code)
    }
    const first = await call(server, 'GET', '/bookings/list', { token: dave.token })
    expect(first.body).toMatchObject({ total: 12, page: 1, size: 10, pages: 2 })
    expect(first.body.items).toHaveLength(10)
    expect(first.body.items[0].booking_code).toBe(codes[11])
    const second = await call(server, 'GET', '/bookings/list', { token: dave.token, query: { page: 2 } })
    expect(second.body.items.map((b: { booking_code: string }) => b.booking_code)).toEqual([codes[1], codes[0]])

    const target = first.body.items[0]
    await call(server, 'PUT', `/bookings/${target.id}/status`, { token: dave.token, query: { status: 'cancelled' } })
    const cancelled = await call(server, 'GET', '/bookings/list', { token: dave.token, query: { status_filter: 'cancelled' } })
    expect(cancelled.body).toMatchObject({ total: 1, pages: 1, items: [{ id: target.id, status: 'cancelled' }] })
    const active = await call(server, 'GET', '/bookings/list', { token: dave.token, query: { status_filter: 'active' } })
    expect(active.body.total).toBe(11)
    expect((await call(server, 'GET', '/bookings/list', { token: dave.token, query: { status_filter: 'all' } })).body.total).toBe(12)
    const bad = await call(server, 'GET', '/bookings/list', { token: dave.token, query: { status_filter: 'paid' } })
    expect(bad.status).toBe(400)
    expect(bad.body.detail).toBe('status_filter: must be one of: all, pending, active, cancelled, completed')
    expect((await call(server, 'GET', '/bookings/list')).status).toBe(401)
  })

  it('reads a booking as completed once it has ended', async () => {
    const { body } = await book(alice, { park_id: park, ...range(40, 41), plate_number: 'DONE 1' })
    await server.db.query("UPDATE bookings SET start_time = now() - interval '3 hours', end_time = now() - interval '1 hour' WHERE id = $1", [body.booking.id])
    const detail = await call(server, 'GET', `/bookings/code/${body.booking.booking_code}`, { token: alice.token })
    expect(detail.body.status).toBe('completed')
    const completed = await call(server, 'GET', '/bookings/list', { token: alice.token, query: { status_filter: 'completed' } })
    expect(completed.body.items.map((b: { id: number }) => b.id)).toEqual([body.booking.id])
    const cancel = await call(server, 'PUT', `/bookings/${body.booking.id}/status`, { token: alice.token, query: { status: 'cancelled' } })
    expect(cancel.status).toBe(409)
    expect(cancel.body.detail).toBe('This booking has already ended and cannot be cancelled.')
  })

  it('answers a booking to its owner only', async () => {
    const { body } = await call(server, 'GET', '/bookings/list', { token: alice.token })
    const code = body.items[0].booking_code as string
    const own = await call(server, 'GET', `/bookings/code/${code.toLowerCase()}`, { token: alice.token })
    expect(own.status).toBe(200)
    expect(own.body.booking_code).toBe(code)
    const foreign = await call(server, 'GET', `/bookings/code/${code}`, { token: bob.token })
    expect(foreign.status).toBe(404)
    expect(foreign.body.detail).toBe('Booking not found.')
    expect((await call(server, 'GET', '/bookings/code/PK-ZZZZZZ', { token: alice.token })).status).toBe(404)
    expect((await call(server, 'GET', `/bookings/code/${code}`)).status).toBe(401)
  })
})

describe('extend, cancel and renew keep the ledger whole', () => {
  let erin: Account

  beforeAll(async () => {
    erin = await server.register()
    await topUp(server, erin.token, 10_000)
  })

  it('extends: charges quote(start, new end) − quote(start, old end)', async () => {
    const { body } = await book(erin, { park_id: park, ...range(2, 4), plate_number: 'EXT 1' })
    const booking = body.booking
    expect(await balance(erin)).toBe(9000)
    const newEnd = new Date(new Date(booking.start_time).getTime() + 30 * 3_600_000).toISOString()
    const extended = await call(server, 'POST', '/bookings/extend', { token: erin.token, body: { booking_id: booking.id, new_end_time: newEnd } })
    expect(extended.status).toBe(200)
    // 30 h = one day (5000) + 6 h (3000) = 8000; it was 1000.
    expect(extended.body).toMatchObject({ extra_amount: 7000, currency: 'NGN', booking: { id: booking.id, end_time: newEnd, total: 8000, subtotal: 8000 } })
    expect(await balance(erin)).toBe(2000)
    const { body: tx } = await call(server, 'GET', '/wallet/transactions', { token: erin.token })
    expect(tx.items[0]).toMatchObject({ type: 'debit', amount: 7000, reference: `${booking.booking_code}-EXT-1` })
    await expectLedgerMatches(erin)

    const shorter = await call(server, 'POST', '/bookings/extend', { token: erin.token, body: { booking_id: booking.id, new_end_time: booking.end_time } })
    expect(shorter.status).toBe(400)
    expect(shorter.body.detail).toBe('The new departure time must be later than the current one.')
    const tooLong = await call(server, 'POST', '/bookings/extend', { token: erin.token, body: { booking_id: booking.id, new_end_time: at(24 * 31) } })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.detail).toBe('A booking can last at most 30 days.')
    const broke = await call(server, 'POST', '/bookings/extend', { token: erin.token, body: { booking_id: booking.id, new_end_time: at(24 * 5) } })
    expect(broke.status).toBe(402)
    expect(broke.body.detail).toBe('Insufficient wallet balance.')
    expect(await balance(erin)).toBe(2000)
    const foreign = await call(server, 'POST', '/bookings/extend', { token: bob.token, body: { booking_id: booking.id, new_end_time: at(40) } })
    expect(foreign.status).toBe(404)
    const invalid = await call(server, 'POST', '/bookings/extend', { token: erin.token, body: { booking_id: booking.id } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.detail).toBe('new_end_time: is required')
  })

  it('re-checks capacity for the added time', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const first = await book(erin, { park_id: one, ...range(2, 3), plate_number: 'EXT 2' })
    expect((await book(erin, { park_id: one, ...range(4, 5), plate_number: 'EXT 3' })).status).toBe(201)
    const blocked = await call(server, 'POST', '/bookings/extend', { token: erin.token, body: { booking_id: first.body.booking.id, new_end_time: at(4.5) } })
    expect(blocked.status).toBe(409)
    expect(blocked.body.detail).toBe(PARK_FULL)
    const fits = await call(server, 'POST', '/bookings/extend', { token: erin.token, body: { booking_id: first.body.booking.id, new_end_time: at(4) } })
    expect(fits.status).toBe(200)
    expect(fits.body.extra_amount).toBe(500)
    await expectLedgerMatches(erin)
  })

  it('cancels with a refund, refuses a second cancel, renews with a new charge', async () => {
    const start = await balance(erin)
    const { body } = await book(erin, { park_id: park, ...range(50, 51), plate_number: 'CAN 1' })
    const id = body.booking.id
    expect(await balance(erin)).toBe(start - 500)

    const cancelled = await call(server, 'PUT', `/bookings/${id}/status`, { token: erin.token, query: { status: 'cancelled' } })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
    expect(await balance(erin)).toBe(start)
    const { body: tx } = await call(server, 'GET', '/wallet/transactions', { token: erin.token })
    expect(tx.items[0]).toMatchObject({ type: 'credit', amount: 500, reference: `${body.booking.booking_code}-REFUND-1` })

    const twice = await call(server, 'PUT', `/bookings/${id}/status`, { token: erin.token, query: { status: 'cancelled' } })
    expect(twice.status).toBe(409)
    expect(twice.body.detail).toBe('This booking is already cancelled.')

    const renewed = await call(server, 'PUT', `/bookings/${id}/status`, { token: erin.token, query: { status: 'active' } })
    expect(renewed.status).toBe(200)
    expect(renewed.body).toMatchObject({ status: 'active', payment_status: 'paid' })
    expect(await balance(erin)).toBe(start - 500)
    const again = await call(server, 'PUT', `/bookings/${id}/status`, { token: erin.token, query: { status: 'active' } })
    expect(again.status).toBe(409)
    expect(again.body.detail).toBe('This booking is already active.')

    // A second cycle uses fresh ledger references.
    await call(server, 'PUT', `/bookings/${id}/status`, { token: erin.token, query: { status: 'cancelled' } })
    await call(server, 'PUT', `/bookings/${id}/status`, { token: erin.token, query: { status: 'active' } })
    const { rows } = await server.db.query<{ reference: string }>('SELECT reference FROM ledger_entries WHERE booking_id = $1 ORDER BY id', [id])
    const code = body.booking.booking_code
    expect(rows.map((r) => r.reference)).toEqual([code, `${code}-REFUND-1`, `${code}-RENEW-1`, `${code}-REFUND-2`, `${code}-RENEW-2`])
    await expectLedgerMatches(erin)
  })

  it('renews only when the park still has space and the wallet can pay', async () => {
    await topUp(server, erin.token, 1000)
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const mine = await book(erin, { park_id: one, ...range(2, 3), plate_number: 'REN 1' })
    expect(mine.status).toBe(201)
    await call(server, 'PUT', `/bookings/${mine.body.booking.id}/status`, { token: erin.token, query: { status: 'cancelled' } })
    await topUp(server, bob.token, 1000)
    expect((await book(bob, { park_id: one, ...range(2, 3), plate_number: 'REN 2' })).status).toBe(201)
    const full = await call(server, 'PUT', `/bookings/${mine.body.booking.id}/status`, { token: erin.token, query: { status: 'active' } })
    expect(full.status).toBe(409)
    expect(full.body.detail).toBe(PARK_FULL)

    const frank = await server.register()
    await topUp(server, frank.token, 500)
    const own = await book(frank, { park_id: park, ...range(60, 61), plate_number: 'REN 3' })
    await call(server, 'PUT', `/bookings/${own.body.booking.id}/status`, { token: frank.token, query: { status: 'cancelled' } })
    await book(frank, { park_id: park, ...range(62, 63), plate_number: 'REN 4' })
    const broke = await call(server, 'PUT', `/bookings/${own.body.booking.id}/status`, { token: frank.token, query: { status: 'active' } })
    expect(broke.status).toBe(402)
    expect(await balance(frank)).toBe(0)
    await expectLedgerMatches(frank)
  })

  it('validates the status change (400/404/401)', async () => {
    const { body } = await call(server, 'GET', '/bookings/list', { token: erin.token })
    const id = body.items[0].id
    const bad = await call(server, 'PUT', `/bookings/${id}/status`, { token: erin.token, query: { status: 'completed' } })
    expect(bad.status).toBe(400)
    expect(bad.body.detail).toBe('status: must be one of: cancelled, active')
    expect((await call(server, 'PUT', `/bookings/${id}/status`, { token: bob.token, query: { status: 'cancelled' } })).status).toBe(404)
    expect((await call(server, 'PUT', `/bookings/${id}/status`, { query: { status: 'cancelled' } })).status).toBe(401)
  })
})

describe('money currencies', () => {
  it('a Senegalese wallet books an XOF park in whole francs', async () => {
    const awa = await server.register()
    await setCountry(server.db, awa.user.id, 'SN')
    const xofPark = await seedPark(server.db, { countryCode: 'SN', currency: 'XOF', hourly: 333, daily: 2500 })
    await topUp(server, awa.token, 5000)
    const answer = await book(awa, { park_id: xofPark, ...range(2, 4), plate_number: 'DK 1234 A' })
    expect(answer.status).toBe(201)
    expect(Number.isInteger(answer.body.booking.total)).toBe(true)
    expect(answer.body.booking.currency).toBe('XOF')
    expect(await ledgerSum(server.db, awa.user.id, 'XOF')).toBe(5000 - answer.body.booking.total)
  })
})

describe('bookings: every bearer route needs a valid token', () => {
  it.each([
    ['POST', '/bookings', { body: { park_id: 1, start_time: at(2), end_time: at(3), plate_number: 'A1', payment_method: 'wallet' } }],
    ['GET', '/bookings/list', {}],
    ['GET', '/bookings/code/PK-ABCDEF', {}],
    ['POST', '/bookings/extend', { body: { booking_id: 1, new_end_time: at(5) } }],
    ['PUT', '/bookings/1/status', { query: { status: 'cancelled' } }],
    ['POST', '/bookings/1/confirm-payment', { query: { payment_reference: 'PKD_x', payment_provider: 'paystack' } }],
  ])('%s %s answers 401 without a token and with an invalid one', async (method, path, options) => {
    for (const token of [null, 'invalid.token.value']) {
      const answer = await call(server, method, path, { token, ...options })
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toEqual(expect.any(String))
    }
  })

  it('refuses a malformed booking code or id (400)', async () => {
    const code = await call(server, 'GET', `/bookings/code/${'X'.repeat(33)}`, { token: alice.token })
    expect(code.status).toBe(400)
    expect(code.body.detail).toBe('booking_code: must be at most 32 characters')
    const id = await call(server, 'PUT', '/bookings/0/status', { token: alice.token, query: { status: 'cancelled' } })
    expect(id.status).toBe(400)
    expect(id.body.detail).toBe('id: must be at least 1')
  })
})
