// Money under races, on whichever database the suite runs on (PGlite, and PostgreSQL under
// scripts/with-postgres.sh): one reference credits once however many verify it at the same
// moment, the last space is sold once, and extensions, cancellations and renewals racing on one
// booking leave the booking, its ledger entries and the wallet in agreement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ABANDONED_CLAIM_SECONDS, IDEMPOTENCY_KEY_IN_PROGRESS, requestHash } from '../payments/idempotencyKeys.ts'
import { PARK_FULL } from '../routes/bookings.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, insertFundedDriver, ledgerSum, pressSandboxButton, seedPark, timeline } from './moneyTestKit.ts'

let server: TestServer
const races: string[] = []

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  console.info(`money races (${server?.db.kind}): ${races.length} races run — ${races.join('; ')}`)
  await server?.close()
})

/** An account straight in the database with a funded NGN wallet. */
async function fundedUser(amount: number): Promise<{ id: number; token: string }> {
  return insertFundedDriver(server.db, (id, email) => server.app.tokens.sign(id, email), amount)
}

/** The wallet answers the sum of the ledger, and neither is below zero. */
async function expectWalletMatchesLedger(user: { id: number; token: string }) {
  const wallet = await call(server, 'GET', '/wallet', { token: user.token })
  const sum = await ledgerSum(server.db, user.id)
  expect(wallet.body.balance).toBe(sum)
  expect(sum).toBeGreaterThanOrEqual(0)
  return sum
}

/** Debits minus credits booked against one booking. */
async function bookingNet(bookingId: number): Promise<number> {
  const { rows } = await server.db.query<{ net: number }>(
    "SELECT coalesce(sum(CASE WHEN type = 'debit' THEN amount ELSE -amount END), 0) AS net FROM ledger_entries WHERE booking_id = $1",
    [bookingId],
  )
  return Number(rows[0]!.net)
}

async function bookingRow(id: number) {
  const { rows } = await server.db.query<{ status: string; payment_status: string; total: number; end_time: Date }>(
    'SELECT status, payment_status, total, end_time FROM bookings WHERE id = $1',
    [id],
  )
  return rows[0]!
}

describe('money under races', () => {
  it('100 concurrent verifications of one paid reference credit it once', async () => {
    const { token, user } = await server.register()
    const started = await call(server, 'POST', '/wallet/add-funds', { token, body: { amount: 2500 } })
    await pressSandboxButton(server, hostedUrl(started.body.data), 'pay')
    const reference = started.body.data.reference
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 4 === 3
          ? call(server, 'POST', '/wallet/credit', { token, query: { reference, amount: 2500 } })
          : call(server, 'POST', '/wallet/verify-payment', { token, query: { payment_reference: reference, amount: 2500, payment_provider: 'paystack' } }),
      ),
    )
    races.push('100 verifications of one reference')
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    const credits = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [reference])
    expect(credits.rows[0]!.n).toBe(1)
    expect(await expectWalletMatchesLedger({ id: user.id, token })).toBe(2500)
  })

  it('50 concurrent bookings of the last space: one booked and charged, 49 refused and not charged', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 3 })
    const at = timeline()
    // Two of three spaces taken: one left.
    const holder = await fundedUser(100_000)
    for (const plate of ['HOLD 1', 'HOLD 2']) {
      const held = await call(server, 'POST', '/bookings', { token: holder.token, body: { park_id: park, start_time: at(1), end_time: at(6), plate_number: plate, payment_method: 'wallet' } })
      expect(held.status).toBe(201)
    }
    const racers = await Promise.all(Array.from({ length: 50 }, () => fundedUser(10_000)))
    const answers = await Promise.all(
      racers.map((racer, i) =>
        call(server, 'POST', '/bookings', {
          token: racer.token,
          body: { park_id: park, start_time: at(2), end_time: at(4), plate_number: `LAST ${i}`, payment_method: i % 5 === 0 ? 'gateway' : 'wallet' },
        }),
      ),
    )
    races.push('50 bookings of the last space')
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 201)
    for (const answer of refused) expect([answer.status, answer.body.detail]).toEqual([409, PARK_FULL])
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE park_id = $1 AND status IN ('active', 'pending')", [park])
    expect(rows[0]!.n).toBe(3)
    const charged = []
    for (const racer of racers) {
      const balance = await expectWalletMatchesLedger(racer)
      if (balance !== 10_000) charged.push(balance)
    }
    // Only the winner paid, and only if it paid by wallet.
    expect(charged.length).toBeLessThanOrEqual(1)
  })

  it('extensions and cancellations racing on one booking leave the booking and the ledger in agreement', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 5, hourly: 300, daily: 100_000 })
    const at = timeline()
    for (let round = 0; round < 3; round++) {
      const user = await fundedUser(50_000)
      const created = await call(server, 'POST', '/bookings', {
        token: user.token,
        body: { park_id: park, start_time: at(2 + round * 30), end_time: at(3 + round * 30), plate_number: `EXT ${round}`, payment_method: 'wallet' },
      })
      expect(created.status).toBe(201)
      const id = created.body.booking.id
      const requests = Array.from({ length: 30 }, (_, i) => {
        if (i % 10 === 9) return call(server, 'PUT', `/bookings/${id}/status`, { token: user.token, query: { status: 'cancelled' } })
        if (i % 10 === 5 && round > 0) return call(server, 'PUT', `/bookings/${id}/status`, { token: user.token, query: { status: 'active' } })
        return call(server, 'POST', '/bookings/extend', { token: user.token, body: { booking_id: id, new_end_time: at(3 + round * 30 + 1 + (i % 7)) } })
      })
      const answers = await Promise.all(requests)
      races.push(`30 extensions/cancellations/renewals of one booking (round ${round + 1})`)
      for (const answer of answers) {
        expect(answer.status, answer.text).toBeLessThan(500)
        if (answer.status >= 400) expect([400, 402, 409]).toContain(answer.status)
      }
      const row = await bookingRow(id)
      const net = await bookingNet(id)
      // Active and paid: the ledger holds exactly its total. Cancelled: everything came back.
      if (row.status === 'active') expect(net).toBe(Number(row.total))
      else expect([row.status, row.payment_status, net]).toEqual(['cancelled', 'refunded', 0])
      const balance = await expectWalletMatchesLedger(user)
      expect(balance).toBe(50_000 - net)
      // The total is what the server quotes for the stay it now holds.
      const quoted = await call(server, 'POST', '/bookings/quote', {
        body: { park_id: park, start_time: created.body.booking.start_time, end_time: row.end_time.toISOString() },
      })
      expect(Number(row.total)).toBe(quoted.body.total)
    }
  })

  it('a wallet paying for many bookings at once never goes below zero', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 100, hourly: 1000, daily: 100_000 })
    const user = await fundedUser(5_000)
    const at = timeline()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(server, 'POST', '/bookings', { token: user.token, body: { park_id: park, start_time: at(1 + i), end_time: at(2 + i), plate_number: `MANY ${i}`, payment_method: 'wallet' } }),
      ),
    )
    races.push('20 wallet bookings against one balance')
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5)
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer.status).toBe(402)
    expect(await expectWalletMatchesLedger(user)).toBe(0)
  })

  it('a key claimed by a process that died before answering is taken over by the retry, not stuck forever', async () => {
    const user = await fundedUser(0)
    const body = { amount: 300 }
    const claim = (age: string) =>
      server.db.query("INSERT INTO idempotency_keys (user_id, key, route, request_hash, created_at) VALUES ($1, $2, 'POST /wallet/add-funds', $3, now() - $4::interval)", [
        user.id,
        `orphan-${age.replace(/ /g, '-')}`,
        requestHash(body),
        age,
      ])
    // Just claimed: another request is on it.
    await claim('1 second')
    const busy = await call(server, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': 'orphan-1-second' } })
    expect([busy.status, busy.body.detail]).toEqual([409, IDEMPOTENCY_KEY_IN_PROGRESS])
    // Claimed long ago and never answered: the process that claimed it is gone.
    await claim(`${ABANDONED_CLAIM_SECONDS + 60} seconds`)
    const retried = await call(server, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': `orphan-${ABANDONED_CLAIM_SECONDS + 60}-seconds` } })
    expect(retried.status, retried.text).toBe(200)
    const again = await call(server, 'POST', '/wallet/add-funds', { token: user.token, body, headers: { 'idempotency-key': `orphan-${ABANDONED_CLAIM_SECONDS + 60}-seconds` } })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.data.reference).toBe(retried.body.data.reference)
  })

  it('every wallet in the database equals the sum of its ledger after the races', async () => {
    const { rows } = await server.db.query(
      "SELECT user_id, currency FROM ledger_entries GROUP BY user_id, currency HAVING sum(CASE WHEN type = 'credit' THEN amount ELSE -amount END) < 0",
    )
    expect(rows).toEqual([])
  })
})
