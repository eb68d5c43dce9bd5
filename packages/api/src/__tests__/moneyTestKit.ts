// Shared by the bookings, wallet, payments, vehicles, concurrency and core-client tests: real
// HTTP against a server from startTestServer, and a few SQL fixtures the API has no route for.
import { randomBytes } from 'node:crypto'
import type { Database } from '../db/Database.ts'

export interface ServerLike {
  url: string
  apiBase: string
  db: Database
}

// Test answers are read field by field; an untyped body keeps the assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface HttpAnswer<T = any> {
  status: number
  body: T
  headers: Headers
  text: string
}

export interface CallOptions {
  token?: string | null
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  /** Send `body` as-is (a string) with this content type. */
  contentType?: string
}

/** `path` under /api/v1, unless it starts with /api/ or /sandbox/ (then from the root). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(server: ServerLike, method: string, path: string, options: CallOptions = {}): Promise<HttpAnswer<T>> {
  const base = path.startsWith('/api/') || path.startsWith('/sandbox/') ? server.url : server.apiBase
  const url = new URL(base + path)
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | undefined
  if (options.body !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json'
    body = typeof options.body === 'string' && options.contentType ? options.body : JSON.stringify(options.body)
  }
  const response = await fetch(url, { method, headers, body, redirect: 'manual' })
  const text = await response.text()
  let parsed: unknown = text
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text)
  return { status: response.status, body: parsed as T, headers: response.headers, text }
}

/**
 * Times relative to one fixed instant (now, rounded up to the minute): `at(2)` and `at(2)` are
 * the same instant however much later they are computed, so back-to-back ranges stay exact.
 */
export function timeline(): (hours: number) => string {
  const base = Math.ceil(Date.now() / 60_000) * 60_000
  return (hours) => new Date(base + Math.round(hours * 3_600_000)).toISOString()
}

export interface ParkFixture {
  capacity?: number
  currency?: string
  countryCode?: string
  hourly?: number
  daily?: number
  vehicleTypeId?: number
}

let parkSeq = 0

/** A park with one rate, in a country (created with no fees when it does not exist, e.g. 'ZZ'). */
export async function seedPark(db: Database, fixture: ParkFixture = {}): Promise<number> {
  const { capacity = 10, currency = 'NGN', countryCode = 'NG', hourly = 500, daily = 5000, vehicleTypeId = 1 } = fixture
  let { rows: country } = await db.query<{ id: number }>('SELECT id FROM countries WHERE code = $1', [countryCode])
  if (!country[0]) {
    const created = await db.query<{ id: number }>(
      `INSERT INTO countries (id, name, name_fr, code, flag, currency, phone_prefix, supported)
       VALUES ((SELECT coalesce(max(id), 0) + 1 FROM countries), $1, $1, $1, '🏳', $2, '+0', false) RETURNING id`,
      [countryCode, currency],
    )
    country = created.rows
  }
  const n = `${process.pid}-${Date.now()}-${++parkSeq}`
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO parks (slug, park_code, name, type, address, city, country_id, lat, lng, capacity, is_24_hours, currency)
     VALUES ($1, $2, $3, 'city', '1 Test Street', 'Testville', $4, 6.45, 3.39, $5, true, $6) RETURNING id`,
    [`test-park-${n}`, `TP${n}`.toUpperCase(), `Test Park ${n}`, country[0]!.id, capacity, currency],
  )
  await db.query('INSERT INTO park_rates (park_id, vehicle_type_id, hourly_rate, daily_rate) VALUES ($1, $2, $3, $4)', [
    rows[0]!.id,
    vehicleTypeId,
    hourly,
    daily,
  ])
  return rows[0]!.id
}

/**
 * A Nigerian driver straight in the database, its NGN wallet funded with `amount` (none for 0),
 * and a token from `sign`: races need many drivers, and as many scrypt hashes would cost more
 * than the race.
 */
export async function insertFundedDriver(
  db: Database,
  sign: (id: number, email: string) => Promise<string>,
  amount: number,
): Promise<{ id: number; email: string; token: string }> {
  const email = `racer-${randomBytes(5).toString('hex')}@example.com`
  const { rows } = await db.query<{ id: number }>("INSERT INTO users (email, first_name, last_name, country_code) VALUES ($1, 'Race', 'Driver', 'NG') RETURNING id", [email])
  const id = rows[0]!.id
  if (amount > 0) {
    await db.query("INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description) VALUES ($1, 'credit', $2, 'NGN', $3, 'test funds')", [
      id,
      amount,
      `FUND-${id}`,
    ])
  }
  return { id, email, token: await sign(id, email) }
}

export async function setCountry(db: Database, userId: number, code: string | null): Promise<void> {
  await db.query('UPDATE users SET country_code = $2 WHERE id = $1', [userId, code])
}

/** Credits minus debits of the user's ledger in `currency`, straight from SQL. */
export async function ledgerSum(db: Database, userId: number, currency = 'NGN'): Promise<number> {
  const { rows } = await db.query<{ s: number }>(
    "SELECT coalesce(sum(CASE WHEN type = 'credit' THEN amount ELSE -amount END), 0) AS s FROM ledger_entries WHERE user_id = $1 AND currency = $2",
    [userId, currency],
  )
  return Number(rows[0]!.s)
}

/** The path (and query) of a hosted-page URL, to be fetched from this test's server. */
export function pagePath(url: string): string {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

/** Presses a button of a sandbox hosted page; answers the redirect. */
export async function pressSandboxButton(server: ServerLike, pageUrl: string, action: 'pay' | 'fail' | 'cancel' | string) {
  return call(server, 'POST', pagePath(pageUrl), { body: `action=${encodeURIComponent(action)}`, contentType: 'application/x-www-form-urlencoded' })
}

/** The hosted page's URL from a PaymentInit, whichever provider field carries it. */
export function hostedUrl(init: { payment_info: { authorization_url?: string; checkout_url?: string; payment_url?: string } }): string {
  const info = init.payment_info
  const url = info.authorization_url ?? info.checkout_url ?? info.payment_url
  if (!url) throw new Error('no hosted page URL in payment_info')
  return url
}

/** Tops the wallet up through the real journey: add-funds, the sandbox page's Pay, verify-payment. */
export async function topUp(server: ServerLike, token: string, amount: number): Promise<number> {
  const started = await call(server, 'POST', '/wallet/add-funds', { token, body: { amount, return_url: 'http://127.0.0.1:5173/wallet/callback' } })
  if (started.status !== 200) throw new Error(`add-funds answered ${started.status}: ${started.text}`)
  const init = started.body.data
  const pressed = await pressSandboxButton(server, hostedUrl(init), 'pay')
  if (pressed.status !== 303) throw new Error(`sandbox pay answered ${pressed.status}`)
  const verified = await call(server, 'POST', '/wallet/verify-payment', {
    token,
    query: { payment_reference: init.reference, amount, payment_provider: init.provider },
  })
  if (verified.status !== 200 || verified.body.status !== 'success') throw new Error(`verify-payment answered ${verified.status}: ${verified.text}`)
  return verified.body.data.new_balance
}
