import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPayment } from '../payments/paymentRecords.ts'
import { recordRefund } from '../payments/refundToSource.ts'
import { settlePayment } from '../payments/settlePayment.ts'
import { startRefundRetryJob } from '../payments/startRefundRetryJob.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, ledgerSum, pressSandboxButton, seedPark, timeline, topUp } from './moneyTestKit.ts'

// Issue 23, items 2 and 10: an extension pays like a booking (wallet or the country's gateway,
// applied only once the server confirms the payment), and a cancelled booking paid by card or
// mobile money is refunded to it, not to the wallet.

type Server = Awaited<ReturnType<typeof startTestServer>>
type Account = { token: string; user: { id: number } }

let server: Server
/** NGN (Paystack), 500/h, in a country without fees. */
let park: number

const at = timeline()
const HOLD_MINUTES = 15
const RETURN_URL = 'http://127.0.0.1:5173/booking-details/PK-TEST'

beforeAll(async () => {
  server = await startTestServer({ config: { bookingHoldMinutes: HOLD_MINUTES } })
  park = await seedPark(server.db, { countryCode: 'ZZ', capacity: 50 })
})
afterAll(() => server?.close())

const balance = async (account: Account) => (await call(server, 'GET', '/wallet', { token: account.token })).body.balance as number
const confirm = (account: Account, bookingId: number, reference: string) =>
  call(server, 'POST', `/bookings/${bookingId}/confirm-payment`, { token: account.token, query: { payment_reference: reference, payment_provider: 'paystack' } })
const ledgerOf = async (reference: string) =>
  (await server.db.query<{ type: string; amount: number }>('SELECT type, amount FROM ledger_entries WHERE reference = $1 ORDER BY id', [reference])).rows.map((r) => [
    r.type,
    Number(r.amount),
  ])
const refundOf = async (reference: string) =>
  (await server.db.query<{ status: string; amount: number; reason: string }>('SELECT status, amount, reason FROM refunds WHERE payment_reference = $1', [reference])).rows.map(
    (r) => ({ ...r, amount: Number(r.amount) }),
  )
const sandboxRefundOf = async (reference: string) =>
  (await server.db.query<{ refund: { amount: number } | null }>("SELECT provider_payload -> 'sandbox' -> 'refund' AS refund FROM payments WHERE reference = $1", [reference]))
    .rows[0]?.refund ?? null

/** A booking paid through Paystack's sandbox page and confirmed. */
async function gatewayBooking(account: Account, parkId: number, from: number, to: number, plate: string) {
  const created = await call(server, 'POST', '/bookings', {
    token: account.token,
    body: { park_id: parkId, start_time: at(from), end_time: at(to), plate_number: plate, payment_method: 'gateway', return_url: RETURN_URL },
  })
  expect(created.status).toBe(201)
  await pressSandboxButton(server, hostedUrl(created.body.payment), 'pay')
  const confirmed = await confirm(account, created.body.booking.id, created.body.payment.reference)
  expect(confirmed.body).toMatchObject({ status: 'active', payment_status: 'paid' })
  return confirmed.body as { id: number; end_time: string; total: number; payment_reference: string }
}

function extendByGateway(account: Account, bookingId: number, newEnd: string) {
  return call(server, 'POST', '/bookings/extend', {
    token: account.token,
    body: { booking_id: bookingId, new_end_time: newEnd, payment_method: 'gateway', return_url: RETURN_URL },
  })
}

describe('an extension paid through the gateway', () => {
  it('changes nothing until the payment is confirmed, then applies once; the wallet is untouched', async () => {
    const driver = await server.register()
    const booking = await gatewayBooking(driver, park, 1, 3, 'EXT 1')
    const started = await extendByGateway(driver, booking.id, at(5))
    expect(started.status).toBe(200)
    // The booking is unchanged and the driver is sent to pay the extra time (2 h at 500).
    expect(started.body).toMatchObject({ extra_amount: 1000, currency: 'NGN', booking: { id: booking.id, end_time: booking.end_time, total: 1000 } })
    expect(started.body.payment).toMatchObject({ provider: 'paystack', amount: 1000, currency: 'NGN' })
    const reference = started.body.payment.reference as string
    expect((await confirm(driver, booking.id, reference)).body).toMatchObject({ end_time: booking.end_time })

    const pressed = await pressSandboxButton(server, hostedUrl(started.body.payment), 'pay')
    expect(pressed.headers.get('location')).toBe(`${RETURN_URL}?reference=${reference}&provider=paystack&status=succeeded`)
    const applied = await confirm(driver, booking.id, reference)
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({ end_time: at(5), total: 2000, subtotal: 2000, status: 'active', payment_status: 'paid' })
    // Again: the same booking, not extended twice.
    expect((await confirm(driver, booking.id, reference)).body).toMatchObject({ end_time: at(5), total: 2000 })
    expect(await ledgerOf(reference)).toEqual([
      ['credit', 1000],
      ['debit', 1000],
    ])
    expect(await balance(driver)).toBe(0)
    expect(await ledgerSum(server.db, driver.user.id)).toBe(0)
  })

  it('is not applied when the card is declined, and says so', async () => {
    const driver = await server.register()
    const booking = await gatewayBooking(driver, park, 1, 3, 'EXT 2')
    const started = await extendByGateway(driver, booking.id, at(4))
    const reference = started.body.payment.reference as string
    await pressSandboxButton(server, hostedUrl(started.body.payment), 'fail')
    const declined = await confirm(driver, booking.id, reference)
    expect(declined.status).toBe(402)
    expect(declined.body.code).toBe('booking.extension_payment_failed')
    expect(declined.body.detail).toContain('Try another card or payment method.')
    const after = await call(server, 'GET', `/bookings/code/${(await call(server, 'GET', '/bookings/list', { token: driver.token })).body.items[0].booking_code}`, { token: driver.token })
    expect(after.body).toMatchObject({ end_time: booking.end_time, total: 1000, status: 'active' })
    expect(await ledgerOf(reference)).toEqual([])
  })

  it('applies once however many verifications of its payment run at the same time', async () => {
    const driver = await server.register()
    const booking = await gatewayBooking(driver, park, 1, 3, 'EXT 3')
    const started = await extendByGateway(driver, booking.id, at(6))
    const reference = started.body.payment.reference as string
    await pressSandboxButton(server, hostedUrl(started.body.payment), 'pay')
    // Through the API (the in-flight guard answers 409 to the overlapping ones) and straight to
    // the settlement as twin webhooks would reach it, past the guard.
    const payment = (await findPayment(server.db, reference))!
    const verification = { status: 'succeeded' as const, amount: 1500, currency: 'NGN' }
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => confirm(driver, booking.id, reference)),
      ...Array.from({ length: 4 }, () => settlePayment(server.db, payment, verification, HOLD_MINUTES)),
    ])
    expect(answers.slice(0, 4).every((a) => 'status' in a && (a.status === 200 || a.status === 409))).toBe(true)
    const final = await confirm(driver, booking.id, reference)
    expect(final.body).toMatchObject({ end_time: at(6), total: 2500, subtotal: 2500 })
    expect(await ledgerOf(reference)).toEqual([
      ['credit', 1500],
      ['debit', 1500],
    ])
  })

  it('is refused when the space was taken for the extra time meanwhile, and the payment is refunded to the card', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const driver = await server.register()
    const other = await server.register()
    const booking = await gatewayBooking(driver, one, 1, 3, 'EXT 4')
    const started = await extendByGateway(driver, booking.id, at(5))
    expect(started.status).toBe(200)
    const reference = started.body.payment.reference as string
    // While the driver pays, someone else books the last space from 3 to 5.
    await gatewayBooking(other, one, 3, 5, 'OTHER 4')
    await pressSandboxButton(server, hostedUrl(started.body.payment), 'pay')

    const refused = await confirm(driver, booking.id, reference)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('booking.extension_space_taken')
    expect(refused.body.detail).toBe(
      'The space was taken for the extra time while you were paying, so the booking was not extended. Your payment of ₦1,000.00 is refunded to your card or mobile money.',
    )
    // Asked again: the same answer, one refund.
    expect((await confirm(driver, booking.id, reference)).body.code).toBe('booking.extension_space_taken')
    expect(await refundOf(reference)).toEqual([{ status: 'succeeded', amount: 1000, reason: 'extension_refused' }])
    expect(await sandboxRefundOf(reference)).toMatchObject({ amount: 1000, currency: 'NGN' })
    // Nothing went through the wallet, and the booking still ends when it did.
    expect(await ledgerOf(reference)).toEqual([])
    expect(await balance(driver)).toBe(0)
    const list = (await call(server, 'GET', '/bookings/list', { token: driver.token })).body.items
    expect(list[0]).toMatchObject({ id: booking.id, end_time: booking.end_time, total: 1000 })
  })

  it('from the wallet still charges the wallet at once', async () => {
    const driver = await server.register()
    await topUp(server, driver.token, 5000)
    const booking = await gatewayBooking(driver, park, 1, 3, 'EXT 5')
    const extended = await call(server, 'POST', '/bookings/extend', { token: driver.token, body: { booking_id: booking.id, new_end_time: at(4), payment_method: 'wallet' } })
    expect(extended.status).toBe(200)
    expect(extended.body).toMatchObject({ extra_amount: 500, payment: null, booking: { end_time: at(4), total: 1500 } })
    expect(await balance(driver)).toBe(4500)
  })
})

describe('a renewal paid through the gateway', () => {
  const renew = (account: Account, bookingId: number, body: Record<string, unknown>) => call(server, 'POST', `/bookings/${bookingId}/renew`, { token: account.token, body })

  it('keeps the booking cancelled until the payment is confirmed, then makes it active once; a decline renews nothing', async () => {
    const driver = await server.register()
    const booking = await gatewayBooking(driver, park, 2, 4, 'REN 1')
    await call(server, 'PUT', `/bookings/${booking.id}/status`, { token: driver.token, query: { status: 'cancelled' } })

    const declined = await renew(driver, booking.id, { payment_method: 'gateway', return_url: RETURN_URL })
    expect(declined.status).toBe(200)
    expect(declined.body).toMatchObject({ booking: { status: 'cancelled' }, payment: { provider: 'paystack', amount: 1000 } })
    await pressSandboxButton(server, hostedUrl(declined.body.payment), 'fail')
    const refusal = await confirm(driver, booking.id, declined.body.payment.reference)
    expect([refusal.status, refusal.body.code]).toEqual([402, 'booking.renewal_payment_failed'])

    const started = await renew(driver, booking.id, { payment_method: 'gateway', return_url: RETURN_URL })
    const reference = started.body.payment.reference as string
    await pressSandboxButton(server, hostedUrl(started.body.payment), 'pay')
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirm(driver, booking.id, reference)))
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect((await confirm(driver, booking.id, reference)).body).toMatchObject({ status: 'active', payment_status: 'paid', payment_method: 'gateway', payment_reference: reference })
    expect(await ledgerOf(reference)).toEqual([
      ['credit', 1000],
      ['debit', 1000],
    ])
    expect(await balance(driver)).toBe(0)
  })

  it('is refused when the space was taken meanwhile, and the payment is refunded to the card', async () => {
    const one = await seedPark(server.db, { countryCode: 'ZZ', capacity: 1 })
    const driver = await server.register()
    const other = await server.register()
    const booking = await gatewayBooking(driver, one, 2, 4, 'REN 2')
    await call(server, 'PUT', `/bookings/${booking.id}/status`, { token: driver.token, query: { status: 'cancelled' } })
    const started = await renew(driver, booking.id, { payment_method: 'gateway' })
    expect(started.status).toBe(200)
    await gatewayBooking(other, one, 2, 4, 'OTHER 2')
    await pressSandboxButton(server, hostedUrl(started.body.payment), 'pay')
    const refused = await confirm(driver, booking.id, started.body.payment.reference)
    expect([refused.status, refused.body.code]).toEqual([409, 'booking.renewal_space_taken'])
    expect(await refundOf(started.body.payment.reference)).toEqual([{ status: 'succeeded', amount: 1000, reason: 'renewal_refused' }])
    expect(await ledgerOf(started.body.payment.reference)).toEqual([])
  })

  it('from the wallet renews at once', async () => {
    const driver = await server.register()
    await topUp(server, driver.token, 3000)
    const booking = await gatewayBooking(driver, park, 2, 4, 'REN 3')
    await call(server, 'PUT', `/bookings/${booking.id}/status`, { token: driver.token, query: { status: 'cancelled' } })
    const renewed = await renew(driver, booking.id, { payment_method: 'wallet' })
    expect(renewed.body).toMatchObject({ booking: { status: 'active', payment_status: 'paid', payment_method: 'wallet' }, payment: null })
    expect(await balance(driver)).toBe(2000)
  })
})

describe('cancelling a paid booking refunds each payment to where it came from', () => {
  it('a booking paid by card: back to the card, nothing through the wallet', async () => {
    const driver = await server.register()
    const booking = await gatewayBooking(driver, park, 2, 4, 'REF 1')
    const cancelled = await call(server, 'PUT', `/bookings/${booking.id}/status`, { token: driver.token, query: { status: 'cancelled' } })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded', payment_method: 'gateway', refunded_to_source: 1000 })
    expect(await refundOf(booking.payment_reference)).toEqual([{ status: 'succeeded', amount: 1000, reason: 'cancellation' }])
    expect(await sandboxRefundOf(booking.payment_reference)).toMatchObject({ amount: 1000 })
    // No refund credit (then debit) in the wallet: only the payment's own pair.
    const { rows } = await server.db.query<{ type: string; reference: string }>('SELECT type, reference FROM ledger_entries WHERE user_id = $1 ORDER BY id', [driver.user.id])
    expect(rows).toEqual([
      { type: 'credit', reference: booking.payment_reference },
      { type: 'debit', reference: booking.payment_reference },
    ])
    expect(await balance(driver)).toBe(0)
  })

  it('a card booking extended from the wallet: the card part to the card, the wallet part to the wallet', async () => {
    const driver = await server.register()
    await topUp(server, driver.token, 2000)
    const booking = await gatewayBooking(driver, park, 2, 4, 'REF 2')
    await call(server, 'POST', '/bookings/extend', { token: driver.token, body: { booking_id: booking.id, new_end_time: at(5) } })
    expect(await balance(driver)).toBe(1500)
    const cancelled = await call(server, 'PUT', `/bookings/${booking.id}/status`, { token: driver.token, query: { status: 'cancelled' } })
    expect(cancelled.body).toMatchObject({ payment_status: 'refunded', total: 1500, refunded_to_source: 1000 })
    expect(await balance(driver)).toBe(2000)
  })

  it('a booking paid from the wallet: back to the wallet', async () => {
    const driver = await server.register()
    await topUp(server, driver.token, 2000)
    const created = await call(server, 'POST', '/bookings', {
      token: driver.token,
      body: { park_id: park, start_time: at(2), end_time: at(4), plate_number: 'REF 3', payment_method: 'wallet' },
    })
    expect(await balance(driver)).toBe(1000)
    const cancelled = await call(server, 'PUT', `/bookings/${created.body.booking.id}/status`, { token: driver.token, query: { status: 'cancelled' } })
    expect(cancelled.body).toMatchObject({ payment_status: 'refunded', payment_method: 'wallet', refunded_to_source: 0 })
    expect(await balance(driver)).toBe(2000)
  })
})

describe('a refund the provider could not take when it was recorded', () => {
  it('is asked again by the background job, once, after a minute’s grace', async () => {
    const driver = await server.register()
    const booking = await gatewayBooking(driver, park, 6, 8, 'RETRY 1')
    const reference = booking.payment_reference
    // As a cancellation records it when the provider is down: due, not sent.
    await server.db.transaction((tx) => recordRefund(tx, { reference, bookingId: booking.id, provider: 'paystack', amount: 1000, currency: 'NGN', reason: 'cancellation' }))
    const quiet = { info: () => undefined, error: () => undefined }
    const job = startRefundRetryJob({ db: server.db, config: { ...server.config, holdSweepMs: 3_600_000 }, log: quiet })
    try {
      expect(await job.runOnce()).toBe(0)
      expect(await refundOf(reference)).toEqual([{ status: 'pending', amount: 1000, reason: 'cancellation' }])
      await server.db.query("UPDATE refunds SET created_at = now() - interval '2 minutes' WHERE payment_reference = $1", [reference])
      expect(await job.runOnce()).toBeGreaterThanOrEqual(1)
      expect(await refundOf(reference)).toEqual([{ status: 'succeeded', amount: 1000, reason: 'cancellation' }])
      expect(await sandboxRefundOf(reference)).toMatchObject({ amount: 1000 })
      await job.runOnce()
      expect(await refundOf(reference)).toEqual([{ status: 'succeeded', amount: 1000, reason: 'cancellation' }])
    } finally {
      await job.stop()
    }
  })
})
