// The real Paystack, Wave and Stripe adapters against a local server speaking each provider's
// documented test-mode API (not the sandbox stand-in pages): the production code path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaystackAdapter } from '../payments/paystackAdapter.ts'
import { PaymentProviderError } from '../payments/PaymentProviderError.ts'
import { createStripeAdapter } from '../payments/stripeAdapter.ts'
import { createWaveAdapter } from '../payments/waveAdapter.ts'
import { startLiveServer } from './helpers/startProviderStandIn.ts'
import type { ProviderStandIn } from './helpers/startProviderStandIn.ts'
import type { startTestServer } from './helpers/startTestServer.ts'
import { call, ledgerSum, seedPark, setCountry, timeline } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>

let standIn: ProviderStandIn
let server: Server
let live: Awaited<ReturnType<typeof startLiveServer>>

beforeAll(async () => {
  live = await startLiveServer()
  ;({ standIn, server } = live)
})
afterAll(() => live?.close())

const RETURN = 'http://127.0.0.1:5173/wallet/callback'

async function driver(country: string) {
  const account = await server.register()
  await setCountry(server.db, account.user.id, country)
  return account
}

async function addFunds(token: string, amount: number) {
  const answer = await call(server, 'POST', '/wallet/add-funds', { token, body: { amount, return_url: RETURN } })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.data as { reference: string; provider: 'paystack' | 'wave' | 'stripe'; payment_info: Record<string, string> }
}

const verify = (token: string, reference: string, amount: number, provider: string) =>
  call(server, 'POST', '/wallet/verify-payment', { token, query: { payment_reference: reference, amount, payment_provider: provider } })

describe.each([
  ['NG', 'NGN', 'paystack', 2500.5, 250050],
  ['SN', 'XOF', 'wave', 5000, 5000],
  ['US', 'USD', 'stripe', 19.99, 1999],
  ['CA', 'CAD', 'stripe', 42.1, 4210],
] as const)('%s top-up through the real %s adapter', (country, currency, provider, amount, providerAmount) => {
  it(`sends ${providerAmount} (the provider's unit) and credits ${amount} ${currency} exactly once when the provider says paid`, async () => {
    const { token, user } = await driver(country)
    const init = await addFunds(token, amount)
    expect(init.provider).toBe(provider)
    const sent = standIn.record(provider, init.reference)
    expect(Number(sent.amount)).toBe(providerAmount)
    expect(String(sent.currency).toUpperCase()).toBe(currency)
    if (provider === 'paystack') {
      expect(init.payment_info.authorization_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/paystack\/checkout\//)
      expect(init.payment_info.access_code).toBeTruthy()
      expect(new URL(String(sent.callback_url)).searchParams.get('reference')).toBe(init.reference)
    } else if (provider === 'wave') {
      expect(init.payment_info.checkout_url).toBe(sent.wave_launch_url)
      expect(new URL(String(sent.success_url)).searchParams.get('status')).toBe('succeeded')
      expect(new URL(String(sent.error_url)).searchParams.get('status')).toBe('failed')
    } else {
      expect(init.payment_info.client_secret).toBe(sent.client_secret)
      expect((sent.metadata as Record<string, string>).reference).toBe(init.reference)
    }

    const early = await verify(token, init.reference, amount, provider)
    expect(early.body).toMatchObject({ status: 'pending', data: { new_balance: 0 } })

    standIn.settle(provider, init.reference, 'succeeded')
    const first = await verify(token, init.reference, amount, provider)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ status: 'success', data: { new_balance: amount } })
    const again = await verify(token, init.reference, amount, provider)
    expect(again.body).toMatchObject({ status: 'success', message: 'Payment already verified.', data: { new_balance: amount } })
    expect(await ledgerSum(server.db, user.id, currency)).toBe(amount)
  })

  it('credits nothing when the provider reports another amount', async () => {
    const { token, user } = await driver(country)
    const init = await addFunds(token, amount)
    standIn.settle(provider, init.reference, 'succeeded')
    standIn.tamper(provider, init.reference, { amount: providerAmount - 1 })
    const answer = await verify(token, init.reference, amount, provider)
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toBe('The provider reports a different amount or currency for this payment, so nothing was credited.')
    expect(await ledgerSum(server.db, user.id, currency)).toBe(0)
  })

  it('credits nothing when the provider reports another currency', async () => {
    const { token, user } = await driver(country)
    const init = await addFunds(token, amount)
    standIn.settle(provider, init.reference, 'succeeded')
    standIn.tamper(provider, init.reference, { currency: currency === 'USD' ? 'CAD' : 'USD' })
    const answer = await verify(token, init.reference, amount, provider)
    expect(answer.status).toBe(409)
    expect(await ledgerSum(server.db, user.id, currency)).toBe(0)
  })

  it.each(['failed', 'cancelled'] as const)('records a %s payment and credits nothing', async (outcome) => {
    const { token, user } = await driver(country)
    const init = await addFunds(token, amount)
    standIn.settle(provider, init.reference, outcome)
    const answer = await verify(token, init.reference, amount, provider)
    // Paystack reads an unfinished (cancelled) transaction as 'abandoned': the driver may still pay.
    const expected = provider === 'paystack' && outcome === 'cancelled' ? 'pending' : 'failed'
    expect(answer.body).toMatchObject({ status: expected, data: { new_balance: 0 } })
    expect(await ledgerSum(server.db, user.id, currency)).toBe(0)
  })
})

describe('bookings paid through the real adapters', () => {
  const at = timeline()
  it.each([
    ['NG', 'NGN', 'paystack'],
    ['SN', 'XOF', 'wave'],
    ['US', 'USD', 'stripe'],
  ] as const)('a %s booking (%s) becomes active and paid once %s says so, and the ledger nets to zero', async (country, currency, provider) => {
    const { token, user } = await driver(country)
    const parkId = await seedPark(server.db, { countryCode: country, currency, hourly: currency === 'XOF' ? 1000 : 5 })
    const created = await call(server, 'POST', '/bookings', {
      token,
      body: { park_id: parkId, start_time: at(2), end_time: at(4), payment_method: 'gateway', plate_number: 'LND 123 AB', return_url: RETURN },
    })
    expect(created.status, created.text).toBe(201)
    const { booking, payment } = created.body
    expect(payment.provider).toBe(provider)
    standIn.settle(provider, payment.reference, 'succeeded')
    const confirm = () =>
      call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, { token, query: { payment_reference: payment.reference, payment_provider: provider } })
    const confirmed = await confirm()
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body).toMatchObject({ status: 'active', payment_status: 'paid' })
    expect((await confirm()).body).toMatchObject({ status: 'active', payment_status: 'paid' })
    expect(await ledgerSum(server.db, user.id, currency)).toBe(0)
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*) AS n FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [payment.reference])
    expect(Number(rows[0]!.n)).toBe(1)
  })
})

describe('the adapters themselves', () => {
  it('answer not-found for a reference the provider never saw', async () => {
    const paystack = createPaystackAdapter({ secretKey: standIn.keys.paystack, baseUrl: standIn.urls.paystack })
    const wave = createWaveAdapter({ apiKey: standIn.keys.wave, webhookSecret: null, baseUrl: standIn.urls.wave })
    const stripe = createStripeAdapter({ secretKey: standIn.keys.stripe, webhookSecret: null, baseUrl: standIn.urls.stripe })
    for (const [adapter, providerReference] of [
      [paystack, null],
      [wave, 'cos-unknown'],
      [wave, null],
      [stripe, 'pi_unknown'],
      [stripe, null],
    ] as const) {
      const error = await adapter.verify({ reference: 'PKD_nobody', providerReference }).catch((e: unknown) => e)
      expect(error, `${adapter.provider} ${providerReference}`).toBeInstanceOf(PaymentProviderError)
      expect((error as PaymentProviderError).code).toBe('not-found')
    }
  })

  it('treat a wrong key or an unreachable provider as unavailable, never as paid', async () => {
    const wrongKey = createPaystackAdapter({ secretKey: 'sk_test_wrong', baseUrl: standIn.urls.paystack })
    await expect(wrongKey.initialize({ reference: 'PKD_x', amount: 10, currency: 'NGN', email: 'a@example.com', returnUrl: null })).rejects.toMatchObject({
      code: 'unavailable',
    })
    const down = createStripeAdapter({ secretKey: standIn.keys.stripe, webhookSecret: null, baseUrl: 'http://127.0.0.1:9' })
    await expect(down.verify({ reference: 'PKD_x', providerReference: 'pi_x' })).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('refuse currencies the provider does not take here, before calling it', async () => {
    const before = standIn.requests.length
    const wave = createWaveAdapter({ apiKey: standIn.keys.wave, webhookSecret: null, baseUrl: standIn.urls.wave })
    await expect(wave.initialize({ reference: 'PKD_y', amount: 10, currency: 'NGN', email: 'a@example.com', returnUrl: RETURN })).rejects.toMatchObject({
      code: 'unsupported-currency',
    })
    const stripe = createStripeAdapter({ secretKey: standIn.keys.stripe, webhookSecret: null, baseUrl: standIn.urls.stripe })
    await expect(stripe.initialize({ reference: 'PKD_y', amount: 10, currency: 'XOF', email: 'a@example.com', returnUrl: null })).rejects.toMatchObject({
      code: 'unsupported-currency',
    })
    expect(standIn.requests.length).toBe(before)
  })

  it('answer 404 through the API for a payment the provider has no record of', async () => {
    const { token } = await driver('US')
    const init = await addFunds(token, 5)
    await server.db.query("UPDATE payments SET provider_reference = 'pi_gone' WHERE reference = $1", [init.reference])
    const answer = await verify(token, init.reference, 5, 'stripe')
    expect(answer.status).toBe(404)
    expect(answer.body.detail).toBe('The payment provider has no record of this payment.')
  })

  it('create-payment-intent answers the real PaymentIntent client secret and sandbox false', async () => {
    const answer = await call(server, 'POST', '/api/create-payment-intent', { body: { amount: 1234, currency: 'cad' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ amount: 1234, currency: 'cad', sandbox: false })
    const sent = standIn.record('stripe', answer.body.id)
    expect(answer.body.client_secret).toBe(sent.client_secret)
    expect(sent).toMatchObject({ amount: 1234, currency: 'cad' })
  })
})
