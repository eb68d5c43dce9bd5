import { describe, expect, it } from 'vitest'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import type { PaymentInfo } from '../api/types.ts'
import { createWalletStore } from '../stores/createWalletStore.ts'
import { paymentPageOrigins, paymentUrl } from '../stores/paymentUrl.ts'
import { createFakeServer, createTestApi, deferred, problemReply } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

function setup() {
  const server = createFakeServer()
  const store = createWalletStore({ api: createTestApi(server) })
  return { server, store }
}

const addFundsAnswer = (payment_info: PaymentInfo) => ({
  status: 'success',
  message: 'Payment initialized',
  data: { reference: 'ref-1', provider: 'paystack', amount: 5000, currency: 'NGN', payment_info, sandbox: false },
})

describe('wallet store: balance and transactions', () => {
  it('loads the balance, loading → success', async () => {
    const { server, store } = setup()
    server.on('GET', '/wallet', { body: { balance: 12500, currency: 'NGN' } })
    const loading = store.getState().load()
    expect(store.getState().status).toBe('loading')
    await loading
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1')
    expect(store.getState()).toMatchObject({ balance: 12500, currency: 'NGN', status: 'success' })
  })

  it('a failed balance shows the message', async () => {
    const { server, store } = setup()
    server.on('GET', '/wallet', problemReply('auth.token_invalid'))
    await store.getState().load()
    expect(store.getState()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'Invalid authentication token.' }), balance: null })
  })

  it('loads the transactions with their own request state', async () => {
    const { server, store } = setup()
    const tx = { id: 1, type: 'credit', amount: 5000, currency: 'NGN', reference: 'r', description: 'Top-up', balance_after: 5000, created_at: '2026-01-01T00:00:00.000Z' }
    server.on('GET', '/wallet/transactions', { body: { items: [tx], total: 1, page: 2, size: 20, pages: 2 } })
    const loading = store.getState().loadTransactions(2)
    expect(store.getState().transactions.status).toBe('loading')
    expect(store.getState().status).toBe('idle')
    await loading
    expect(server.requests[0]?.query).toEqual({ page: '2' })
    expect(store.getState().transactions).toMatchObject({ items: [tx], page: 2, pages: 2, status: 'success' })
  })
})

describe('wallet store: add funds (SPEC §3)', () => {
  it.each<[PaymentInfo, string | null]>([
    [{ authorization_url: 'https://a', checkout_url: 'https://c', payment_url: 'https://p' }, 'https://a'],
    [{ checkout_url: 'https://c', payment_url: 'https://p' }, 'https://c'],
    [{ payment_url: 'https://p' }, 'https://p'],
    [{ authorization_url: '', payment_url: 'https://p' }, 'https://p'],
    [{ client_secret: 'pi_secret' }, null],
  ])('payment_info %o → %s', async (info, url) => {
    const { server, store } = setup()
    server.on('POST', '/wallet/add-funds', { body: addFundsAnswer(info) })
    await expect(store.getState().addFunds(5000)).resolves.toBe(url)
    expect(server.requests[0]?.body).toEqual({ amount: 5000 })
    expect(server.requests[0]?.headers['idempotency-key']).toBeTruthy()
    expect(store.getState().payment).toMatchObject({ status: 'success', pending: { reference: 'ref-1' } })
  })

  it('paymentUrl alone follows the same order', () => {
    expect(paymentUrl({ payment_url: 'https://p.test/', checkout_url: 'https://c.test/' })).toBe('https://c.test/')
    expect(paymentUrl(null)).toBeNull()
  })

  it('paymentUrl never answers a script or data URL, nor one outside the allowed origins', () => {
    const allowed = paymentPageOrigins('http://127.0.0.1:8787/api/v1')
    expect(paymentUrl({ authorization_url: 'https://checkout.paystack.com/abc' }, allowed)).toBe('https://checkout.paystack.com/abc')
    expect(paymentUrl({ checkout_url: 'https://pay.wave.com/c/cos-1' }, allowed)).toBe('https://pay.wave.com/c/cos-1')
    expect(paymentUrl({ payment_url: 'https://checkout.stripe.com/c/pay/cs_1' }, allowed)).toBe('https://checkout.stripe.com/c/pay/cs_1')
    expect(paymentUrl({ authorization_url: 'http://127.0.0.1:8787/sandbox/paystack/checkout/x' }, allowed)).toBe('http://127.0.0.1:8787/sandbox/paystack/checkout/x')
    for (const hostile of [
      'https://evil.example/checkout',
      'https://checkout.paystack.com.evil.example/',
      'https://checkout.paystack.com@evil.example/',
      'http://checkout.paystack.com/',
      '//evil.example/',
    ]) {
      expect(paymentUrl({ authorization_url: hostile }, allowed), hostile).toBeNull()
    }
    for (const script of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)']) {
      expect(paymentUrl({ authorization_url: script }), script).toBeNull()
    }
  })

  it('a wallet store given the allowed origins answers no URL for a top-up sent elsewhere', async () => {
    const server = createFakeServer()
    const store = createWalletStore({ api: createTestApi(server), paymentOrigins: paymentPageOrigins('http://127.0.0.1:8787/api/v1') })
    server.on('POST', '/wallet/add-funds', { body: addFundsAnswer({ authorization_url: 'https://evil.example/pay' }) })
    expect(await store.getState().addFunds(5000)).toBeNull()
  })

  it('passes the return URL and a given idempotency key', async () => {
    const { server, store } = setup()
    server.on('POST', '/wallet/add-funds', { body: addFundsAnswer({ authorization_url: 'https://a' }) })
    await store.getState().addFunds(5000, { returnUrl: 'https://site.test/wallet/callback', idempotencyKey: 'key-1' })
    expect(server.requests[0]?.body).toEqual({ amount: 5000, return_url: 'https://site.test/wallet/callback' })
    expect(server.requests[0]?.headers['idempotency-key']).toBe('key-1')
  })

  it('a double click while one is in flight starts one payment', async () => {
    const { server, store } = setup()
    const answer = deferred<Reply>()
    server.on('POST', '/wallet/add-funds', () => answer.promise)
    const first = store.getState().addFunds(5000)
    const second = store.getState().addFunds(5000)
    answer.resolve({ body: addFundsAnswer({ authorization_url: 'https://a' }) })
    await expect(Promise.all([first, second])).resolves.toEqual(['https://a', 'https://a'])
    expect(server.to('POST', '/wallet/add-funds')).toHaveLength(1)
  })
})

describe('wallet store: verify payment (SPEC §4)', () => {
  const verified = { status: 'success', message: 'Payment verified', data: { new_balance: 17500, reference: 'ref-1' } }

  it('sends the query parameters and applies data.new_balance', async () => {
    const { server, store } = setup()
    server.on('POST', '/wallet/verify-payment', { body: verified })
    await expect(store.getState().verifyPayment('ref-1', 5000, 'paystack')).resolves.toEqual(verified)
    expect(server.requests[0]?.query).toEqual({ payment_reference: 'ref-1', amount: '5000', payment_provider: 'paystack' })
    expect(store.getState().balance).toBe(17500)
    expect(store.getState().payment.status).toBe('success')
  })

  it("a second check of the same reference and provider in flight answers pending and sends nothing", async () => {
    const { server, store } = setup()
    const answer = deferred<Reply>()
    server.on('POST', '/wallet/verify-payment', () => answer.promise)
    const first = store.getState().verifyPayment('ref-1', 5000, 'paystack')
    await expect(store.getState().verifyPayment('ref-1', 5000, 'paystack')).resolves.toEqual({
      status: 'pending',
      message: SPEC_MESSAGES.paymentVerificationInProgress,
    })
    answer.resolve({ body: verified })
    await first
    expect(server.to('POST', '/wallet/verify-payment')).toHaveLength(1)
    expect(store.getState().balance).toBe(17500)
  })

  it('once the first check is over, the same reference may be checked again', async () => {
    const { server, store } = setup()
    server.on('POST', '/wallet/verify-payment', { body: verified })
    await store.getState().verifyPayment('ref-1', 5000, 'paystack')
    await store.getState().verifyPayment('ref-1', 5000, 'paystack')
    expect(server.to('POST', '/wallet/verify-payment')).toHaveLength(2)
  })

  it('another provider or reference is not a duplicate', async () => {
    const { server, store } = setup()
    const answer = deferred<Reply>()
    server.on('POST', '/wallet/verify-payment', () => answer.promise)
    const checks = [
      store.getState().verifyPayment('ref-1', 5000, 'paystack'),
      store.getState().verifyPayment('ref-1', 5000, 'wave'),
      store.getState().verifyPayment('ref-2', 5000, 'paystack'),
    ]
    answer.resolve({ body: verified })
    await Promise.all(checks)
    expect(server.to('POST', '/wallet/verify-payment')).toHaveLength(3)
  })

  it('a failed check frees the reference and shows the message', async () => {
    const { server, store } = setup()
    server.on('POST', '/wallet/verify-payment', problemReply('payment.provider_refused'))
    await expect(store.getState().verifyPayment('ref-1', 5000, 'paystack')).rejects.toThrow('The payment provider refused this payment.')
    expect(store.getState().payment).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'The payment provider refused this payment.' }) })
    await expect(store.getState().verifyPayment('ref-1', 5000, 'paystack')).rejects.toThrow()
    expect(server.to('POST', '/wallet/verify-payment')).toHaveLength(2)
  })

  it("a 'failed' answer shows its message", async () => {
    const { server, store } = setup()
    server.on('POST', '/wallet/verify-payment', { body: { status: 'failed', message: 'Card declined', data: { new_balance: 0 } } })
    await store.getState().verifyPayment('ref-1', 5000, 'stripe')
    expect(store.getState().payment).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'Card declined' }) })
  })
})

describe('wallet store: credit', () => {
  it('sends amount, reference and description as query parameters and applies new_balance', async () => {
    const { server, store } = setup()
    server.on('POST', '/wallet/credit', { body: { status: 'success', message: 'Wallet credited', data: { new_balance: 900 } } })
    await store.getState().credit(900, 'ref-9', 'Refund')
    expect(server.requests[0]?.query).toEqual({ amount: '900', reference: 'ref-9', description: 'Refund' })
    expect(store.getState().balance).toBe(900)
  })
})
