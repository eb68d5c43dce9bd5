import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, seedPark, setCountry, timeline, topUp } from './moneyTestKit.ts'

// Fee lines are named in the reader's language (Accept-Language), in quotes and in every booking
// answer, whatever the language the booking was made in.

let server: Awaited<ReturnType<typeof startTestServer>>
let park: number
const at = timeline()

beforeAll(async () => {
  server = await startTestServer()
  park = await seedPark(server.db, { countryCode: 'SN', currency: 'XOF', hourly: 1000, daily: 8000 })
})
afterAll(() => server?.close())

const labels = (fees: { code: string; label: string }[]) => Object.fromEntries(fees.map((fee) => [fee.code, fee.label]))

describe('fee labels follow Accept-Language', () => {
  it('a quote names Senegal’s fees in French for a French reader and in English otherwise', async () => {
    const body = { park_id: park, start_time: at(1), end_time: at(3) }
    const french = await call(server, 'POST', '/bookings/quote', { body, headers: { 'accept-language': 'fr-SN,fr;q=0.9' } })
    const english = await call(server, 'POST', '/bookings/quote', { body, headers: { 'accept-language': 'en' } })
    expect(french.status).toBe(200)
    expect(labels(french.body.fees)).toMatchObject({ 'SN-SERVICE': 'Frais de service' })
    expect(labels(english.body.fees)).toMatchObject({ 'SN-SERVICE': 'Service fee' })
    // The same lines and amounts, only the names differ.
    expect(french.body.fees.map((fee: { code: string; amount: number }) => [fee.code, fee.amount])).toEqual(english.body.fees.map((fee: { code: string; amount: number }) => [fee.code, fee.amount]))
  })

  it('a booking made in French reads in English for an English reader, and back', async () => {
    const driver = await server.register()
    await setCountry(server.db, driver.user.id, 'SN')
    await topUp(server, driver.token, 50_000)
    const made = await call(server, 'POST', '/bookings', {
      token: driver.token,
      headers: { 'accept-language': 'fr' },
      body: { park_id: park, start_time: at(5), end_time: at(7), plate_number: 'DK 1234 AB', payment_method: 'wallet' },
    })
    expect(made.status).toBe(201)
    expect(labels(made.body.booking.fees)).toMatchObject({ 'SN-SERVICE': 'Frais de service' })
    const code = made.body.booking.booking_code as string
    const english = await call(server, 'GET', `/bookings/code/${code}`, { token: driver.token, headers: { 'accept-language': 'en' } })
    expect(labels(english.body.fees)).toMatchObject({ 'SN-SERVICE': 'Service fee' })
    const list = await call(server, 'GET', '/bookings/list', { token: driver.token, headers: { 'accept-language': 'fr' } })
    expect(labels(list.body.items[0].fees)).toMatchObject({ 'SN-SERVICE': 'Frais de service' })
  })
})
