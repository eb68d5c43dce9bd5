// Several API instances on one database, as behind a load balancer: two apps built by buildApp
// over two connections to the same database (one PostgreSQL database under
// scripts/with-postgres.sh; on PGlite, which one process owns, two handles on the one database).
// An idempotent request whose instance died is completed by the retry, once; unpaid holds are
// released on time by one instance; a payment checked on one instance is "already in progress"
// on the other.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHoldExpiryJob } from '../bookings/startHoldExpiryJob.ts'
import { buildApp } from '../buildApp.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { IDEMPOTENCY_KEY_IN_PROGRESS, requestHash } from '../payments/idempotencyKeys.ts'
import { newPaymentReference } from '../payments/newPaymentReference.ts'
import { VERIFICATION_IN_PROGRESS } from '../payments/verificationGuard.ts'
import { providerConfig, startProviderStandIn } from './helpers/startProviderStandIn.ts'
import type { ProviderStandIn } from './helpers/startProviderStandIn.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { RegisteredUser, TestServer } from './helpers/startTestServer.ts'
import { call, ledgerSum, seedPark, timeline } from './moneyTestKit.ts'
import type { ServerLike } from './moneyTestKit.ts'

const HOLD_MINUTES = 15
const RETURN = 'http://127.0.0.1:5173/wallet/callback'
const at = timeline()

/**
 * Paystack's API in front of the stand-in, for instance A only: it forwards every call, except
 * that a verify call it was told to hold waits until released, as a slow provider answer would.
 */
interface Gate {
  url: string
  /** The next verify call waits; `arrived` resolves when it has come in. */
  holdNextVerify(): { arrived: Promise<void>; release(): void }
  close(): Promise<void>
}

async function startGate(target: string): Promise<Gate> {
  let held: { arrive(): void; released: Promise<void> } | null = null
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      if (held && request.url?.startsWith('/transaction/verify/')) {
        const hold = held
        held = null
        hold.arrive()
        await hold.released
      }
      const body = chunks.length ? Buffer.concat(chunks) : undefined
      const headers: Record<string, string> = {}
      for (const name of ['authorization', 'content-type']) if (request.headers[name]) headers[name] = String(request.headers[name])
      const answer = await fetch(target + request.url, { method: request.method, headers, body })
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdNextVerify() {
      let arrive!: () => void
      let release!: () => void
      const arrived = new Promise<void>((resolve) => (arrive = resolve))
      held = { arrive, released: new Promise<void>((resolve) => (release = resolve)) }
      return { arrived, release }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Another instance on the same database: its own connection (PostgreSQL) or handle (PGlite). */
interface Instance extends ServerLike {
  app: FastifyInstance
  close(): Promise<void>
}

async function startInstance(config: Config): Promise<Instance> {
  let db: Database
  let closeDb = async () => {}
  if (server.db.kind === 'postgres') {
    db = await openDatabase(config)
    closeDb = () => db.close()
  } else {
    // PGlite allows one process per directory: a second object over the same database, so
    // nothing a process keeps per Database object (as a WeakMap would) is shared with A.
    db = Object.create(server.db) as Database
  }
  const app = await buildApp({ db, config, forceCloseConnections: true })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    apiBase: `${url}/api/v1`,
    db,
    app,
    async close() {
      await app.close()
      await closeDb()
    },
  }
}

let standIn: ProviderStandIn
let gate: Gate
let server: TestServer
let second: Instance
let park: number

beforeAll(async () => {
  standIn = await startProviderStandIn()
  gate = await startGate(standIn.urls.paystack)
  server = await startTestServer({
    config: { sandbox: false, providers: { ...providerConfig(standIn), paystackApiUrl: gate.url }, bookingHoldMinutes: HOLD_MINUTES },
  })
  second = await startInstance({ ...server.config, providers: providerConfig(standIn) })
  park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1000 })
})
afterAll(async () => {
  await second?.close()
  await server?.close()
  await gate?.close()
  await standIn?.close()
})

const initializeCalls = () => standIn.requests.filter((line) => line === 'POST /paystack/transaction/initialize').length
const count = async (sql: string, params: unknown[]) => Number((await server.db.query<{ n: number }>(sql, params)).rows[0]!.n)

/** An instance that crashed: its heartbeat stopped a minute ago and it never said goodbye. */
async function crashedInstance(): Promise<string> {
  const id = randomUUID()
  await server.db.query("INSERT INTO api_instances (id, started_at, heartbeat_at) VALUES ($1, now() - interval '1 hour', now() - interval '1 minute')", [id])
  return id
}

/** Makes the answered request under `key` look cut off before its answer was stored, owned by `owner`. */
async function unanswer(user: RegisteredUser, key: string, owner: string) {
  const { rowCount } = await server.db.query('UPDATE idempotency_keys SET response_status = NULL, response_body = NULL, owner_id = $3 WHERE user_id = $1 AND key = $2', [
    user.user.id,
    key,
    owner,
  ])
  expect(rowCount).toBe(1)
}

describe('an idempotent request whose instance died', () => {
  it('a top-up recorded by a crashed instance before it reached the provider: the retry starts that payment, no second one', async () => {
    const user = await server.register()
    const body = { amount: 700, return_url: RETURN }
    const key = `topup-${randomUUID()}`
    // What the crashed instance committed: the claim, naming it and the payment it recorded.
    const reference = newPaymentReference('paystack')
    await server.db.query(
      "INSERT INTO payments (reference, user_id, provider, purpose, amount, currency, status) VALUES ($1, $2, 'paystack', 'wallet', 700, 'NGN', 'pending')",
      [reference, user.user.id],
    )
    await server.db.query(
      "INSERT INTO idempotency_keys (user_id, key, route, request_hash, owner_id, payment_reference) VALUES ($1, $2, 'POST /wallet/add-funds', $3, $4, $5)",
      [user.user.id, key, requestHash(body), await crashedInstance(), reference],
    )

    const retried = await call(server, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect(retried.status, retried.text).toBe(200)
    expect(retried.body.data.reference).toBe(reference)
    expect(standIn.record('paystack', reference).amount).toBe(70_000)
    const again = await call(second, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.data.reference).toBe(reference)
    expect(await count('SELECT count(*) AS n FROM payments WHERE user_id = $1', [user.user.id])).toBe(1)
  })

  it('a gateway booking whose instance crashed after the provider answered: the retry answers that booking and payment, once', async () => {
    const user = await server.register()
    const body = { park_id: park, start_time: at(5), end_time: at(6), plate_number: 'CRASH 1', payment_method: 'gateway' }
    const key = `booking-${randomUUID()}`
    const first = await call(server, 'POST', '/bookings', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect(first.status, first.text).toBe(201)
    await unanswer(user, key, await crashedInstance())
    const initialized = initializeCalls()

    // Paystack refuses a reference initialised twice: the retry gives the provider's first answer.
    const retried = await call(second, 'POST', '/bookings', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect(retried.status, retried.text).toBe(201)
    expect(retried.body.booking.id).toBe(first.body.booking.id)
    expect(retried.body.payment).toEqual(first.body.payment)
    expect(initializeCalls()).toBe(initialized)
    const replayed = await call(server, 'POST', '/bookings', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body.booking.id]).toEqual([201, 'true', first.body.booking.id])
    expect(await count('SELECT count(*) AS n FROM bookings WHERE user_id = $1', [user.user.id])).toBe(1)
    expect(await count('SELECT count(*) AS n FROM payments WHERE user_id = $1', [user.user.id])).toBe(1)
  })

  it('answers 409 while the owner is alive; once its instance has stopped, the retry completes the work at once', async () => {
    const user = await server.register()
    const body = { amount: 900, return_url: RETURN }
    const key = `live-${randomUUID()}`
    const first = await call(server, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect(first.status, first.text).toBe(200)
    // Still working on it, on another instance whose heartbeat runs.
    const third = await startInstance({ ...server.config, providers: providerConfig(standIn) })
    await unanswer(user, key, third.app.instanceId)
    const busy = await call(second, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect([busy.status, busy.body.detail]).toEqual([409, IDEMPOTENCY_KEY_IN_PROGRESS])

    await third.close()
    const retried = await call(second, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': key } })
    expect(retried.status, retried.text).toBe(200)
    expect(retried.body.data).toEqual(first.body.data)
    expect(await count('SELECT count(*) AS n FROM payments WHERE user_id = $1', [user.user.id])).toBe(1)
  })
})

describe('unpaid holds', () => {
  const quiet = () => server.app.log
  const hold = async (user: RegisteredUser, plate: string) => {
    const answer = await call(server, 'POST', '/bookings', {
      token: user.token,
      body: { park_id: park, start_time: at(10), end_time: at(11), plate_number: plate, payment_method: 'gateway' },
    })
    expect(answer.status, answer.text).toBe(201)
    return answer.body as { booking: { id: number; booking_code: string; total: number }; payment: { reference: string } }
  }
  const backdate = (id: number, minutes: number) => server.db.query("UPDATE bookings SET created_at = now() - $2 * interval '1 minute' WHERE id = $1", [id, minutes])
  const statusOf = async (id: number) =>
    (await server.db.query<{ status: string; payment_status: string }>('SELECT status, payment_status FROM bookings WHERE id = $1', [id])).rows[0]

  it('the job run by two instances at once releases every expired hold once, and nothing else', async () => {
    const user = await server.register()
    // Booked first, aged after: a booking at the park would expire older holds itself.
    const expired: number[] = []
    for (let i = 0; i < 6; i++) expired.push((await hold(user, `OLD ${i}`)).booking.id)
    const fresh = (await hold(user, 'FRESH')).booking.id
    for (const [i, id] of expired.entries()) await backdate(id, HOLD_MINUTES + 1 + i)
    await backdate(fresh, HOLD_MINUTES - 1)
    const due = await count(
      `SELECT count(*) AS n FROM bookings WHERE status = 'pending' AND payment_method = 'gateway' AND payment_status = 'pending'
          AND created_at < now() - interval '${HOLD_MINUTES} minutes'`,
      [],
    )
    expect(due).toBeGreaterThanOrEqual(expired.length)

    const config = { bookingHoldMinutes: HOLD_MINUTES, holdSweepMs: 3_600_000 }
    const jobs = [startHoldExpiryJob({ db: server.db, config, log: quiet() }), startHoldExpiryJob({ db: second.db, config, log: quiet() })]
    try {
      const released = await Promise.all(jobs.map((job) => job.runOnce()))
      expect(released[0]! + released[1]!).toBe(due)
      expect(await Promise.all(jobs.map((job) => job.runOnce()))).toEqual([0, 0])
    } finally {
      await Promise.all(jobs.map((job) => job.stop()))
    }
    for (const id of expired) expect(await statusOf(id)).toEqual({ status: 'cancelled', payment_status: 'failed' })
    expect(await statusOf(fresh)).toEqual({ status: 'pending', payment_status: 'pending' })
  })

  it('the job releases a hold on its own timer, every holdSweepMs', async () => {
    const user = await server.register()
    const { booking } = await hold(user, 'TIMER 1')
    await backdate(booking.id, 2)
    const job = startHoldExpiryJob({ db: second.db, config: { bookingHoldMinutes: 1, holdSweepMs: 100 }, log: quiet() })
    try {
      const deadline = Date.now() + 10_000
      while ((await statusOf(booking.id))?.status === 'pending' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      await job.stop()
    }
    expect(await statusOf(booking.id)).toEqual({ status: 'cancelled', payment_status: 'failed' })
  })

  it('a payment verified after its hold ran out (no expiry having run) lands in the wallet; the booking stays cancelled', async () => {
    const user = await server.register()
    const { booking, payment } = await hold(user, 'LATE 1')
    // The driver paid, but the check comes after the hold time and nothing expired the hold yet.
    standIn.settle('paystack', payment.reference, 'succeeded')
    await backdate(booking.id, HOLD_MINUTES + 5)
    expect(await statusOf(booking.id)).toEqual({ status: 'pending', payment_status: 'pending' })

    const late = await call(second, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: user.token,
      query: { payment_reference: payment.reference, payment_provider: 'paystack' },
    })
    expect(late.status, late.text).toBe(409)
    expect(late.body.detail).toBe('This booking was cancelled before the payment arrived, so ₦500.00 was added to your wallet instead.')
    expect(await statusOf(booking.id)).toEqual({ status: 'cancelled', payment_status: 'failed' })
    expect((await call(server, 'GET', '/wallet', { token: user.token })).body.balance).toBe(booking.total)
    expect(await ledgerSum(server.db, user.user.id)).toBe(booking.total)
  })
})

describe('payment verification across instances', () => {
  const topUp = async (amount: number) => {
    const user = await server.register()
    const started = await call(server, 'POST', '/wallet/add-funds', { token: user.token, body: { amount, return_url: RETURN } })
    expect(started.status, started.text).toBe(200)
    const reference = started.body.data.reference as string
    standIn.settle('paystack', reference, 'succeeded')
    return { user, reference }
  }
  const verify = (instance: ServerLike, user: RegisteredUser, reference: string, amount: number) =>
    call(instance, 'POST', '/wallet/verify-payment', { token: user.token, query: { payment_reference: reference, amount, payment_provider: 'paystack' } })
  const credits = (reference: string) => count("SELECT count(*) AS n FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [reference])

  it("one instance checking a payment: the other answers pending 'Payment verification already in progress', and it is credited once", async () => {
    const { user, reference } = await topUp(1234)
    const held = gate.holdNextVerify()
    const onA = verify(server, user, reference, 1234)
    await held.arrived

    const onB = await verify(second, user, reference, 1234)
    expect(onB.status).toBe(200)
    expect(onB.body).toEqual({ status: 'pending', message: VERIFICATION_IN_PROGRESS, data: { new_balance: 0, reference } })
    expect(await credits(reference)).toBe(0)

    held.release()
    const first = await onA
    expect(first.body).toMatchObject({ status: 'success', message: 'Payment verified: ₦1,234.00 was added to your wallet.', data: { new_balance: 1234 } })
    const after = await verify(second, user, reference, 1234)
    expect(after.body).toMatchObject({ status: 'success', message: 'Payment already verified.', data: { new_balance: 1234 } })
    expect(await credits(reference)).toBe(1)
    expect(await ledgerSum(server.db, user.user.id)).toBe(1234)
  })

  it('a check whose process died holds the payment only until its lease runs out', async () => {
    const { user, reference } = await topUp(50)
    const lease = (ago: string) =>
      server.db.query('UPDATE payments SET verifying_until = now() - $2::interval, verifying_by = $3 WHERE reference = $1', [reference, ago, randomUUID()])
    await lease('-30 seconds')
    expect((await verify(second, user, reference, 50)).body).toMatchObject({ status: 'pending', message: VERIFICATION_IN_PROGRESS })
    await lease('1 second')
    expect((await verify(second, user, reference, 50)).body).toMatchObject({ status: 'success', data: { new_balance: 50 } })
    expect(await credits(reference)).toBe(1)
  })
})
