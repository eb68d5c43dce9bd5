// Two API processes (the built `node dist/server.js`) on one PostgreSQL database behind a load
// balancer, driven as drivers behind it would: what one instance knows, the other knows —
// migrations, tokens, throttles, idempotency keys, capacity, payments, holds — and a crash or a
// shutdown of one loses nothing. PostgreSQL only (PGlite is one process's database).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenSigner } from '../auth/tokens.ts'
import type { Database } from '../db/Database.ts'
import { readMigrations } from '../db/migrate.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { defaultSeedData } from '../seed/defaultSeedData.ts'
import type { ApiProcess } from './helpers/apiProcess.ts'
import { buildApiOnce, startApiProcess, stopApiProcess } from './helpers/apiProcess.ts'
import type { Balancer, ClientAnswer } from './helpers/startBalancer.ts'
import { callFrom, startBalancer } from './helpers/startBalancer.ts'
import { dropStorage, freshStorage, TEST_PASSWORD, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestStorage } from './helpers/startTestServer.ts'
import { insertFundedDriver, ledgerSum, seedPark, timeline } from './moneyTestKit.ts'

const onPostgres = Boolean(process.env.DATABASE_URL)

let storage: TestStorage & { kind: 'postgres' }
let db: Database
let balancer: Balancer
let a: ApiProcess
let b: ApiProcess
/** A third instance, when a test adds one behind the balancer. */
let c: ApiProcess | null = null
const retired: ApiProcess[] = []
/** What the instances' logs must never contain, gathered as the tests make them. */
const secrets = new Set<string>([TEST_PASSWORD])

function instanceEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    // The balancer is on loopback: X-Forwarded-For names the driver only when it comes from there.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: balancer.url,
    LOG_LEVEL: 'info',
    HOLD_SWEEP_SECONDS: '1',
    PARKADE_DEV_ROUTES: '1',
    // A project of Google's (not a demo- one): a malformed ID token is refused before any key is fetched.
    FIREBASE_PROJECT_ID: 'parkade-two-instances',
  }
}

/** Starts a pair on a new, empty database, both at the same moment. */
async function startPair(): Promise<{ storage: TestStorage & { kind: 'postgres' }; pair: [ApiProcess, ApiProcess] }> {
  const fresh = (await freshStorage(false)) as TestStorage & { kind: 'postgres' }
  const env = instanceEnv(fresh.databaseUrl)
  const pair = await Promise.all([startApiProcess('a', env), startApiProcess('b', env)])
  return { storage: fresh, pair }
}

const via = (clientAddress: string, method: string, path: string, options: Parameters<typeof callFrom>[4] = {}) =>
  callFrom(balancer.apiBase, clientAddress, method, path, options)
const direct = (api: ApiProcess, method: string, path: string, options: Parameters<typeof callFrom>[4] = {}) =>
  callFrom(api.apiBase, '127.0.0.1', method, path, options)

async function register(api: ApiProcess, email = uniqueEmail('pair')): Promise<{ email: string; token: string; id: number }> {
  const answer = await direct(api, 'POST', '/auth/register', { body: { email, password: TEST_PASSWORD, first_name: 'Ada', last_name: 'Obi' } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  secrets.add(email).add(answer.body.access_token)
  return { email, token: answer.body.access_token, id: answer.body.user.id }
}

/** Drivers straight in the database with a funded NGN wallet (50 scrypt hashes would cost more than the race). */
async function fundedDrivers(count: number, amount: number): Promise<{ id: number; token: string }[]> {
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'jwt_secret'")
  const signer = createTokenSigner(rows[0]!.value)
  const drivers = []
  for (let i = 0; i < count; i++) {
    const driver = await insertFundedDriver(db, (id, email) => signer.sign(id, email), amount)
    secrets.add(driver.email).add(driver.token)
    drivers.push({ id: driver.id, token: driver.token })
  }
  return drivers
}

function statuses(answers: ClientAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1
  return counts
}

beforeAll(async () => {
  if (!onPostgres) return
  buildApiOnce()
  const alive = (api: ApiProcess | null | undefined): api is ApiProcess => Boolean(api) && api!.process.exitCode === null && api!.process.signalCode === null
  balancer = await startBalancer(() => [a, b, c].filter(alive).map((api) => api.url))
}, 180_000)

afterAll(async () => {
  if (!onPostgres) return
  await Promise.all([a, b, c, ...retired].filter((api): api is ApiProcess => Boolean(api)).map((api) => stopApiProcess(api, 'SIGKILL')))
  await balancer?.close()
  await db?.close()
  if (storage) await dropStorage(storage)
})

describe.skipIf(!onPostgres)('two API instances on one PostgreSQL behind a balancer', () => {
  it('both started at once on an empty database: migrations and the seed run once (3 rounds)', async () => {
    const migrationNames = readMigrations().map((m) => m.name)
    const seedCountries = defaultSeedData().countries.length
    for (let round = 0; round < 3; round++) {
      const { storage: fresh, pair } = await startPair()
      const check = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: '' })
      try {
        const applied = await check.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
        expect(applied.rows.map((row) => row.name)).toEqual([...migrationNames].sort())
        const countries = await check.query<{ n: number }>('SELECT count(*)::int AS n FROM countries')
        expect(countries.rows[0]!.n).toBe(seedCountries)
        // Each process says what it did: one applied the migrations and seeded, the other found them done.
        const summaries = pair.map((api) => api.logs().find((line) => line.msg === 'ready')!)
        expect(summaries.map((s) => s.migrations_applied).sort()).toEqual([0, migrationNames.length])
        expect(summaries.filter((s) => s.seeded === true)).toHaveLength(1)
        for (const api of pair) {
          const ready = await direct(api, 'GET', '/ready')
          expect(ready.status).toBe(200)
          expect(ready.body).toMatchObject({ status: 'ready', database: 'postgres', migrations: migrationNames.length })
        }
      } finally {
        await check.close()
      }
      if (round < 2) {
        await Promise.all(pair.map((api) => stopApiProcess(api)))
        await dropStorage(fresh)
      } else {
        storage = fresh
        ;[a, b] = pair
      }
    }
    db = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: '' })
    const health = await direct(a, 'GET', '/health')
    expect(health.body).toEqual({ status: 'ok', mode: 'sandbox', database: 'postgres', sandbox: true })
  }, 240_000)

  it('a token issued by one instance is accepted by the other', async () => {
    const driver = await register(a)
    const profile = await direct(b, 'GET', '/users/profile', { token: driver.token })
    expect(profile.status).toBe(200)
    expect(profile.body.email).toBe(driver.email)
  })

  it("behind the balancer, a stranger's failed logins do not lock the owner out", async () => {
    const owner = await register(b)
    const before = new Map(balancer.forwarded)
    const stranger = []
    for (let i = 0; i < 6; i++) stranger.push(await via('127.0.0.7', 'POST', '/auth/login', { body: { identifier: owner.email, password: 'wrong-password' } }))
    expect(stranger.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429])
    // The owner, from their own address, is not locked out.
    const login = await via('127.0.0.8', 'POST', '/auth/login', { body: { identifier: owner.email, password: TEST_PASSWORD } })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    secrets.add(login.body.access_token)
    // The attempts went through both instances.
    for (const api of [a, b]) expect((balancer.forwarded.get(api.url) ?? 0) - (before.get(api.url) ?? 0)).toBeGreaterThan(0)
  })

  it("behind the balancer, a stranger's bad social tokens do not lock social sign-in for others", async () => {
    const social = (address: string) =>
      via(address, 'POST', '/auth/social-login', {
        body: { email: 'someone@example.com', name: 'Some One', firebase_uid: 'uid-1', provider: 'google', id_token: 'not-a-token' },
      })
    const stranger = []
    for (let i = 0; i < 6; i++) stranger.push(await social('127.0.0.9'))
    expect(stranger.slice(0, 5).every((answer) => answer.status !== 429)).toBe(true)
    expect(stranger[5]!.status).toBe(429)
    const other = await social('127.0.0.11')
    expect(other.status).not.toBe(429)
  })

  it('the login and e-mail code throttles count across both instances', async () => {
    const driver = await register(a)
    const logins = []
    for (let i = 0; i < 6; i++) {
      logins.push(await callFrom([a, b][i % 2]!.apiBase, '127.0.0.12', 'POST', '/auth/login', { body: { identifier: driver.email, password: 'wrong-password' } }))
    }
    expect(logins.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429])
    const codes = []
    for (let i = 0; i < 6; i++) {
      codes.push(await callFrom([b, a][i % 2]!.apiBase, '127.0.0.13', 'POST', '/auth/verify-email', { body: { email: driver.email, code: '000000' } }))
    }
    expect(codes.slice(0, 5).every((answer) => answer.status === 400 || answer.status === 401)).toBe(true)
    expect(codes[5]!.status).toBe(429)
  })

  it('one Idempotency-Key sent to both instances at once takes effect once', async () => {
    const at = timeline()
    const park = await seedPark(db, { capacity: 50 })
    const [driver] = await fundedDrivers(1, 1_000_000)
    for (let round = 0; round < 10; round++) {
      const key = randomUUID()
      const body = { park_id: park, start_time: at(24 + round * 3), end_time: at(25 + round * 3), plate_number: `IDEM${round}`, payment_method: 'wallet' }
      const answers = await Promise.all([a, b].map((api) => callFrom(api.apiBase, '127.0.0.14', 'POST', '/bookings', { token: driver!.token, body, headers: { 'idempotency-key': key } })))
      // A twin that found the first still working may answer 409; its retry replays the answer.
      const settled = await Promise.all(
        answers.map(async (answer, i) =>
          answer.status === 409 ? callFrom([a, b][i]!.apiBase, '127.0.0.14', 'POST', '/bookings', { token: driver!.token, body, headers: { 'idempotency-key': key } }) : answer,
        ),
      )
      expect(settled.map((answer) => answer.status)).toEqual([201, 201])
      expect(settled[0]!.body.booking.booking_code).toBe(settled[1]!.body.booking.booking_code)
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE user_id = $1', [driver!.id])
    expect(rows[0]!.n).toBe(10)
  })

  it('50 bookings of the last space, split across both instances: one succeeds', async () => {
    const at = timeline()
    const park = await seedPark(db, { capacity: 1 })
    const drivers = await fundedDrivers(50, 100_000)
    const body = { park_id: park, start_time: at(30), end_time: at(32), plate_number: 'LAST1', payment_method: 'wallet' }
    const answers = await Promise.all(drivers.map((driver, i) => via(`127.0.1.${i + 1}`, 'POST', '/bookings', { token: driver.token, body })))
    expect(statuses(answers)[201]).toBe(1)
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE park_id = $1 AND status IN ('active', 'pending')", [park])
    expect(rows[0]!.n).toBe(1)
    // Nobody but the winner paid.
    const debits = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries WHERE type = 'debit' AND user_id = ANY($1)", [drivers.map((d) => d.id)])
    expect(debits.rows[0]!.n).toBe(1)
  })

  it('100 verifications of one payment, split across both instances: credited once, and the ledger sums to the balance', async () => {
    const driver = await register(b)
    const started = await via('127.0.0.15', 'POST', '/wallet/add-funds', { token: driver.token, body: { amount: 2500 } })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const init = started.body.data
    const page = new URL(init.payment_info.authorization_url ?? init.payment_info.checkout_url ?? init.payment_info.payment_url)
    // The hosted stand-in page is on the balancer's address (PUBLIC_URL): press Pay there.
    const paid = await callFrom(balancer.url, '127.0.0.15', 'POST', page.pathname + page.search, { body: 'action=pay', contentType: 'application/x-www-form-urlencoded' })
    expect(paid.status).toBe(303)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        via(`127.0.2.${(i % 50) + 1}`, 'POST', '/wallet/verify-payment', {
          token: driver.token,
          query: { payment_reference: init.reference, amount: 2500, payment_provider: init.provider },
        }),
      ),
    )
    expect(answers.every((answer) => answer.status === 200), JSON.stringify(statuses(answers))).toBe(true)
    const credits = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [init.reference])
    expect(credits.rows[0]!.n).toBe(1)
    const wallet = await via('127.0.0.15', 'GET', '/wallet', { token: driver.token })
    expect(wallet.body.balance).toBe(2500)
    expect(await ledgerSum(db, driver.id)).toBe(2500)
  })

  it('SIGTERM: an instance finishes its requests, answers none with a 500, and exits 0; the others go on serving', async () => {
    c = await startApiProcess('c', instanceEnv(storage.databaseUrl))
    const at = timeline()
    const park = await seedPark(db, { capacity: 500 })
    const drivers = await fundedDrivers(20, 1_000_000)
    const answers: ClientAnswer[] = []
    const failures: { code: string; plate: string }[] = []
    let stop = false
    let sent = 0
    const worker = async (w: number) => {
      while (!stop) {
        const n = sent++
        const driver = drivers[n % drivers.length]!
        const body = { park_id: park, start_time: at(48 + n), end_time: at(48.5 + n), plate_number: `TERM${n}`, payment_method: 'wallet' }
        try {
          answers.push(await callFrom(c!.apiBase, `127.0.3.${w + 1}`, 'POST', '/bookings', { token: driver.token, body, headers: { 'idempotency-key': `term-${n}` } }))
        } catch (error) {
          failures.push({ code: (error as NodeJS.ErrnoException).code ?? String(error), plate: body.plate_number })
        }
      }
    }
    const workers = Array.from({ length: 8 }, (_, w) => worker(w))
    while (answers.length < 40) await new Promise((r) => setTimeout(r, 20))
    const exit = stopApiProcess(c, 'SIGTERM')
    // Traffic meets the closing instance for a while, then finds it gone.
    await exit
    stop = true
    await Promise.all(workers)
    // What the instance said last, for a failure's message.
    const said = c.lines.slice(-12).join('\n')
    retired.push(c)
    c = null
    expect(await exit, said).toBe(0)
    const counts = statuses(answers)
    expect(Object.keys(counts).filter((status) => !['201', '503'].includes(status)), `${JSON.stringify(counts)}\n${said}`).toEqual([])
    // A refusal while draining is Problem Details like every other error, with its code.
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.body).toMatchObject({ status: 503, code: 'server.shutting_down' })
    // After the close, connections are refused (a balancer tries another instance). A connection
    // the kernel had queued but the process never accepted is reset when the listener closes: its
    // request was never read, so nothing of it may exist. None is cut mid-answer.
    const unanswered = failures.filter((failure) => failure.code !== 'ECONNREFUSED')
    expect(unanswered.filter((failure) => !['ECONNRESET', 'EPIPE'].includes(failure.code)), JSON.stringify(unanswered)).toEqual([])
    if (unanswered.length) {
      const made = await db.query<{ plate_number: string }>('SELECT plate_number FROM bookings WHERE plate_number = ANY($1)', [unanswered.map((f) => f.plate)])
      expect(made.rows, 'a booking was made for a request whose connection was reset').toEqual([])
    }
    // Every acknowledged booking is in the database, once.
    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.booking.booking_code as string)
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE booking_code = ANY($1)', [acknowledged])
    expect(rows[0]!.n).toBe(acknowledged.length)
    // The pair behind the balancer still answers.
    expect((await via('127.0.0.16', 'GET', '/health')).status).toBe(200)
  }, 120_000)

  it('an expired hold is released once, by one instance, and a payment arriving later goes to the wallet', async () => {
    const at = timeline()
    const park = await seedPark(db, { capacity: 20 })
    const driver = await register(a)
    const holds = []
    for (let i = 0; i < 5; i++) {
      const created = await via('127.0.0.17', 'POST', '/bookings', {
        token: driver.token,
        body: { park_id: park, start_time: at(60 + i), end_time: at(61 + i), plate_number: `HOLD${i}`, payment_method: 'gateway' },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      holds.push(created.body)
    }
    const ids = holds.map((hold) => hold.booking.id as number)
    const logged = (api: ApiProcess) =>
      api.logs().filter((line) => line.msg === 'expired unpaid booking holds released').reduce((sum, line) => sum + Number(line.released), 0)
    const before = logged(a) + logged(b)
    // Twenty minutes old: past the 15-minute hold. Both instances sweep every second.
    await db.query("UPDATE bookings SET created_at = now() - interval '20 minutes' WHERE id = ANY($1)", [ids])
    const deadline = Date.now() + 15_000
    let cancelled = 0
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND status = 'cancelled'", [ids])
      cancelled = rows[0]!.n
      if (cancelled === ids.length) break
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(cancelled).toBe(ids.length)
    await new Promise((r) => setTimeout(r, 300))
    expect(logged(a) + logged(b) - before).toBe(ids.length)
    // The driver pays the first one after all: the money lands in the wallet, the booking stays cancelled.
    const late = holds[0]
    const page = new URL(late.payment.payment_info.authorization_url)
    expect((await callFrom(balancer.url, '127.0.0.17', 'POST', page.pathname + page.search, { body: 'action=pay', contentType: 'application/x-www-form-urlencoded' })).status).toBe(303)
    const confirmed = await via('127.0.0.17', 'POST', `/bookings/${late.booking.id}/confirm-payment`, {
      token: driver.token,
      query: { payment_reference: late.payment.reference, payment_provider: late.payment.provider },
    })
    expect(confirmed.status).toBe(409)
    expect(confirmed.body.detail).toMatch(/added to your wallet/)
    const wallet = await via('127.0.0.17', 'GET', '/wallet', { token: driver.token })
    expect(wallet.body.balance).toBe(late.booking.total)
    const { rows } = await db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [late.booking.id])
    expect(rows[0]!.status).toBe('cancelled')
  }, 60_000)

  it('SIGKILL of one instance amid bookings and top-ups: no acknowledged write lost or doubled, the other answers, same-key retries complete', async () => {
    const at = timeline()
    const park = await seedPark(db, { capacity: 1000 })
    const bookers = await fundedDrivers(6, 1_000_000)
    const toppers = await Promise.all([register(a), register(b), register(a)])
    interface Attempt {
      kind: 'booking' | 'top-up'
      key: string
      token: string
      run: () => Promise<ClientAnswer>
      acknowledged: ClientAnswer | null
    }
    const attempts: Attempt[] = []
    let acks = 0
    let n = 0
    const killAfter = 24
    const newAttempt = (w: number): Attempt => {
      const i = n++
      const client = `127.0.4.${w + 1}`
      if (i % 3 === 2) {
        const driver = toppers[i % toppers.length]!
        const key = `kill-topup-${i}`
        return { kind: 'top-up', key, token: driver.token, acknowledged: null, run: () => via(client, 'POST', '/wallet/add-funds', { token: driver.token, body: { amount: 100 + i }, headers: { 'idempotency-key': key } }) }
      }
      const driver = bookers[i % bookers.length]!
      const key = `kill-booking-${i}`
      const body = { park_id: park, start_time: at(100 + i), end_time: at(100.5 + i), plate_number: `KILL${i}`, payment_method: 'wallet' }
      return { kind: 'booking', key, token: driver.token, acknowledged: null, run: () => via(client, 'POST', '/bookings', { token: driver.token, body, headers: { 'idempotency-key': key } }) }
    }
    let killed = false
    const load = async (w: number) => {
      while (!killed || acks < killAfter + 12) {
        const attempt = newAttempt(w)
        attempts.push(attempt)
        try {
          const answer = await attempt.run()
          if (answer.status === 201 || answer.status === 200) {
            attempt.acknowledged = answer
            acks++
          }
        } catch {
          // Cut off by the kill: retried below with the same key.
        }
        if (acks >= killAfter && !killed) {
          killed = true
          a.process.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: 6 }, (_, w) => load(w)))
    await a.exited
    retired.push(a)
    const servedByB = balancer.forwarded.get(b.url) ?? 0

    // Every request not acknowledged is retried with its key until it is (a dead owner's claim is recognised).
    const retryTimes: number[] = []
    for (const attempt of attempts.filter((x) => !x.acknowledged)) {
      const started = Date.now()
      for (;;) {
        const answer = await attempt.run().catch(() => null)
        if (answer && (answer.status === 201 || answer.status === 200)) {
          attempt.acknowledged = answer
          break
        }
        expect(answer === null || answer.status === 409 || answer.status === 502, JSON.stringify(answer?.body)).toBe(true)
        expect(Date.now() - started).toBeLessThan(45_000)
        await new Promise((r) => setTimeout(r, 500))
      }
      retryTimes.push(Date.now() - started)
    }
    console.info(`SIGKILL: ${attempts.length} requests, ${acks} acknowledged before/around the kill, ${retryTimes.length} retried; slowest retry ${Math.max(0, ...retryTimes)} ms`)
    expect(balancer.forwarded.get(b.url) ?? 0).toBeGreaterThan(servedByB)

    // One booking per key, each acknowledged code stored once.
    const bookingAttempts = attempts.filter((x) => x.kind === 'booking')
    const codes = bookingAttempts.map((x) => x.acknowledged!.body.booking.booking_code as string)
    expect(new Set(codes).size).toBe(codes.length)
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE booking_code = ANY($1)', [codes])
    expect(stored.rows[0]!.n).toBe(codes.length)
    const perDriver = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE user_id = ANY($1)', [bookers.map((d) => d.id)])
    expect(perDriver.rows[0]!.n).toBe(bookingAttempts.length)
    // One payment per top-up key, whatever was retried.
    const topUps = attempts.filter((x) => x.kind === 'top-up')
    const references = topUps.map((x) => x.acknowledged!.body.data.reference as string)
    expect(new Set(references).size).toBe(references.length)
    const payments = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE purpose = 'wallet' AND user_id = ANY($1)", [toppers.map((d) => d.id)])
    expect(payments.rows[0]!.n).toBe(topUps.length)
    // Every wallet still equals its ledger, and no booking was paid twice.
    for (const driver of bookers) {
      const wallet = await via('127.0.0.18', 'GET', '/wallet', { token: driver.token })
      expect(wallet.body.balance).toBe(await ledgerSum(db, driver.id))
    }
    const doubled = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM (SELECT booking_id FROM ledger_entries WHERE type = 'debit' AND booking_id IS NOT NULL GROUP BY booking_id HAVING count(*) > 1) d",
    )
    expect(doubled.rows[0]!.n).toBe(0)
  }, 180_000)

  it('no log line of either instance carries a password, a token or an e-mail address', () => {
    const lines = [a, b, ...retired].flatMap((api) => api.lines)
    expect(lines.length).toBeGreaterThan(100)
    const leaks = lines.filter((line) => [...secrets].some((secret) => line.includes(secret)) || /[\w.+-]+@example\.com/.test(line))
    expect(leaks).toEqual([])
  })
})
