// @parkade/core's typed client against the real server: every money call of SPEC §7 (and the
// DESIGN additions) goes through createApiClient exactly as the SDK sends it.
import { ParkadeApiError, SPEC_MESSAGES, bookingItems, createApiClient } from '@parkade/core'
import type { ApiClient } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './helpers/startTestServer.ts'
import { hostedUrl, ledgerSum, pressSandboxButton, seedPark, timeline } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>

let server: Server
let client: ApiClient
let anonymous: ApiClient
let userId: number
let park: number
const at = timeline()

async function rejection(promise: Promise<unknown>): Promise<ParkadeApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ParkadeApiError)
    return error as ParkadeApiError
  }
  throw new Error('expected the call to fail')
}

beforeAll(async () => {
  server = await startTestServer()
  const account = await server.register()
  userId = account.user.id
  client = createApiClient({ baseUrl: server.apiBase, getToken: () => account.token })
  anonymous = createApiClient({ baseUrl: server.apiBase, getToken: () => null })
  park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 2 })
})
afterAll(() => server?.close())

describe('core client: vehicles', () => {
  it('lists, creates, updates, sets the default and removes', async () => {
    expect(await client.vehicles.list()).toEqual([])
    const car = await client.vehicles.create({ plate_number: 'kja 123 aa', vehicle_type_id: 1, make: 'Honda' })
    expect(car).toMatchObject({ plate_number: 'KJA 123 AA', is_default: true, make: 'Honda' })
    const van = await client.vehicles.create({ plate_number: 'LSD 999 ZZ', vehicle_type_id: 1 })
    expect((await client.vehicles.update(van.id, { color: 'White' })).color).toBe('White')
    expect((await client.vehicles.setDefault(van.id)).is_default).toBe(true)
    expect((await client.vehicles.list()).map((v) => [v.plate_number, v.is_default])).toEqual([
      ['LSD 999 ZZ', true],
      ['KJA 123 AA', false],
    ])
    expect(await client.vehicles.remove(car.id)).toEqual({ detail: 'Vehicle deleted.' })
    const duplicate = await rejection(client.vehicles.create({ plate_number: 'LSD-999-ZZ', vehicle_type_id: 1 }))
    expect(duplicate).toMatchObject({ status: 409, message: 'You have already saved the plate LSD 999 ZZ.' })
    const missing = await rejection(client.vehicles.remove(car.id))
    expect(missing).toMatchObject({ status: 404, message: 'Vehicle not found.' })
  })

  it('refuses before any request without a token', async () => {
    const error = await rejection(anonymous.vehicles.list())
    // The SDK's own failure carries its text's key, which a UI words in the driver's language.
    expect(error).toMatchObject({ kind: 'unauthenticated', message: SPEC_MESSAGES.noAuthToken })
    expect(SPEC_MESSAGES.noAuthToken).toBe('validation.noAuthToken')
  })
})

describe('core client: wallet', () => {
  it('adds funds, pays on the sandbox page, verifies once and lists the transaction', async () => {
    expect(await client.wallet.get()).toEqual({ balance: 0, currency: 'NGN' })
    const started = await client.wallet.addFunds({ amount: 10_000, return_url: 'http://127.0.0.1:5173/wallet/callback' }, { idempotencyKey: 'core-topup-1' })
    expect(started.data.payment_info.authorization_url).toBeTruthy()
    const replay = await client.wallet.addFunds({ amount: 10_000, return_url: 'http://127.0.0.1:5173/wallet/callback' }, { idempotencyKey: 'core-topup-1' })
    expect(replay.data.reference).toBe(started.data.reference)

    await pressSandboxButton(server, hostedUrl(started.data), 'pay')
    const query = { payment_reference: started.data.reference, amount: 10_000, payment_provider: started.data.provider }
    const verified = await client.wallet.verifyPayment(query)
    expect(verified).toMatchObject({ status: 'success', data: { new_balance: 10_000 } })
    expect((await client.wallet.verifyPayment(query)).data.new_balance).toBe(10_000)

    const page = await client.wallet.transactions()
    expect(page).toMatchObject({ total: 1, page: 1, size: 10, pages: 1 })
    expect(page.items[0]).toMatchObject({ type: 'credit', amount: 10_000, balance_after: 10_000, reference: started.data.reference })
    expect((await client.wallet.get()).balance).toBe(await ledgerSum(server.db, userId))
  })

  it('credit refuses an already credited reference and an invented one', async () => {
    const [entry] = (await client.wallet.transactions()).items
    const again = await rejection(client.wallet.credit({ amount: 10_000, reference: entry!.reference }))
    expect(again).toMatchObject({ status: 409, message: 'This payment has already been credited to your wallet.' })
    const invented = await rejection(client.wallet.credit({ amount: 50, reference: 'MADE-UP', description: 'free money' }))
    expect(invented).toMatchObject({ status: 404, message: 'Payment not found.' })
    expect((await client.wallet.get()).balance).toBe(10_000)
  })

  it('credit credits a verified reference the app reports itself', async () => {
    const started = await client.wallet.addFunds({ amount: 250 })
    await pressSandboxButton(server, hostedUrl(started.data), 'pay')
    const credited = await client.wallet.credit({ amount: 250, reference: started.data.reference, description: 'Top-up' })
    expect(credited).toMatchObject({ status: 'success', data: { new_balance: 10_250 } })
  })
})

describe('core client: bookings', () => {
  it('quotes, books with the wallet (idempotently), lists, reads, extends, cancels and renews', async () => {
    const times = { start_time: at(3), end_time: at(5) }
    const quote = await anonymous.bookings.quote({ park_id: park, ...times })
    expect(quote).toMatchObject({ hours: 2, total: 1000, currency: 'NGN' })

    const body = { park_id: park, ...times, plate_number: 'ABJ 555 CD', payment_method: 'wallet' as const, partner: 'hotel-ikeja' }
    const created = await client.bookings.create(body, { idempotencyKey: 'core-booking-1' })
    expect(created.booking).toMatchObject({ status: 'active', payment_status: 'paid', total: quote.total, partner: 'hotel-ikeja' })
    expect(created.payment).toBeNull()
    expect(await client.bookings.create(body, { idempotencyKey: 'core-booking-1' })).toEqual(created)
    const reused = await rejection(client.bookings.create({ ...body, plate_number: 'OTHER 1' }, { idempotencyKey: 'core-booking-1' }))
    expect(reused.status).toBe(422)

    const list = await client.bookings.list({ page: 1, status_filter: 'all' })
    expect(bookingItems(list).map((b) => b.booking_code)).toEqual([created.booking.booking_code])
    expect(await client.bookings.get(created.booking.booking_code)).toEqual(created.booking)

    const extended = await client.bookings.extend({ booking_id: created.booking.id, new_end_time: at(6) })
    expect(extended).toMatchObject({ extra_amount: 500, currency: 'NGN', booking: { total: 1500 } })
    expect((await client.wallet.get()).balance).toBe(10_250 - 1500)

    const cancelled = await client.bookings.setStatus(created.booking.id, 'cancelled')
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
    expect((await client.wallet.get()).balance).toBe(10_250)
    const renewed = await client.bookings.setStatus(created.booking.id, 'active')
    expect(renewed).toMatchObject({ status: 'active', payment_status: 'paid' })
    expect((await client.wallet.get()).balance).toBe(10_250 - 1500)
    expect((await client.wallet.get()).balance).toBe(await ledgerSum(server.db, userId))

    const again = await rejection(client.bookings.setStatus(created.booking.id, 'active'))
    expect(again).toMatchObject({ status: 409, message: 'This booking is already active.' })
  })

  it('books through the gateway and confirms the payment', async () => {
    const created = await client.bookings.create({ park_id: park, start_time: at(8), end_time: at(9), plate_number: 'GW 77', payment_method: 'gateway' })
    expect(created.booking.status).toBe('pending')
    expect(created.payment).not.toBeNull()
    await pressSandboxButton(server, hostedUrl(created.payment!), 'pay')
    const confirmed = await client.bookings.confirmPayment(created.booking.id, {
      payment_reference: created.payment!.reference,
      payment_provider: created.payment!.provider,
    })
    expect(confirmed).toMatchObject({ status: 'active', payment_status: 'paid' })
  })

  it('shows the server’s sentence for a full park and a past arrival', async () => {
    const full = await seedPark(server.db, { countryCode: 'ZZ', capacity: 0 })
    const error = await rejection(client.bookings.create({ park_id: full, start_time: at(3), end_time: at(4), plate_number: 'X 1', payment_method: 'wallet' }))
    expect(error).toMatchObject({ status: 409, message: 'This car park is full for the selected time.' })
    const past = await rejection(anonymous.bookings.quote({ park_id: park, start_time: at(-1), end_time: at(1) }))
    expect(past).toMatchObject({ status: 400, message: 'Arrival time cannot be in the past.' })
  })
})

describe('core client: create-payment-intent', () => {
  it('reaches /api/create-payment-intent outside /api/v1, with or without a session', async () => {
    const intent = await client.payments.createPaymentIntent({ amount: 2599, currency: 'usd', metadata: { purpose: 'wallet' } })
    expect(intent).toMatchObject({ amount: 2599, currency: 'usd', sandbox: true })
    expect(intent.client_secret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/)
    const guest = await anonymous.payments.createPaymentIntent({ amount: 100, currency: 'cad' })
    expect(guest.currency).toBe('cad')
    // A client that ignores the types: the server still refuses it.
    const bad = await rejection(anonymous.payments.createPaymentIntent({ amount: 100, currency: 'eur' as never }))
    expect(bad).toMatchObject({ status: 400, message: 'currency must be usd or cad.' })
  })
})
