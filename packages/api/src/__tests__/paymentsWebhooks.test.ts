// Signed webhooks from Paystack, Wave and Stripe, delivered to a server whose real adapters
// talk to the local provider stand-in: forged, altered, stale, replayed and unknown deliveries
// are refused and recorded, and a payment credits once whoever tells the server first.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paystackSignature, timestampedSignature } from '../payments/webhookSignatures.ts'
import { STAND_IN_WEBHOOK_SECRETS, startLiveServer } from './helpers/startProviderStandIn.ts'
import type { ProviderStandIn } from './helpers/startProviderStandIn.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, ledgerSum, seedPark, setCountry, timeline } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>
type Provider = 'paystack' | 'wave' | 'stripe'

let standIn: ProviderStandIn
let server: Server
let live: Awaited<ReturnType<typeof startLiveServer>>

beforeAll(async () => {
  live = await startLiveServer()
  ;({ standIn, server } = live)
})
afterAll(() => live?.close())

const RETURN = 'http://127.0.0.1:5173/wallet/callback'
const COUNTRY: Record<Provider, [string, string, number]> = { paystack: ['NG', 'NGN', 1500], wave: ['SN', 'XOF', 3000], stripe: ['US', 'USD', 12.5] }

/** A provider's event about a payment, in its documented shape. */
function eventFor(provider: Provider, record: Record<string, unknown>, outcome: 'succeeded' | 'failed' = 'succeeded'): Record<string, unknown> {
  const eventId = randomBytes(8).toString('hex')
  if (provider === 'paystack') return { event: outcome === 'succeeded' ? 'charge.success' : 'charge.failed', data: record }
  if (provider === 'wave') {
    return { id: `AE_${eventId}`, type: outcome === 'succeeded' ? 'checkout.session.completed' : 'checkout.session.payment_failed', data: record }
  }
  return { id: `evt_${eventId}`, object: 'event', type: outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', data: { object: record } }
}

interface SignOptions {
  secret?: string
  /** Seconds since the epoch written in the signature. */
  timestamp?: number
}

function signed(provider: Provider, body: string, options: SignOptions = {}): Record<string, string> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
  if (provider === 'paystack') return { 'x-paystack-signature': paystackSignature(body, options.secret ?? standIn.keys.paystack) }
  if (provider === 'wave') return { 'wave-signature': timestampedSignature(body, options.secret ?? STAND_IN_WEBHOOK_SECRETS.wave, '', timestamp) }
  return { 'stripe-signature': timestampedSignature(body, options.secret ?? STAND_IN_WEBHOOK_SECRETS.stripe, '.', timestamp) }
}

const deliver = (provider: Provider, body: string, headers: Record<string, string>) =>
  call(server, 'POST', `/api/webhooks/${provider}`, { body, contentType: 'application/json', headers })

async function topUpStarted(provider: Provider) {
  const [country, currency, amount] = COUNTRY[provider]
  const account = await server.register()
  await setCountry(server.db, account.user.id, country)
  const answer = await call(server, 'POST', '/wallet/add-funds', { token: account.token, body: { amount, return_url: RETURN } })
  expect(answer.status, answer.text).toBe(200)
  return { ...account, reference: answer.body.data.reference as string, amount, currency }
}

async function deliveries(reference: string) {
  const { rows } = await server.db.query<{ outcome: string; detail: string }>('SELECT outcome, detail FROM webhook_deliveries WHERE reference = $1 ORDER BY id', [
    reference,
  ])
  return rows
}

describe.each(['paystack', 'wave', 'stripe'] as const)('%s webhooks', (provider) => {
  it('a signed success credits the wallet once; the same delivery again changes nothing', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    const body = JSON.stringify(eventFor(provider, standIn.record(provider, payment.reference)))
    const first = await deliver(provider, body, signed(provider, body))
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({ received: true, outcome: 'applied' })
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(payment.amount)

    const replay = await deliver(provider, body, signed(provider, body))
    expect(replay.status).toBe(200)
    expect(replay.body.outcome).toBe('duplicate')
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(payment.amount)
    expect((await deliveries(payment.reference)).map((d) => d.outcome)).toEqual(['applied', 'duplicate'])

    // The driver's return page asks too: the answer is the same balance, not a second credit.
    const verified = await call(server, 'POST', '/wallet/verify-payment', {
      token: payment.token,
      query: { payment_reference: payment.reference, amount: payment.amount, payment_provider: provider },
    })
    expect(verified.body).toMatchObject({ status: 'success', message: 'Payment already verified.', data: { new_balance: payment.amount } })
  })

  it('another event about an already credited payment credits nothing more', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    for (let i = 0; i < 2; i++) {
      const event = eventFor(provider, standIn.record(provider, payment.reference))
      // Paystack names an event by its type and transaction: a second one needs another transaction id.
      if (provider === 'paystack') (event.data as Record<string, unknown>).id = 1_000_000 + i
      const body = JSON.stringify(event)
      expect((await deliver(provider, body, signed(provider, body))).status).toBe(200)
    }
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(payment.amount)
  })

  it('twenty concurrent deliveries of one event credit once', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    const body = JSON.stringify(eventFor(provider, standIn.record(provider, payment.reference)))
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(provider, body, signed(provider, body))))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(payment.amount)
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*) AS n FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [payment.reference])
    expect(Number(rows[0]!.n)).toBe(1)
  })

  it('refuses and records a bad signature, an altered body and a missing signature; nothing is credited', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    const body = JSON.stringify(eventFor(provider, standIn.record(provider, payment.reference)))
    const forged = await deliver(provider, body, signed(provider, body, { secret: 'not-the-secret' }))
    expect(forged.status).toBe(401)
    expect(forged.body.detail).toMatch(/signature/)
    const altered = body.replace(/"amount":("?)(\d+)/, (_m, quote: string, digits: string) => `"amount":${quote}${Number(digits) * 10}`)
    expect(altered).not.toBe(body)
    expect((await deliver(provider, altered, signed(provider, body))).status).toBe(401)
    const unsigned = await deliver(provider, body, {})
    expect(unsigned.status).toBe(401)
    expect(unsigned.body.detail).toMatch(/header is missing/)
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(0)
    const { rows } = await server.db.query<{ n: number }>(
      "SELECT count(*) AS n FROM webhook_deliveries WHERE provider = $1 AND outcome = 'refused' AND detail LIKE '%signature%'",
      [provider],
    )
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(3)
    // The forged deliveries did not use up the event: the genuine one still applies.
    expect((await deliver(provider, body, signed(provider, body))).body.outcome).toBe('applied')
  })

  it('refuses a signed event about a reference this server never issued', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    const record = standIn.record(provider, payment.reference)
    const unknown = `PKD_neverissued_${provider}`
    if (provider === 'paystack') record.reference = unknown
    if (provider === 'wave') Object.assign(record, { client_reference: unknown, id: 'cos-neverissued' })
    if (provider === 'stripe') Object.assign(record, { metadata: { reference: unknown }, id: 'pi_neverissued' })
    const body = JSON.stringify(eventFor(provider, record))
    const answer = await deliver(provider, body, signed(provider, body))
    expect(answer.status).toBe(404)
    expect(answer.body.detail).toBe('No payment of this server has this reference.')
    expect(await deliveries(unknown)).toEqual([{ outcome: 'refused', detail: 'No payment of this server has this reference.' }])
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(0)
  })

  it('refuses a signed success for another amount', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    standIn.tamper(provider, payment.reference, { amount: 1 })
    const body = JSON.stringify(eventFor(provider, standIn.record(provider, payment.reference)))
    const answer = await deliver(provider, body, signed(provider, body))
    expect(answer.status).toBe(409)
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(0)
  })

  it('a signed failure records the payment as failed and credits nothing', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'failed')
    const body = JSON.stringify(eventFor(provider, standIn.record(provider, payment.reference), 'failed'))
    const answer = await deliver(provider, body, signed(provider, body))
    expect(answer.status, answer.text).toBe(200)
    const { rows } = await server.db.query<{ status: string }>('SELECT status FROM payments WHERE reference = $1', [payment.reference])
    expect(rows[0]!.status).toBe('failed')
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(0)
  })
})

describe.each(['wave', 'stripe'] as const)('%s timestamps', (provider) => {
  it.each([
    ['ten minutes old', -600],
    ['301 seconds old', -301],
    ['signed in the future', 600],
  ])('refuses a correctly signed delivery %s as stale', async (_label, offset) => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    const body = JSON.stringify(eventFor(provider, standIn.record(provider, payment.reference)))
    const answer = await deliver(provider, body, signed(provider, body, { timestamp: Math.floor(Date.now() / 1000) + offset }))
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('The delivery was signed more than 300 seconds ago.')
    expect(await ledgerSum(server.db, payment.user.id, payment.currency)).toBe(0)
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries WHERE outcome = 'refused' AND detail LIKE '%300 seconds%'")
    expect(Number(rows[0]!.n)).toBeGreaterThan(0)
  })

  it('accepts a signature among several (a secret being rotated)', async () => {
    const payment = await topUpStarted(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    const body = JSON.stringify(eventFor(provider, standIn.record(provider, payment.reference)))
    const [name, value] = Object.entries(signed(provider, body))[0]!
    const old = signed(provider, body, { secret: 'the-old-secret' })[name]!.split(',v1=')[1]
    const answer = await deliver(provider, body, { [name]: `${value},v1=${old}` })
    expect(answer.body.outcome).toBe('applied')
  })
})

describe('a booking paid by webhook', () => {
  it('becomes active and paid, and confirming it afterwards answers it unchanged', async () => {
    const account = await server.register()
    await setCountry(server.db, account.user.id, 'CA')
    const at = timeline()
    const parkId = await seedPark(server.db, { countryCode: 'CA', currency: 'CAD', hourly: 7.25 })
    const created = await call(server, 'POST', '/bookings', {
      token: account.token,
      body: { park_id: parkId, start_time: at(1), end_time: at(3), payment_method: 'gateway', plate_number: 'CAN 42', return_url: RETURN },
    })
    expect(created.status, created.text).toBe(201)
    const { booking, payment } = created.body
    standIn.settle('stripe', payment.reference, 'succeeded')
    const body = JSON.stringify(eventFor('stripe', standIn.record('stripe', payment.reference)))
    expect((await deliver('stripe', body, signed('stripe', body))).body.outcome).toBe('applied')
    const read = await call(server, 'GET', `/bookings/code/${booking.booking_code}`, { token: account.token })
    expect(read.body).toMatchObject({ status: 'active', payment_status: 'paid' })
    const confirmed = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: account.token,
      query: { payment_reference: payment.reference, payment_provider: 'stripe' },
    })
    expect(confirmed.body).toMatchObject({ status: 'active', payment_status: 'paid' })
    expect(await ledgerSum(server.db, account.user.id, 'CAD')).toBe(0)
  })
})

describe('an extension paid by webhook', () => {
  it('moves the departure once, whichever of the webhook and confirm-payment tells the server first', async () => {
    const account = await server.register()
    await setCountry(server.db, account.user.id, 'CA')
    const at = timeline()
    const parkId = await seedPark(server.db, { countryCode: 'CA', currency: 'CAD', hourly: 7.25 })
    const created = await call(server, 'POST', '/bookings', {
      token: account.token,
      body: { park_id: parkId, start_time: at(1), end_time: at(3), payment_method: 'gateway', plate_number: 'CAN 43', return_url: RETURN },
    })
    standIn.settle('stripe', created.body.payment.reference, 'succeeded')
    const paid = JSON.stringify(eventFor('stripe', standIn.record('stripe', created.body.payment.reference)))
    expect((await deliver('stripe', paid, signed('stripe', paid))).body.outcome).toBe('applied')
    const { booking } = created.body

    const started = await call(server, 'POST', '/bookings/extend', {
      token: account.token,
      body: { booking_id: booking.id, new_end_time: at(5), payment_method: 'gateway', return_url: RETURN },
    })
    expect(started.status, started.text).toBe(200)
    expect(started.body.payment).toMatchObject({ provider: 'stripe', currency: 'CAD' })
    const reference = started.body.payment.reference as string
    // Two more hours with the country's fees.
    const extended = Math.round((booking.total + started.body.payment.amount) * 100) / 100
    standIn.settle('stripe', reference, 'succeeded')
    const body = JSON.stringify(eventFor('stripe', standIn.record('stripe', reference)))
    expect((await deliver('stripe', body, signed('stripe', body))).body.outcome).toBe('applied')
    const read = await call(server, 'GET', `/bookings/code/${booking.booking_code}`, { token: account.token })
    expect(read.body).toMatchObject({ end_time: at(5), total: extended })
    // The same news again, by webhook and by the driver's return: nothing more.
    expect((await deliver('stripe', body, signed('stripe', body))).body.outcome).toBe('duplicate')
    const confirmed = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, { token: account.token, query: { payment_reference: reference, payment_provider: 'stripe' } })
    expect(confirmed.body).toMatchObject({ end_time: at(5), total: extended })
    expect(await ledgerSum(server.db, account.user.id, 'CAD')).toBe(0)
  })
})

describe('a server in sandbox mode', () => {
  it('accepts no webhooks: there is no secret to check them with', async () => {
    const sandbox = await startTestServer()
    try {
      const answer = await call(sandbox, 'POST', '/api/webhooks/stripe', { body: '{}', contentType: 'application/json' })
      expect(answer.status).toBe(404)
      expect(answer.body.detail).toBe('Webhooks from Stripe are not configured on this server.')
    } finally {
      await sandbox.close()
    }
  })
})
