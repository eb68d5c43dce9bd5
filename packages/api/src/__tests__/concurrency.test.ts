import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditOnce } from '../payments/ledger.ts'
import { beginVerification } from '../payments/verificationGuard.ts'
import { PARK_FULL } from '../routes/bookings.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, ledgerSum, pressSandboxButton, seedPark, timeline } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>

let server: Server

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function paidTopUp(token: string, amount: number) {
  const started = await call(server, 'POST', '/wallet/add-funds', { token, body: { amount } })
  await pressSandboxButton(server, hostedUrl(started.body.data), 'pay')
  return started.body.data.reference as string
}

async function creditEntries(reference: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>("SELECT count(*) AS n FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [reference])
  return rows[0]!.n
}

describe('once-only credit', () => {
  it('50 concurrent verify-payment calls of one reference credit it exactly once', async () => {
    const account = await server.register()
    const reference = await paidTopUp(account.token, 4321)
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(server, 'POST', '/wallet/verify-payment', {
          token: account.token,
          query: { payment_reference: reference, amount: 4321, payment_provider: 'paystack' },
        }),
      ),
    )
    const elapsed = performance.now() - started
    const tally = new Map<string, number>()
    for (const answer of answers) tally.set(answer.body.message, (tally.get(answer.body.message) ?? 0) + 1)
    console.info(`50 concurrent verify-payment (${server.db.kind}): ${elapsed.toFixed(0)} ms — ${[...tally].map(([m, n]) => `${n}× ${m}`).join('; ')}`)

    expect(answers.every((a) => a.status === 200)).toBe(true)
    const credited = answers.filter((a) => a.body.message.startsWith('Payment verified:'))
    expect(credited).toHaveLength(1)
    for (const answer of answers) {
      expect(['Payment verified: ₦4,321.00 was added to your wallet.', 'Payment already verified.', 'Payment verification already in progress']).toContain(
        answer.body.message,
      )
      expect(answer.body.status).toBe(answer.body.message === 'Payment verification already in progress' ? 'pending' : 'success')
    }
    expect(await creditEntries(reference)).toBe(1)
    expect(await ledgerSum(server.db, account.user.id)).toBe(4321)
    expect((await call(server, 'GET', '/wallet', { token: account.token })).body.balance).toBe(4321)
  })

  it("answers pending 'Payment verification already in progress' while a check of the same reference runs", async () => {
    const account = await server.register()
    const reference = await paidTopUp(account.token, 250)
    const verify = () =>
      call(server, 'POST', '/wallet/verify-payment', { token: account.token, query: { payment_reference: reference, amount: 250, payment_provider: 'paystack' } })
    // Hold the check this server would run, as a slow provider answer would.
    const release = (await beginVerification(server.db, 'paystack', reference))!
    expect(release).toBeTypeOf('function')
    const busy = await verify()
    expect(busy.status).toBe(200)
    expect(busy.body).toEqual({ status: 'pending', message: 'Payment verification already in progress', data: { new_balance: 0, reference } })
    expect(await creditEntries(reference)).toBe(0)
    await release()
    expect((await verify()).body).toMatchObject({ status: 'success', data: { new_balance: 250 } })
  })

  it('verify-payment and credit racing on one reference still credit once', async () => {
    const account = await server.register()
    const reference = await paidTopUp(account.token, 100)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? call(server, 'POST', '/wallet/credit', { token: account.token, query: { reference, amount: 100 } })
          : call(server, 'POST', '/wallet/verify-payment', { token: account.token, query: { payment_reference: reference, amount: 100, payment_provider: 'paystack' } }),
      ),
    )
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect(await creditEntries(reference)).toBe(1)
    expect(await ledgerSum(server.db, account.user.id)).toBe(100)
  })

  it('the ledger itself refuses a second credit of a reference, even from concurrent transactions', async () => {
    const account = await server.register()
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.db.transaction((tx) =>
          creditOnce(tx, { userId: account.user.id, amount: 10, currency: 'NGN', reference: 'RACE-REF-1', description: 'race' }),
        ),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await ledgerSum(server.db, account.user.id)).toBe(10)
  })
})

describe('no overbooking', () => {
  it('20 concurrent bookings of the last space: exactly one 201, the rest 409', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const accounts = await Promise.all(Array.from({ length: 20 }, () => server.register()))
    // Fund every wallet directly in the ledger: this test is about the park, not top-ups.
    for (const account of accounts) {
      await server.db.query(
        "INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description) VALUES ($1, 'credit', 1000, 'NGN', $2, 'test funds')",
        [account.user.id, `FUND-${account.user.id}`],
      )
    }
    const at = timeline()
    const started = performance.now()
    const answers = await Promise.all(
      accounts.map((account, i) =>
        call(server, 'POST', '/bookings', {
          token: account.token,
          body: { park_id: park, start_time: at(2), end_time: at(4), plate_number: `RACE ${i}`, payment_method: 'wallet' },
        }),
      ),
    )
    console.info(`20 concurrent bookings of the last space (${server.db.kind}): ${(performance.now() - started).toFixed(0)} ms`)

    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)])
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.detail).toBe(PARK_FULL)
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*) AS n FROM bookings WHERE park_id = $1 AND status IN ('active', 'pending')", [park])
    expect(rows[0]!.n).toBe(1)
    const balances = await Promise.all(accounts.map((account) => ledgerSum(server.db, account.user.id)))
    expect(balances.sort((a, b) => a - b)).toEqual([0, ...Array<number>(19).fill(1000)])
  })

  it('20 concurrent gateway bookings (pending holds a space too): exactly one 201', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const account = await server.register()
    const others = await Promise.all(Array.from({ length: 4 }, () => server.register()))
    const at = timeline()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(server, 'POST', '/bookings', {
          token: (i % 5 === 0 ? account : others[i % 4]!).token,
          body: { park_id: park, start_time: at(3), end_time: at(5), plate_number: `GATE ${i}`, payment_method: 'gateway' },
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
  })

  it('10 concurrent requests with one Idempotency-Key book once and all answer the same booking', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 5 })
    const account = await server.register()
    await server.db.query(
      "INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description) VALUES ($1, 'credit', 5000, 'NGN', $2, 'test funds')",
      [account.user.id, `FUND-${account.user.id}`],
    )
    const at = timeline()
    const body = { park_id: park, start_time: at(2), end_time: at(3), plate_number: 'SAME KEY', payment_method: 'wallet' }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(server, 'POST', '/bookings', { token: account.token, body, headers: { 'idempotency-key': 'one-key-many-tries' } })),
    )
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(201))
    expect(new Set(answers.map((a) => a.body.booking.id)).size).toBe(1)
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM bookings WHERE user_id = $1', [account.user.id])
    expect(rows[0]!.n).toBe(1)
    expect(await ledgerSum(server.db, account.user.id)).toBe(4500)
  })
})
