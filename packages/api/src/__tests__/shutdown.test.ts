import { connect } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/Database.ts'
import { dropStorage, startTestServer } from './helpers/startTestServer.ts'
import type { TestStorage } from './helpers/startTestServer.ts'
import { seedPark, timeline } from './moneyTestKit.ts'

let storage: TestStorage | null = null
afterAll(async () => {
  if (storage) await dropStorage(storage)
})

/** Sends a booking on a raw connection and cuts it once the request is out: a client that goes away. */
function bookAndHangUp(port: number, token: string, body: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body)
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/v1/bookings HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
        () => setTimeout(() => (socket.destroy(), resolve()), 5),
      )
    })
    socket.on('error', reject)
  })
}

describe('shutdown', () => {
  it('waits for handlers whose clients went away before the database closes', async () => {
    const server = await startTestServer({ keep: true })
    storage = server.storage
    const park = await seedPark(server.db, { capacity: 100 })
    const driver = await server.register()
    const port = Number(new URL(server.url).port)
    // Every use of the database after it closed, as the handlers would meet it.
    let closed = false
    const late: string[] = []
    const db = server.db as { -readonly [K in keyof Database]: Database[K] }
    for (const method of ['query', 'exec', 'transaction'] as const) {
      const original = db[method].bind(db) as (...args: unknown[]) => Promise<unknown>
      ;(db as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        if (closed) late.push(method)
        return original(...args)
      }
    }
    const at = timeline()
    const sent = 24
    await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        bookAndHangUp(port, driver.token, { park_id: park, start_time: at(2 + i), end_time: at(3 + i), plate_number: `GONE ${i}`, payment_method: 'gateway' }),
      ),
    )
    // The bookings are in flight, their connections gone: the HTTP server has nothing left to wait for.
    await server.app.close()
    closed = true
    await server.db.close()
    // Anything still running would reach the closed database in the next moments.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(late).toEqual([])

    // Every booking that started finished whole: its payment beside it.
    const reopened = await startTestServer({ storage, keep: true, seed: false })
    try {
      const { rows } = await reopened.db.query<{ bookings: number; payments: number }>(
        `SELECT count(*)::int AS bookings, count(p.reference)::int AS payments
           FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id WHERE b.park_id = $1`,
        [park],
      )
      expect(rows[0]!.bookings).toBeGreaterThan(0)
      expect(rows[0]!.payments).toBe(rows[0]!.bookings)
    } finally {
      await reopened.close()
    }
  })
})
