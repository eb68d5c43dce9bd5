// The sandbox API process killed with SIGKILL in the middle of a load of bookings and top-ups,
// restarted on the same data (the PGlite directory, or the PostgreSQL database under
// scripts/with-postgres.sh): every acknowledged booking and credit is still there, once; every
// request retried with its Idempotency-Key and every top-up verified again applies nothing twice.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenSigner } from '../auth/tokens.ts'
import type { Database } from '../db/Database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { VERIFICATION_IN_PROGRESS, VERIFICATION_LEASE_SECONDS } from '../payments/verificationGuard.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, pressSandboxButton, seedPark, timeline } from './moneyTestKit.ts'
import type { ServerLike } from './moneyTestKit.ts'

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** Kills per run (CRASH_ROUNDS raises it for the long run). */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1)
/** Acknowledged operations per round before the kill. */
const ACKS_BEFORE_KILL = 12
const CLIENTS = 6

interface Driver {
  id: number
  token: string
}
interface BookingAttempt {
  key: string
  body: Record<string, unknown>
  driver: Driver
  /** The booking code when the server answered 201 before the kill. */
  acknowledged: string | null
}
interface TopUpAttempt {
  key: string
  driver: Driver
  amount: number
  reference: string | null
  /** The provider was paid (the sandbox page answered). */
  paid: boolean
  /** verify-payment answered success before the kill. */
  acknowledged: boolean
}

let setup: TestServer
let storageEnv: Record<string, string>
let child: ChildProcess | null = null
const faults = { kills: 0, interrupted: 0, acknowledgedBookings: 0, acknowledgedCredits: 0 }

/** Starts `src/server.ts` in its own process on the test's data; answers where it listens. */
async function startProcess(): Promise<ServerLike & { process: ChildProcess }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', '--conditions=parkade-source', 'src/server.ts'], {
    cwd: packageDir,
    env: { ...process.env, ...storageEnv, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child = proc
  let output = ''
  const url = await new Promise<string>((resolvePromise, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output)
      if (match) resolvePromise(match[1]!)
    }
    proc.stdout!.on('data', onData)
    proc.stderr!.on('data', onData)
    proc.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
  return { url, apiBase: `${url}/api/v1`, db: setup.db, process: proc }
}

function kill(proc: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolvePromise()
    proc.once('exit', () => resolvePromise())
    proc.kill('SIGKILL')
  })
}

let park: number
let people: Driver[]

beforeAll(async () => {
  // A seeded database this file owns: prepared by a test server, then served by child processes.
  setup = await startTestServer({ keep: true })
  storageEnv =
    setup.storage.kind === 'pglite' ? { PARKADE_DATA_DIR: setup.storage.dataDir, DATABASE_URL: '' } : { DATABASE_URL: setup.storage.databaseUrl }
  park = await seedPark(setup.db, { countryCode: 'ZZ', capacity: 10_000, hourly: 100, daily: 100_000 })
  people = await drivers(setup.db, CLIENTS)
  // PGlite allows one process per directory.
  await setup.close()
})

afterAll(async () => {
  if (child) await kill(child)
  console.info(
    `crash (${setup?.storage.kind}): ${faults.kills} SIGKILLs during load, ${faults.interrupted} requests cut off, ` +
      `${faults.acknowledgedBookings} acknowledged bookings and ${faults.acknowledgedCredits} acknowledged credits, none lost, none applied twice`,
  )
  const storage = setup?.storage
  if (storage?.kind === 'pglite') rmSync(storage.dataDir, { recursive: true, force: true })
  if (storage?.kind === 'postgres') {
    const client = new pg.Client({ connectionString: storage.adminUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${storage.name} WITH (FORCE)`)
    await client.end()
  }
})

/** Accounts with funded wallets and tokens signed with the database's own secret. */
async function drivers(db: Database, count: number): Promise<Driver[]> {
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'jwt_secret'")
  const signer = createTokenSigner(rows[0]!.value)
  const out: Driver[] = []
  for (let i = 0; i < count; i++) {
    const email = `crash-${randomBytes(5).toString('hex')}@example.com`
    const user = await db.query<{ id: number }>("INSERT INTO users (email, first_name, last_name, country_code) VALUES ($1, 'Crash', 'Driver', 'NG') RETURNING id", [email])
    const id = user.rows[0]!.id
    await db.query("INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description) VALUES ($1, 'credit', 1000000, 'NGN', $2, 'test funds')", [id, `FUND-${id}`])
    out.push({ id, token: await signer.sign(id, email) })
  }
  return out
}

describe('SIGKILL during a load of bookings and top-ups', () => {
  it(`loses no acknowledged booking or credit and applies nothing twice, over ${ROUNDS} kills and restarts`, { timeout: 600_000 }, async () => {
    const bookings: BookingAttempt[] = []
    const topUps: TopUpAttempt[] = []
    const at = timeline()
    let slot = 0

    for (let round = 0; round < ROUNDS; round++) {
      const server = await startProcess()
      let acks = 0
      let dead = false
      const killed = new Promise<void>((resolveKill) => {
        const check = setInterval(() => {
          if (acks >= ACKS_BEFORE_KILL) {
            clearInterval(check)
            dead = true
            faults.kills++
            void kill(server.process).then(resolveKill)
          }
        }, 5)
      })
      const client = async (driver: Driver, n: number) => {
        for (let i = 0; !dead; i++) {
          try {
            if ((i + n) % 2 === 0) {
              const attempt: BookingAttempt = {
                key: `crash-book-${randomBytes(6).toString('hex')}`,
                body: { park_id: park, start_time: at(1 + (slot % 500)), end_time: at(2 + (slot++ % 500)), plate_number: `CR ${n} ${i}`, payment_method: 'wallet' },
                driver,
                acknowledged: null,
              }
              bookings.push(attempt)
              const answer = await call(server, 'POST', '/bookings', { token: driver.token, body: attempt.body, headers: { 'idempotency-key': attempt.key } })
              if (answer.status === 201) {
                attempt.acknowledged = answer.body.booking.booking_code
                acks++
              }
            } else {
              const attempt: TopUpAttempt = { key: `crash-top-${randomBytes(6).toString('hex')}`, driver, amount: 100 + n, reference: null, paid: false, acknowledged: false }
              topUps.push(attempt)
              const started = await call(server, 'POST', '/wallet/add-funds', { token: driver.token, body: { amount: attempt.amount }, headers: { 'idempotency-key': attempt.key } })
              attempt.reference = started.body.data.reference
              attempt.paid = (await pressSandboxButton(server, hostedUrl(started.body.data), 'pay')).status === 303
              const verified = await call(server, 'POST', '/wallet/verify-payment', {
                token: driver.token,
                query: { payment_reference: attempt.reference!, amount: attempt.amount, payment_provider: 'paystack' },
              })
              if (verified.status === 200 && verified.body.status === 'success') {
                attempt.acknowledged = true
                acks++
              }
            }
          } catch {
            // The connection died with the process: the outcome of this request is unknown.
            faults.interrupted++
            return
          }
        }
      }
      await Promise.all([...people.map((driver, n) => client(driver, n)), killed])
    }

    // Restart on the same data and look at everything through the API and the tables.
    const server = await startProcess()
    // PGlite allows one process per directory: read through the API first, SQL after the stop.
    for (const attempt of bookings) {
      const replay = await call(server, 'POST', '/bookings', { token: attempt.driver.token, body: attempt.body, headers: { 'idempotency-key': attempt.key } })
      expect(replay.status, replay.text).toBe(201)
      if (attempt.acknowledged) {
        faults.acknowledgedBookings++
        // Acknowledged before the kill: the same booking, replayed, not a second one.
        expect(replay.headers.get('idempotent-replayed')).toBe('true')
        expect(replay.body.booking.booking_code).toBe(attempt.acknowledged)
        const found = await call(server, 'GET', `/bookings/code/${attempt.acknowledged}`, { token: attempt.driver.token })
        expect([found.status, found.body.status, found.body.payment_status]).toEqual([200, 'active', 'paid'])
      }
    }
    for (const attempt of topUps) {
      if (attempt.acknowledged) faults.acknowledgedCredits++
      // The same add-funds again, with its key: the first answer when it was given.
      // (Cut off before its answer, the key may still look in progress until the killed instance's heartbeat is 15 s old.)
      const again = await call(server, 'POST', '/wallet/add-funds', { token: attempt.driver.token, body: { amount: attempt.amount }, headers: { 'idempotency-key': attempt.key } })
      if (attempt.reference) expect([again.status, again.body.data?.reference]).toEqual([200, attempt.reference])
      else expect([200, 409], again.text).toContain(again.status)
      if (!attempt.reference) continue
      // A check the killed process was running holds the payment until its lease runs out: the
      // spec's pending answer, which a client asks again after.
      const verify = () =>
        call(server, 'POST', '/wallet/verify-payment', {
          token: attempt.driver.token,
          query: { payment_reference: attempt.reference!, amount: attempt.amount, payment_provider: 'paystack' },
        })
      let verified = await verify()
      const leaseEnds = Date.now() + (VERIFICATION_LEASE_SECONDS + 5) * 1000
      while (verified.status === 200 && verified.body.message === VERIFICATION_IN_PROGRESS && Date.now() < leaseEnds) {
        await new Promise((r) => setTimeout(r, 1000))
        verified = await verify()
      }
      expect(verified.status, verified.text).toBe(200)
      expect(verified.body.message, verified.text).not.toBe(VERIFICATION_IN_PROGRESS)
      if (attempt.acknowledged) expect(verified.body).toMatchObject({ status: 'success', message: 'Payment already verified.' })
    }
    const balances = new Map<number, number>()
    for (const driver of people) balances.set(driver.id, (await call(server, 'GET', '/wallet', { token: driver.token })).body.balance)
    await kill(server.process)

    const db = await openDatabase(storageEnv.DATABASE_URL ? { databaseUrl: storageEnv.DATABASE_URL, dataDir: '' } : { databaseUrl: null, dataDir: storageEnv.PARKADE_DATA_DIR! })
    try {
      for (const attempt of bookings) {
        const { rows } = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bookings b JOIN idempotency_keys k ON k.user_id = b.user_id AND k.key = $1 AND k.route = 'POST /bookings' AND (k.response_body -> 'booking' ->> 'id')::int = b.id",
          [attempt.key],
        )
        expect(rows[0]!.n, attempt.key).toBe(1)
      }
      for (const attempt of topUps.filter((t) => t.acknowledged || t.paid)) {
        const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [attempt.reference])
        expect(rows[0]!.n, attempt.reference!).toBe(1)
      }
      for (const driver of people) {
        const ledger = await db.query<{ balance: number; debits: number; bookings: number }>(
          `SELECT (SELECT coalesce(sum(CASE WHEN type = 'credit' THEN amount ELSE -amount END), 0) FROM ledger_entries WHERE user_id = $1) AS balance,
                  (SELECT count(*)::int FROM ledger_entries WHERE user_id = $1 AND type = 'debit') AS debits,
                  (SELECT count(*)::int FROM bookings WHERE user_id = $1 AND payment_status = 'paid') AS bookings`,
          [driver.id],
        )
        const row = ledger.rows[0]!
        expect(Number(row.balance)).toBe(balances.get(driver.id))
        // One debit per paid booking: none charged twice, none free.
        expect(row.debits).toBe(row.bookings)
      }
    } finally {
      await db.close()
    }
    expect(faults.acknowledgedBookings + faults.acknowledgedCredits).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL * ROUNDS)
  })
})
