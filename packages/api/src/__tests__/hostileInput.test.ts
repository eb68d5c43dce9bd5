// Every documented route under hostile input: generated from the OpenAPI document, so a new
// route is covered when it is added. Each request must answer below 500; a refusal must be a 4xx
// with a readable `detail` and must leave every table a request can write unchanged; a request
// that breaks the route's schema must be refused.
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { breaksSchema, hostileRequest, operationsOf, trickyString } from './helpers/hostileRequests.ts'
import type { HostileRequest, KnownValues, Operation } from './helpers/hostileRequests.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { installWriteCounter } from './helpers/writeCounter.ts'
import type { WriteCounter } from './helpers/writeCounter.ts'
import type { TestServer } from './helpers/startTestServer.ts'
import { call, ledgerSum, timeline } from './moneyTestKit.ts'

/** At least this many generated requests per run (HOSTILE_REQUESTS raises it for the long run). */
const TOTAL_REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 10_000)
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : Date.now() % 2 ** 31

// Words that betray an internal error rather than a sentence for a person.
const LEAKS = [/\[object /, /\bat .+:\d+:\d+/, /\bSELECT\b|\bINSERT\b|\bUPDATE\b.+\bSET\b/, /syntax error|violates|relation "|column "/, /TypeError|ReferenceError|RangeError|Cannot read prop/, /ECONN|EPIPE/, /\bundefined\b/, /\bNaN\b/]

let server: TestServer
let operations: Operation[]
let known: KnownValues
let token: string
let userId: number
let baseline: Record<string, number> | null = null
let writes: WriteCounter

const tally = { requests: 0, byKind: new Map<string, number>(), byStatus: new Map<number, number>(), refused: 0, invalidRefused: 0, checkedWrites: 0 }
const timing = { fingerprint: 0, inject: 0 }
const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1)

beforeAll(async () => {
  server = await startTestServer()
  const account = await server.register()
  token = account.token
  userId = account.user.id
  await server.db.query(
    "INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description) VALUES ($1, 'credit', 1000000, 'NGN', $2, 'hostile-input test funds')",
    [userId, `FUND-${userId}`],
  )
  const at = timeline()
  const vehicle = await call(server, 'POST', '/user/vehicles/', { token, body: { plate_number: 'FUZZ 001', vehicle_type_id: 1 } })
  const parks = await server.db.query<{ id: number; slug: string; park_code: string }>("SELECT id, slug, park_code FROM parks WHERE currency = 'NGN' ORDER BY id LIMIT 3")
  const booking = await call(server, 'POST', '/bookings', {
    token,
    body: { park_id: parks.rows[0]!.id, start_time: at(30), end_time: at(32), vehicle_id: vehicle.body.id, payment_method: 'wallet' },
  })
  expect(booking.status).toBe(201)
  const topUp = await call(server, 'POST', '/wallet/add-funds', { token, body: { amount: 500 } })
  const events = await server.db.query<{ event_code: string }>('SELECT event_code FROM events ORDER BY id LIMIT 2')
  const posts = await server.db.query<{ slug: string }>('SELECT slug FROM blog_posts ORDER BY id LIMIT 2')
  known = {
    ids: [...parks.rows.map((p) => p.id), vehicle.body.id, booking.body.booking.id, 1, 2],
    strings: {
      id: parks.rows.flatMap((p) => [String(p.id), p.slug, p.park_code]),
      booking_code: [booking.body.booking.booking_code],
      payment_reference: [topUp.body.data.reference],
      reference: [topUp.body.data.reference],
      event_code: events.rows.map((e) => e.event_code),
      idOrSlug: posts.rows.map((p) => p.slug),
      email: [account.email],
      identifier: [account.email],
      country: ['NG', 'SN', 'CA', 'US', 'Nigeria'],
      country_id: ['NG', 'SN', 'CA', 'US'],
      country_code: ['NG', 'SN', 'CA', 'US'],
    },
  }
  writes = await installWriteCounter(server.db)
  const doc = (await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
  operations = operationsOf(doc)
})

afterAll(() => server?.close())

function readableDetail(response: LightMyRequestResponse, request: HostileRequest): string | null {
  let body: { detail?: unknown }
  try {
    body = response.json()
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`
  }
  const detail = body.detail
  if (typeof detail !== 'string') return `no detail: ${response.body.slice(0, 200)}`
  if (detail.trim().length < 3 || detail.length > 3000) return `detail of ${detail.length} characters`
  if (!/^[\p{L}"'0-9_]/u.test(detail)) return `detail does not start with a word: ${detail.slice(0, 100)}`
  const sent = `${request.url} ${request.payload ?? ''} ${JSON.stringify(request.extraHeaders)}`
  for (const leak of LEAKS) if (leak.test(detail) && !leak.test(sent)) return `detail leaks internals (${leak}): ${detail.slice(0, 200)}`
  return null
}

async function send(op: Operation, request: HostileRequest) {
  const headers = { ...request.headers }
  if (op.auth !== 'none') headers.authorization = `Bearer ${token}`
  const t0 = performance.now()
  // The state after the previous request is the state before this one (requests run one by one).
  baseline ??= await writes.snapshot()
  const before = baseline
  const t1 = performance.now()
  const callsBefore = writes.sqlCalls()
  const response = await server.app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload })
  const t2 = performance.now()
  timing.fingerprint += t1 - t0
  timing.inject += t2 - t1
  tally.requests++
  count(tally.byKind, request.kind)
  count(tally.byStatus, response.statusCode)
  // An accepted request may have written: the next one takes a new baseline.
  if (response.statusCode < 400) baseline = null
  const where = `${op.method} ${op.path} [${request.kind}] ${request.url} ${String(request.payload).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`
  expect(response.statusCode, where).toBeLessThan(500)
  if (breaksSchema(op, request)) {
    tally.invalidRefused++
    expect(response.statusCode, `schema-breaking request accepted: ${where}`).toBeGreaterThanOrEqual(400)
  }
  if (response.statusCode >= 400) {
    tally.refused++
    expect(readableDetail(response, request), where).toBeNull()
    // Refused before any SQL ran (validation, parsing, routing): nothing can have been written.
    if (writes.sqlCalls() === callsBefore) return
    tally.checkedWrites++
    const after = await writes.snapshot()
    timing.fingerprint += performance.now() - t2
    const changed = writes.changed(before, after)
    baseline = after
    expect(changed, `a refused request wrote to ${changed.join(', ')}: ${where}`).toEqual([])
  }
}

describe('hostile input on every documented route', () => {
  it(`answers ≥ ${TOTAL_REQUESTS} generated hostile requests with 4xx and a readable detail, never 5xx, never a partial write`, { timeout: 600_000 }, async () => {
    expect(operations.length).toBe(server.app.routeList.filter((route) => !route.includes(' /sandbox/')).length)
    const runsPerRoute = Math.ceil(TOTAL_REQUESTS / operations.length)
    const started = performance.now()
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(op, known), (request) => send(op, request)),
        { numRuns: runsPerRoute, seed: SEED, endOnFailure: true },
      )
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const kinds = [...tally.byKind].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join('; ')
    const statuses = [...tally.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')
    console.info(
      `hostile input (${server.db.kind}, seed ${SEED}): ${tally.requests} requests over ${operations.length} routes in ${seconds} s ` +
        `(${(timing.inject / 1000).toFixed(1)} s answering, ${(timing.fingerprint / 1000).toFixed(1)} s checking writes); ` +
        `${tally.refused} refused (${tally.invalidRefused} broke a schema, ${tally.checkedWrites} reached the database and were checked for writes); statuses ${statuses}; ${kinds}`,
    )
    expect(tally.requests).toBeGreaterThanOrEqual(TOTAL_REQUESTS)
    expect(tally.byStatus.has(500)).toBe(false)
  })

  it('the sandbox payment pages (HTML, not in the API document) take hostile references and forms without a 5xx or a stray write', { timeout: 300_000 }, async () => {
    const reference = known.strings.reference![0]!
    const request = fc.record({
      provider: fc.constantFrom('paystack', 'wave', 'stripe', 'PAYSTACK', 'nope'),
      reference: fc.oneof(fc.constant(reference), trickyString.filter((r) => r.length > 0 && r.length < 400)),
      method: fc.constantFrom('GET', 'POST'),
      lang: fc.option(fc.oneof(fc.constantFrom('en', 'fr', 'xx'), trickyString), { nil: undefined }),
      form: fc.oneof(fc.constantFrom('action=fail', 'action=cancel', 'action=', 'action=pay&action=fail', '', '%%%', 'action[]=pay'), fc.string({ maxLength: 5000 })),
      contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=x'),
    })
    let requests = 0
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const before = await writes.snapshot()
        const url = `/sandbox/${r.provider}/checkout/${encodeURIComponent(r.reference.replace(/[\ud800-\udfff]/g, ''))}${r.lang === undefined ? '' : `?lang=${encodeURIComponent(r.lang.replace(/[\ud800-\udfff]/g, ''))}`}`
        const response = await server.app.inject({ method: r.method as 'GET', url, headers: r.method === 'POST' ? { 'content-type': r.contentType } : {}, payload: r.method === 'POST' ? r.form : undefined })
        requests++
        expect(response.statusCode, `${r.method} ${url} ${r.form.slice(0, 80)} → ${response.body.slice(0, 200)}`).toBeLessThan(500)
        if (response.statusCode >= 400) expect(writes.changed(before, await writes.snapshot())).toEqual([])
      }),
      { numRuns: 300, seed: SEED },
    )
    tally.requests += requests
  })

  it('leaves every wallet equal to the sum of its ledger, and none below zero', async () => {
    const { rows } = await server.db.query(
      "SELECT user_id, currency FROM ledger_entries GROUP BY user_id, currency HAVING sum(CASE WHEN type = 'credit' THEN amount ELSE -amount END) < 0",
    )
    expect(rows).toEqual([])
    const wallet = await call(server, 'GET', '/wallet', { token })
    // The generator may have moved the profile to another country, hence another wallet currency.
    expect(wallet.body.balance).toBe(await ledgerSum(server.db, userId, wallet.body.currency))
  })
})

describe('defects the generator found', () => {
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })

  it.each(['size=1e309', 'size=Infinity', 'page=-Infinity', 'page=1e400'])('refuses a query number that is not finite (%s) with a 400, not a 500', async (query) => {
    for (const path of ['/api/v1/events', '/api/v1/marketplace', '/api/v1/blog/posts', '/api/v1/parks/front/parks/', '/api/v1/bookings/list', '/api/v1/wallet/transactions']) {
      const response = await get(`${path}?${query}`)
      expect(response.statusCode, path).toBe(400)
      expect(response.json().detail).toMatch(/^(size|page): must be a finite number$/)
    }
    const verify = await server.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/verify-payment?payment_reference=X&amount=Infinity&payment_provider=paystack',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(verify.statusCode).toBe(400)
    expect(verify.json().detail).toBe('amount: must be a finite number')
  })

  it('answers an over-long or badly encoded path segment with a detail, like every other error', async () => {
    const long = await get(`/api/v1/front/parks/${'9'.repeat(300)}`)
    expect(long.statusCode).toBe(414)
    expect(long.json()).toMatchObject({ code: 'request.url_too_long', status: 414, detail: 'The address is too long: a part of it exceeds 200 characters.', request_id: expect.any(String) })
    const badlyEncoded = await get('/api/v1/front/parks/%E0%A4%A')
    expect(badlyEncoded.statusCode).toBe(400)
    expect(badlyEncoded.json()).toMatchObject({ code: 'request.bad_url', status: 400, detail: 'The address is not valid: part of it is wrongly encoded.', request_id: expect.any(String) })
  })

  it('quotes and shortens an unknown field name it repeats, so the sentence stays readable', async () => {
    const key = `\\@V&${'漢'.repeat(5000)}`
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identifier: 'a@example.com', password: 'x', [key]: 1 }),
    })
    expect(response.statusCode).toBe(400)
    const detail: string = response.json().detail
    expect(detail).toBe(`${JSON.stringify(`${[...key].slice(0, 40).join('')}…`)}: is not an accepted field`)
    // Plain names stay as they were.
    const plain = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: 'a@example.com', password: 'x', role: 'admin' } })
    expect(plain.json().detail).toBe('role: is not an accepted field')
  })
})
