import type * as Crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, seedPark, timeline } from './moneyTestKit.ts'

// The draws of booking codes, forced one at a time (the rest of the process draws as usual).
const forced: number[] = []
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>()
  const real = crypto.randomInt as (...args: unknown[]) => unknown
  // randomInt(max) is the code's draw; other forms (a range, a callback) are left to the real one.
  const draw = ((...args: unknown[]) => (forced.length && args.length === 1 ? forced.shift()! : real(...args))) as typeof crypto.randomInt
  return { ...crypto, default: { ...crypto, randomInt: draw }, randomInt: draw }
})

type Server = Awaited<ReturnType<typeof startTestServer>>
let server: Server
let park: number
const at = timeline()

beforeAll(async () => {
  server = await startTestServer()
  park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 5 })
})
afterAll(() => server?.close())

describe('booking codes', () => {
  it('a code already taken is drawn again: the booking is made under another code, once', async () => {
    const driver = await server.register()
    const book = (plate: string, from: number) =>
      call(server, 'POST', '/bookings', {
        token: driver.token,
        body: { park_id: park, start_time: at(from), end_time: at(from + 1), plate_number: plate, payment_method: 'gateway' },
      })
    // PK-AAAAAA for the first; the second draws PK-AAAAAA again (taken), then PK-BBBBBB.
    forced.push(...Array(6).fill(0))
    const first = await book('CODE 1', 1)
    expect(first.status).toBe(201)
    expect(first.body.booking.booking_code).toBe('PK-AAAAAA')
    forced.push(...Array(6).fill(0), ...Array(6).fill(1))
    const second = await book('CODE 2', 3)
    expect(second.status).toBe(201)
    expect(second.body.booking.booking_code).toBe('PK-BBBBBB')
    expect(forced).toEqual([])
    const { rows } = await server.db.query<{ booking_code: string; plate_number: string }>(
      'SELECT booking_code, plate_number FROM bookings WHERE user_id = $1 ORDER BY id',
      [driver.user.id],
    )
    expect(rows).toEqual([
      { booking_code: 'PK-AAAAAA', plate_number: 'CODE 1' },
      { booking_code: 'PK-BBBBBB', plate_number: 'CODE 2' },
    ])
  })
})
