import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/Database.ts'
import { PARK_FULL } from '../routes/bookings.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, seedPark, timeline } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>

let server: Server
/** Statements run inside transactions since the test began counting (`tx.query`). */
let transactionStatements = 0

beforeAll(async () => {
  server = await startTestServer()
  const db = server.db
  const rawTransaction = db.transaction.bind(db)
  db.transaction = <T>(fn: (tx: Database) => Promise<T>) =>
    rawTransaction((tx) => {
      const counted: Database = {
        kind: tx.kind,
        query: (sql, params, options) => {
          transactionStatements++
          return tx.query(sql, params, options)
        },
        exec: (sql) => tx.exec(sql),
        transaction: (inner) => tx.transaction(inner),
        withSessionLock: (key, inner) => tx.withSessionLock(key, inner),
        close: () => tx.close(),
      }
      return fn(counted)
    })
})
afterAll(() => server?.close())

/** A pending gateway booking of `parkId` made `minutesAgo` minutes ago, straight in the database. */
/** A booking asked for as the checkout does. */
function book(token: string, park: number, start: string, end: string, plate: string, method: 'gateway' | 'wallet' = 'gateway') {
  return call(server, 'POST', '/bookings', { token, body: { park_id: park, start_time: start, end_time: end, plate_number: plate, payment_method: method } })
}

async function unpaidHold(parkId: number, userId: number, start: string, end: string, minutesAgo: number): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO bookings (booking_code, user_id, park_id, vehicle_type_id, plate_number, start_time, end_time, status, subtotal, total, currency,
                           payment_method, payment_status, created_at)
     VALUES ($1, $2, $3, 1, 'OLD HOLD', $4, $5, 'pending', 1000, 1000, 'NGN', 'gateway', 'pending', now() - make_interval(mins => $6))
     RETURNING id`,
    [`PK-T${randomBytes(4).toString('hex').toUpperCase()}`, userId, parkId, start, end, minutesAgo],
  )
  return rows[0]!.id
}

describe('a booking in fewer statements', () => {
  it("locks the user and the park in one statement and counts the space in the insert's: 2 statements in its transaction", async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 3 })
    const account = await server.register()
    const at = timeline()
    const before = transactionStatements
    const answer = await book(account.token, park, at(2), at(4), 'FEW 1')
    expect(answer.status).toBe(201)
    // The booking's transaction only (the sandbox payment's statement runs after it, outside).
    expect(transactionStatements - before).toBe(2)
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE park_id = $1 AND plate_number = 'FEW 1'", [park])
    expect(rows[0]!.n).toBe(1)
  })

  it('gives an expired hold its space back in the same statement, and answers 409 when the park is full without one', async () => {
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const holder = await server.register()
    const at = timeline()
    const old = await unpaidHold(park, holder.user.id, at(1), at(5), server.config.bookingHoldMinutes + 5)
    const driver = await server.register()
    const first = await book(driver.token, park, at(2), at(4), 'AFTER HOLD')
    expect(first.status).toBe(201)
    const { rows } = await server.db.query<{ status: string; payment_status: string }>('SELECT status, payment_status FROM bookings WHERE id = $1', [old])
    expect(rows[0]).toEqual({ status: 'cancelled', payment_status: 'failed' })

    const second = await book(holder.token, park, at(3), at(6), 'TOO LATE')
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('booking.space_unavailable')
    expect(second.body.detail).toBe(PARK_FULL)
  })

  it('answers a full park before a wallet in another currency, as before', async () => {
    const park = await seedPark(server.db, { countryCode: 'US', currency: 'USD', capacity: 1 })
    const at = timeline()
    const first = await server.register()
    const taken = await book(first.token, park, at(2), at(4), 'FIRST IN')
    expect(taken.status).toBe(201)
    // A Nigerian wallet (NGN) for a USD park: refused for its currency, but the park is full first.
    const driver = await server.register()
    const answer = await book(driver.token, park, at(3), at(5), 'NGN WALLET', 'wallet')
    expect(answer.status).toBe(409)
    expect(answer.body.code).toBe('booking.space_unavailable')
    expect(answer.body.detail).toBe(PARK_FULL)
    // With a space, the currency's refusal, unchanged.
    const free = await book(driver.token, park, at(10), at(12), 'NGN WALLET', 'wallet')
    expect(free.status).toBe(409)
    expect(free.body.code).toBe('booking.wallet_currency_mismatch')
  })

  it('answers an unknown park 404 from the one locking statement, as before', async () => {
    const account = await server.register()
    const at = timeline()
    const body = { park_id: 2_000_000_000, start_time: at(2), end_time: at(4), plate_number: 'NO PARK', payment_method: 'gateway' }
    const unknown = await call(server, 'POST', '/bookings', { token: account.token, body })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('park.not_found')
  })

  it('rolls everything back when the statement that books fails: no booking, no payment, the expired hold not released', async () => {
    // 777 an hour for 2 hours, no fees in ZZ: a payment of 1,554 is refused by the database itself.
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1, hourly: 777, daily: 9999 })
    await server.db.exec(`
      CREATE FUNCTION test_refuse_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.amount = 1554 THEN RAISE EXCEPTION 'refused by the test' USING ERRCODE = '23514'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_refuse_payment BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION test_refuse_payment();`)
    try {
      const holder = await server.register()
      const at = timeline()
      const old = await unpaidHold(park, holder.user.id, at(1), at(5), server.config.bookingHoldMinutes + 5)
      const driver = await server.register()
      const answer = await book(driver.token, park, at(2), at(4), 'REFUSED')
      // The database's refusal, answered as every CHECK violation is.
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('data.out_of_range')
      const bookings = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE park_id = $1 AND plate_number = 'REFUSED'", [park])
      expect(bookings.rows[0]!.n).toBe(0)
      const payments = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE amount = 1554')
      expect(payments.rows[0]!.n).toBe(0)
      const hold = await server.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [old])
      expect(hold.rows[0]!.status).toBe('pending')
    } finally {
      await server.db.exec('DROP TRIGGER test_refuse_payment ON payments; DROP FUNCTION test_refuse_payment();')
    }
  })

  it('takes the user\'s lock before the park\'s (PostgreSQL: two transactions that lock both cannot deadlock)', async (context) => {
    if (server.storage.kind !== 'postgres') return context.skip()
    const park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 5 })
    const account = await server.register()
    const at = timeline()
    const holder = new pg.Client({ connectionString: server.storage.databaseUrl })
    const prober = new pg.Client({ connectionString: server.storage.databaseUrl })
    await holder.connect()
    await prober.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [account.user.id])
      const booking = book(account.token, park, at(2), at(4), 'LOCK ORDER')
      // Until the booking waits on the user's row…
      for (let i = 0; i < 100; i++) {
        const { rows } = await prober.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'",
        )
        if (rows[0]!.n > 0) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      // …the park is still free: it is locked after the user, never before.
      await prober.query('BEGIN')
      await prober.query("SET LOCAL lock_timeout = '1s'")
      await expect(prober.query('SELECT 1 FROM parks WHERE id = $1 FOR UPDATE NOWAIT', [park])).resolves.toBeTruthy()
      await prober.query('ROLLBACK')
      await holder.query('COMMIT')
      expect((await booking).status).toBe(201)
    } finally {
      await holder.end()
      await prober.end()
    }
  })
})
