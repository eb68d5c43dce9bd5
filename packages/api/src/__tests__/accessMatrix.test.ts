// Who gets in: every route that needs a token, from the OpenAPI document, with no token, a
// malformed one, an expired one, one signed with another key, one naming no account, and one
// whose payload was edited; each answers 401 with a detail and writes nothing. Then another
// user's token against everything the victim owns: nothing of the victim's is answered,
// changed, credited or replayed.
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { breaksSchema, operationsOf, plainRequest } from './helpers/hostileRequests.ts'
import type { HostileRequest, KnownValues, Operation } from './helpers/hostileRequests.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { RegisteredUser, TestServer } from './helpers/startTestServer.ts'
import { installWriteCounter } from './helpers/writeCounter.ts'
import type { WriteCounter } from './helpers/writeCounter.ts'
import { call, hostedUrl, pressSandboxButton, timeline } from './moneyTestKit.ts'

let server: TestServer
let writes: WriteCounter
let operations: Operation[]
let victim: RegisteredUser
let attacker: RegisteredUser
const marks = { bookingId: 0, bookingCode: '', gatewayBookingId: 0, vehicleId: 0, topUpReference: '', bookingReference: '', plate: 'VICTIM 77', phone: '+234 800 111 2222' }
let attackerBookingId = 0

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const sign = (secret: string, claims: Record<string, unknown>, exp: number) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(exp).sign(new TextEncoder().encode(secret))

/** Authorization headers that must all be refused (null: no header at all). */
async function badCredentials(): Promise<[string, string | null][]> {
  const now = Math.floor(Date.now() / 1000)
  const secret = server.app.serverSecret
  const [, payload, signature] = attacker.token.split('.')
  const edited = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
  return [
    ['no token', null],
    ['empty bearer', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('a@b.c:pw').toString('base64')}`],
    ['malformed', 'Bearer not-a-token'],
    ['three garbage parts', 'Bearer aaa.bbb.ccc'],
    ['bearer without a space', `Bearer${attacker.token}`],
    ['expired', `Bearer ${await sign(secret, { sub: String(victim.user.id), email: victim.email }, now - 60)}`],
    ['signed with another key', `Bearer ${await sign(randomBytes(32).toString('base64url'), { sub: String(victim.user.id), email: victim.email }, now + 3600)}`],
    ['alg none', `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(victim.user.id), exp: now + 3600 })}.`],
    ['HS512 with the right key', `Bearer ${await new SignJWT({ email: victim.email }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(victim.user.id)).setExpirationTime(now + 3600).sign(new TextEncoder().encode(secret))}`],
    ['no such account', `Bearer ${await sign(secret, { sub: '987654321', email: 'ghost@example.com' }, now + 3600)}`],
    ['no subject', `Bearer ${await sign(secret, { email: victim.email }, now + 3600)}`],
    ['subject not a number', `Bearer ${await sign(secret, { sub: `${victim.user.id} OR 1=1`, email: victim.email }, now + 3600)}`],
    ['payload edited to the victim', `Bearer ${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...edited, sub: String(victim.user.id) })}.${signature}`],
  ]
}

beforeAll(async () => {
  server = await startTestServer()
  victim = await server.register()
  attacker = await server.register()
  const at = timeline()
  await call(server, 'PATCH', '/users/profile', { token: victim.token, body: { phone: marks.phone, first_name: 'Victoria' } })
  for (const [user, amount] of [[victim, 50_000], [attacker, 50_000]] as const) {
    await server.db.query("INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description) VALUES ($1, 'credit', $2, 'NGN', $3, 'test funds')", [
      user.user.id,
      amount,
      `FUND-${user.user.id}`,
    ])
  }
  const park = (await server.db.query<{ id: number }>("SELECT id FROM parks WHERE currency = 'NGN' ORDER BY id LIMIT 1")).rows[0]!.id
  const vehicle = await call(server, 'POST', '/user/vehicles/', { token: victim.token, body: { plate_number: marks.plate, vehicle_type_id: 1 } })
  marks.vehicleId = vehicle.body.id
  const booking = await call(server, 'POST', '/bookings', {
    token: victim.token,
    body: { park_id: park, start_time: at(40), end_time: at(42), vehicle_id: marks.vehicleId, payment_method: 'wallet' },
    headers: { 'idempotency-key': 'shared-key-1' },
  })
  marks.bookingId = booking.body.booking.id
  marks.bookingCode = booking.body.booking.booking_code
  const gateway = await call(server, 'POST', '/bookings', {
    token: victim.token,
    body: { park_id: park, start_time: at(44), end_time: at(45), plate_number: marks.plate, payment_method: 'gateway' },
  })
  marks.gatewayBookingId = gateway.body.booking.id
  marks.bookingReference = gateway.body.payment.reference
  await pressSandboxButton(server, hostedUrl(gateway.body.payment), 'pay')
  const topUp = await call(server, 'POST', '/wallet/add-funds', { token: victim.token, body: { amount: 700 }, headers: { 'idempotency-key': 'shared-key-2' } })
  marks.topUpReference = topUp.body.data.reference
  // Paid at the provider, not yet verified: the credit an attacker would like to take.
  await pressSandboxButton(server, hostedUrl(topUp.body.data), 'pay')
  const own = await call(server, 'POST', '/bookings', {
    token: attacker.token,
    body: { park_id: park, start_time: at(46), end_time: at(47), plate_number: 'ATT 1', payment_method: 'gateway' },
  })
  attackerBookingId = own.body.booking.id
  expect([booking.status, gateway.status, topUp.status, own.status]).toEqual([201, 201, 200, 201])

  writes = await installWriteCounter(server.db)
  operations = operationsOf((await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json())
})

afterAll(() => server?.close())

/** A request each route's schemas accept (so the answer is about the token, not the input). */
function acceptedRequest(op: Operation, known: KnownValues): HostileRequest {
  for (const request of fc.sample(plainRequest(op, known), { numRuns: 200, seed: 7 })) {
    if (!breaksSchema(op, request)) return request
  }
  throw new Error(`no schema-valid request generated for ${op.method} ${op.path}`)
}

/** The victim's ids and codes in every slot that takes one. */
function victimValues(path: string): KnownValues {
  const idForPath = path.includes('vehicles') ? marks.vehicleId : path.includes('confirm-payment') ? marks.gatewayBookingId : marks.bookingId
  return {
    ids: [idForPath],
    strings: {
      id: [String(idForPath)],
      booking_code: [marks.bookingCode],
      payment_reference: [path.includes('bookings') ? marks.bookingReference : marks.topUpReference],
      reference: [marks.topUpReference],
      email: [victim.email],
      identifier: [victim.email],
    },
  }
}

describe('every route that needs a token refuses a bad one', () => {
  it('answers 401 with a detail and writes nothing, for each route and each bad credential', async () => {
    const secured = operations.filter((op) => op.auth === 'required')
    expect(secured.length).toBeGreaterThanOrEqual(19)
    const credentials = await badCredentials()
    let requests = 0
    for (const op of secured) {
      const request = acceptedRequest(op, victimValues(op.path))
      for (const [name, authorization] of credentials) {
        const before = await writes.snapshot()
        const headers = { ...request.headers, ...(authorization === null ? {} : { authorization }) }
        const response = await server.app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload })
        requests++
        const where = `${op.method} ${op.path} with ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`
        expect(response.statusCode, where).toBe(401)
        expect(response.headers['www-authenticate'], where).toBe('Bearer')
        expect(response.json().detail, where).toMatch(/^[A-Z].{8,}/)
        expect(writes.changed(before, await writes.snapshot()), where).toEqual([])
      }
    }
    console.info(`access matrix (${server.db.kind}): ${secured.length} routes × ${credentials.length} bad credentials = ${requests} requests, all 401`)
  })

  it('tells an expired session apart from a forged token, in words', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await sign(server.app.serverSecret, { sub: String(victim.user.id), email: victim.email }, now - 1)
    expect((await call(server, 'GET', '/users/profile', { token: expired })).body.detail).toBe('Your session has expired. Please log in again.')
    expect((await call(server, 'GET', '/users/profile')).body.detail).toBe('No authentication token found')
  })
})

describe("another user's token reaches nothing of the victim's", () => {
  const victimMarkers = () => [victim.email, marks.bookingCode, marks.plate, marks.topUpReference, marks.bookingReference, marks.phone, 'Victoria']

  it("every route with a token, given the victim's ids, codes and references: answers none of them and changes nothing of theirs", async () => {
    const secured = operations.filter((op) => op.auth !== 'none')
    const victimRows = async () =>
      (
        await server.db.query<{ t: string }>(
          `SELECT string_agg(x, '|' ORDER BY x) AS t FROM (
             SELECT b::text AS x FROM bookings b WHERE user_id = $1 UNION ALL SELECT v::text FROM vehicles v WHERE user_id = $1
             UNION ALL SELECT l::text FROM ledger_entries l WHERE user_id = $1 UNION ALL SELECT p::text FROM payments p WHERE user_id = $1
             UNION ALL SELECT u::text FROM users u WHERE id = $1) rows`,
          [victim.user.id],
        )
      ).rows[0]!.t
    const before = await victimRows()
    let requests = 0
    for (const op of secured) {
      for (const request of fc.sample(plainRequest(op, victimValues(op.path)), { numRuns: 6, seed: 11 })) {
        const response = await server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, authorization: `Bearer ${attacker.token}` },
          payload: request.payload,
        })
        requests++
        const where = `${op.method} ${request.url} ${request.payload ?? ''} → ${response.statusCode} ${response.body.slice(0, 300)}`
        expect(response.statusCode, where).toBeLessThan(500)
        for (const marker of victimMarkers()) expect(response.body.includes(marker), `${where} leaks ${marker}`).toBe(false)
      }
    }
    expect(await victimRows()).toBe(before)
    console.info(`cross-user (${server.db.kind}): ${requests} requests with another user's token over ${secured.length} routes; nothing of the victim's answered or changed`)
  })

  it("answers 404 for the victim's booking, vehicle and payments by id, code or reference", async () => {
    const t = attacker.token
    const expect404 = async (method: string, path: string, options: Parameters<typeof call>[3] = {}) => {
      const answer = await call(server, method, path, { token: t, ...options })
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(404)
      expect(answer.body.detail).toMatch(/not found|belongs to this booking/i)
    }
    await expect404('GET', `/bookings/code/${marks.bookingCode}`)
    await expect404('GET', `/bookings/code/${marks.bookingCode.toLowerCase()}`)
    await expect404('PUT', `/bookings/${marks.bookingId}/status`, { query: { status: 'cancelled' } })
    await expect404('POST', '/bookings/extend', { body: { booking_id: marks.bookingId, new_end_time: new Date(Date.now() + 50 * 3_600_000).toISOString() } })
    await expect404('POST', `/bookings/${marks.gatewayBookingId}/confirm-payment`, { query: { payment_reference: marks.bookingReference, payment_provider: 'paystack' } })
    // The attacker's own booking with the victim's payment reference.
    await expect404('POST', `/bookings/${attackerBookingId}/confirm-payment`, { query: { payment_reference: marks.bookingReference, payment_provider: 'paystack' } })
    await expect404('PUT', `/user/vehicles/${marks.vehicleId}`, { body: { color: 'Red' } })
    await expect404('PUT', `/user/vehicles/${marks.vehicleId}/default`)
    await expect404('DELETE', `/user/vehicles/${marks.vehicleId}`)
    await expect404('POST', '/bookings', {
      body: { park_id: 1, start_time: new Date(Date.now() + 3_600_000).toISOString(), end_time: new Date(Date.now() + 7_200_000).toISOString(), vehicle_id: marks.vehicleId, payment_method: 'wallet' },
    })
    await expect404('POST', '/wallet/verify-payment', { query: { payment_reference: marks.topUpReference, amount: 700, payment_provider: 'paystack' } })
    await expect404('POST', '/wallet/credit', { query: { reference: marks.topUpReference, amount: 700 } })
    // Still the victim's to verify, once.
    const verified = await call(server, 'POST', '/wallet/verify-payment', {
      token: victim.token,
      query: { payment_reference: marks.topUpReference, amount: 700, payment_provider: 'paystack' },
    })
    expect(verified.body.status).toBe('success')
    expect((await call(server, 'GET', '/wallet', { token: t })).body.balance).toBe(50_000)
  })

  it("does not replay the victim's answer for the same Idempotency-Key", async () => {
    const at = timeline()
    const mine = await call(server, 'POST', '/wallet/add-funds', { token: attacker.token, body: { amount: 700 }, headers: { 'idempotency-key': 'shared-key-2' } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('idempotent-replayed')).toBeNull()
    expect(mine.body.data.reference).not.toBe(marks.topUpReference)
    const booking = await call(server, 'POST', '/bookings', {
      token: attacker.token,
      body: { park_id: 1, start_time: at(50), end_time: at(51), plate_number: 'ATT 2', payment_method: 'wallet' },
      headers: { 'idempotency-key': 'shared-key-1' },
    })
    expect(booking.status).toBe(201)
    expect(booking.body.booking.booking_code).not.toBe(marks.bookingCode)
  })

  it("lists only the caller's own bookings, vehicles, ledger and profile", async () => {
    for (const path of ['/bookings/list?size=50', '/user/vehicles/', '/wallet/transactions?size=50', '/users/profile', '/wallet']) {
      const answer = await call(server, 'GET', path, { token: attacker.token })
      expect(answer.status).toBe(200)
      for (const marker of victimMarkers()) expect(answer.text.includes(marker), `${path} leaks ${marker}`).toBe(false)
    }
  })
})

describe('security headers on every kind of answer', () => {
  it('sends nosniff, no referrer and a policy forbidding framing, on JSON, errors, images and pages', async () => {
    const answers = {
      health: await server.app.inject({ method: 'GET', url: '/api/v1/health' }),
      'not found': await server.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      'validation error': await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} }),
      'router error': await server.app.inject({ method: 'GET', url: `/api/v1/front/parks/${'9'.repeat(300)}` }),
      'no token': await server.app.inject({ method: 'GET', url: '/api/v1/wallet' }),
      openapi: await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }),
      image: await server.app.inject({ method: 'GET', url: '/api/v1/images/park-1.svg' }),
      docs: await server.app.inject({ method: 'GET', url: '/api/v1/docs/' }),
      'payment page': await server.app.inject({ method: 'GET', url: `/sandbox/paystack/checkout/${marks.topUpReference}` }),
    }
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['x-content-type-options'], name).toBe('nosniff')
      expect(answer.headers['referrer-policy'], name).toBe('no-referrer')
      expect(String(answer.headers['content-security-policy']), name).toContain("frame-ancestors 'none'")
    }
    for (const name of ['health', 'not found', 'validation error', 'openapi', 'image'] as const) {
      expect(answers[name].headers['content-security-policy'], name).toBe("default-src 'none'; frame-ancestors 'none'")
    }
    expect(answers.docs.statusCode).toBe(200)
  })
})
