import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, ledgerSum, pagePath, pressSandboxButton, setCountry, topUp } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>
type Account = { token: string; user: { id: number } }

let server: Server
let alice: Account
let bob: Account

const RETURN_URL = 'http://127.0.0.1:5173/wallet/callback?from=test'

beforeAll(async () => {
  server = await startTestServer()
  alice = await server.register()
  bob = await server.register()
})
afterAll(() => server?.close())

async function addFunds(account: Account, amount: number, extra: Record<string, unknown> = {}) {
  return call(server, 'POST', '/wallet/add-funds', { token: account.token, body: { amount, return_url: RETURN_URL, ...extra } })
}

async function verify(account: Account, reference: string, amount: number, provider = 'paystack') {
  return call(server, 'POST', '/wallet/verify-payment', {
    token: account.token,
    query: { payment_reference: reference, amount, payment_provider: provider },
  })
}

describe('wallet: balance', () => {
  it('starts at 0 in the currency of the user’s country (NGN by default)', async () => {
    const wallet = await call(server, 'GET', '/wallet', { token: alice.token })
    expect(wallet.status).toBe(200)
    expect(wallet.body).toEqual({ balance: 0, currency: 'NGN' })
  })

  it.each([
    ['SN', 'XOF'],
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['NG', 'NGN'],
    ['GB', 'NGN'],
  ])('uses %s → %s', async (country, currency) => {
    const carol = await server.register()
    await setCountry(server.db, carol.user.id, country)
    expect((await call(server, 'GET', '/wallet', { token: carol.token })).body.currency).toBe(currency)
  })

  it('refuses a missing or invalid token (401)', async () => {
    for (const path of ['/wallet', '/wallet/transactions']) {
      expect((await call(server, 'GET', path)).status).toBe(401)
      expect((await call(server, 'GET', path, { token: 'x.y.z' })).status).toBe(401)
    }
  })
})

describe('wallet: the sandbox page journey', () => {
  it('add-funds → hosted page → Pay → 303 to the return URL → verify credits → balance and transactions', async () => {
    const started = await addFunds(alice, 5000)
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ status: 'success', data: { provider: 'paystack', amount: 5000, currency: 'NGN' } })
    const init = started.body.data
    expect(init.reference).toMatch(/^PKD_[A-Za-z0-9]{20}$/)
    expect(init.payment_info.authorization_url).toBe(`${server.url}/sandbox/paystack/checkout/${init.reference}`)

    // Nothing is credited on add-funds alone.
    const early = await verify(alice, init.reference, 5000)
    expect(early.body).toMatchObject({ status: 'pending', data: { new_balance: 0 } })

    const page = await call(server, 'GET', pagePath(init.payment_info.authorization_url), { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.text).toContain('Parkade')
    expect(page.text).toContain('₦5,000.00')

    const pressed = await pressSandboxButton(server, init.payment_info.authorization_url, 'pay')
    expect(pressed.status).toBe(303)
    const location = new URL(pressed.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5173/wallet/callback')
    expect(Object.fromEntries(location.searchParams)).toEqual({ from: 'test', reference: init.reference, provider: 'paystack', status: 'succeeded' })

    const verified = await verify(alice, init.reference, 5000)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({
      status: 'success',
      message: 'Payment verified: ₦5,000.00 was added to your wallet.',
      data: { new_balance: 5000, reference: init.reference },
    })

    expect((await call(server, 'GET', '/wallet', { token: alice.token })).body).toEqual({ balance: 5000, currency: 'NGN' })
    const transactions = await call(server, 'GET', '/wallet/transactions', { token: alice.token })
    expect(transactions.body).toMatchObject({ total: 1, page: 1, size: 10, pages: 1 })
    expect(transactions.body.items[0]).toMatchObject({
      type: 'credit',
      amount: 5000,
      currency: 'NGN',
      reference: init.reference,
      balance_after: 5000,
      description: 'Wallet top-up (Paystack)',
    })
  })

  it('verifying again answers success and credits nothing more', async () => {
    const balance = await topUp(server, alice.token, 250.5)
    expect(balance).toBe(5250.5)
    const { body: page } = await call(server, 'GET', '/wallet/transactions', { token: alice.token })
    const reference = page.items[0].reference
    const again = await verify(alice, reference, 250.5)
    expect(again.body).toMatchObject({ status: 'success', message: 'Payment already verified.', data: { new_balance: 5250.5 } })
    expect(await ledgerSum(server.db, alice.user.id)).toBe(5250.5)
  })

  it.each([
    ['fail', 'failed', 'The payment failed. Nothing was charged and nothing was added to your wallet.'],
    ['cancel', 'cancelled', 'The payment was cancelled. Nothing was charged and nothing was added to your wallet.'],
  ])('%s on the hosted page credits nothing', async (action, status, message) => {
    const before = (await call(server, 'GET', '/wallet', { token: alice.token })).body.balance
    const { body } = await addFunds(alice, 1000)
    const pressed = await pressSandboxButton(server, hostedUrl(body.data), action)
    expect(pressed.status).toBe(303)
    expect(new URL(pressed.headers.get('location')!).searchParams.get('status')).toBe(status)
    const verified = await verify(alice, body.data.reference, 1000)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ status: 'failed', message, data: { new_balance: before, reference: body.data.reference } })
    // A settled page cannot be paid afterwards.
    const late = await pressSandboxButton(server, hostedUrl(body.data), 'pay')
    expect(new URL(late.headers.get('location')!).searchParams.get('status')).toBe(status)
    expect((await verify(alice, body.data.reference, 1000)).body.status).toBe('failed')
    expect((await call(server, 'GET', '/wallet', { token: alice.token })).body.balance).toBe(before)
    const credit = await call(server, 'POST', '/wallet/credit', { token: alice.token, query: { amount: 1000, reference: body.data.reference } })
    expect(credit.status).toBe(402)
  })

  it.each([
    ['SN', 'XOF', 'wave', 'checkout_url', 2500, '2 500 F CFA'],
    ['US', 'USD', 'stripe', 'payment_url', 12.5, '$12.50'],
    ['CA', 'CAD', 'stripe', 'payment_url', 20, '$20.00'],
  ])('in %s tops up in %s through %s (%s)', async (country, currency, provider, field, amount, shown) => {
    const carol = await server.register()
    await setCountry(server.db, carol.user.id, country)
    const started = await addFunds(carol, amount)
    expect(started.status).toBe(200)
    expect(started.body.data).toMatchObject({ provider, currency, amount })
    expect(Object.keys(started.body.data.payment_info)).toContain(field)
    if (provider === 'stripe') {
      expect(started.body.data.reference).toMatch(/^pi_[A-Za-z0-9]{24}$/)
      expect(started.body.data.payment_info.client_secret).toMatch(new RegExp(`^${started.body.data.reference}_secret_[A-Za-z0-9]+$`))
    }
    const page = await call(server, 'GET', pagePath(hostedUrl(started.body.data)))
    expect(page.text.replace(/\u202f|\u00a0/g, ' ')).toContain(shown)
    await pressSandboxButton(server, hostedUrl(started.body.data), 'pay')
    const verified = await verify(carol, started.body.data.reference, amount, provider)
    expect(verified.body).toMatchObject({ status: 'success', data: { new_balance: amount } })
    expect(await ledgerSum(server.db, carol.user.id, currency)).toBe(amount)
  })
})

describe('wallet: add-funds validation and idempotency', () => {
  it.each([
    [{}, 400, 'amount: is required'],
    [{ amount: 0 }, 400, 'amount: must be greater than 0'],
    [{ amount: -5 }, 400, 'amount: must be greater than 0'],
    [{ amount: '100' }, 400, 'amount: must be a number'],
    [{ amount: 10.555 }, 400, 'amount: at most 2 decimals.'],
    [{ amount: 10_000_001 }, 400, 'amount: must be at most 10000000'],
    [{ amount: 100, return_url: 'javascript:alert(1)' }, 400, 'return_url must be an http or https URL.'],
    [{ amount: 100, currency: 'USD' }, 400, 'currency: is not an accepted field'],
  ])('refuses %j', async (body, status, detail) => {
    const answer = await call(server, 'POST', '/wallet/add-funds', { token: alice.token, body })
    expect(answer.status).toBe(status)
    expect(answer.body.detail).toBe(detail)
  })

  it('refuses decimals of XOF', async () => {
    const carol = await server.register()
    await setCountry(server.db, carol.user.id, 'SN')
    const answer = await addFunds(carol, 100.5)
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('amount: XOF amounts are whole numbers.')
  })

  it('answers the same payment for the same Idempotency-Key and body, 422 for another body', async () => {
    const headers = { 'idempotency-key': 'topup-7f3a' }
    const first = await call(server, 'POST', '/wallet/add-funds', { token: bob.token, body: { amount: 300 }, headers })
    const second = await call(server, 'POST', '/wallet/add-funds', { token: bob.token, body: { amount: 300 }, headers })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    const other = await call(server, 'POST', '/wallet/add-funds', { token: bob.token, body: { amount: 301 }, headers })
    expect(other.status).toBe(422)
    expect(other.body.detail).toMatch(/already used with a different request/)
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*) AS n FROM payments WHERE user_id = $1 AND purpose = 'wallet'", [bob.user.id])
    expect(rows[0]!.n).toBe(1)
    // The key is per user: Alice's use of the same key is hers.
    expect((await call(server, 'POST', '/wallet/add-funds', { token: alice.token, body: { amount: 999 }, headers })).status).toBe(200)
  })

  it('refuses a malformed Idempotency-Key', async () => {
    const answer = await call(server, 'POST', '/wallet/add-funds', { token: bob.token, body: { amount: 300 }, headers: { 'idempotency-key': 'a b' } })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('Idempotency-Key must be 1 to 255 visible characters, such as a UUID.')
  })
})

describe('wallet: verify-payment and credit refuse what they must', () => {
  let reference: string

  beforeAll(async () => {
    const { body } = await addFunds(alice, 700)
    reference = body.data.reference
    await pressSandboxButton(server, hostedUrl(body.data), 'pay')
  })

  it("answers 404 for someone else's reference and for an unknown one, crediting nothing", async () => {
    const foreign = await verify(bob, reference, 700)
    expect(foreign.status).toBe(404)
    expect(foreign.body.detail).toBe('Payment not found.')
    expect((await verify(bob, 'PKD_nope', 700)).status).toBe(404)
    const credit = await call(server, 'POST', '/wallet/credit', { token: bob.token, query: { amount: 700, reference } })
    expect(credit.status).toBe(404)
    expect(await ledgerSum(server.db, bob.user.id)).toBe(0)
  })

  it('refuses another amount or provider (400)', async () => {
    const amount = await verify(alice, reference, 7000)
    expect(amount.status).toBe(400)
    expect(amount.body.detail).toBe('The amount does not match this payment (₦700.00).')
    const provider = await verify(alice, reference, 700, 'stripe')
    expect(provider.status).toBe(400)
    expect(provider.body.detail).toBe('This payment was made with Paystack, not Stripe.')
  })

  it('validates the query (400)', async () => {
    const missing = await call(server, 'POST', '/wallet/verify-payment', { token: alice.token, query: { amount: 700 } })
    expect(missing.status).toBe(400)
    expect(missing.body.detail).toMatch(/payment_reference: is required/)
    const provider = await verify(alice, reference, 700, 'paypal')
    expect(provider.status).toBe(400)
    expect(provider.body.detail).toBe('payment_provider: must be one of: paystack, wave, stripe')
  })

  it('credit: credits a verified, uncredited reference once, with its description', async () => {
    const before = (await call(server, 'GET', '/wallet', { token: alice.token })).body.balance
    const credited = await call(server, 'POST', '/wallet/credit', {
      token: alice.token,
      query: { amount: 700, reference, description: 'Top-up from the app' },
    })
    expect(credited.status).toBe(200)
    expect(credited.body).toMatchObject({ status: 'success', data: { new_balance: before + 700, reference } })
    const again = await call(server, 'POST', '/wallet/credit', { token: alice.token, query: { amount: 700, reference } })
    expect(again.status).toBe(409)
    expect(again.body.detail).toBe('This payment has already been credited to your wallet.')
    expect((await verify(alice, reference, 700)).body).toMatchObject({ status: 'success', message: 'Payment already verified.' })
    const { body } = await call(server, 'GET', '/wallet/transactions', { token: alice.token })
    expect(body.items[0]).toMatchObject({ reference, description: 'Top-up from the app', amount: 700 })
  })

  it('credit: never mints money for an unpaid, unknown or wrong-amount reference', async () => {
    const { body } = await addFunds(alice, 123)
    const before = await ledgerSum(server.db, alice.user.id)
    const unpaid = await call(server, 'POST', '/wallet/credit', { token: alice.token, query: { amount: 123, reference: body.data.reference } })
    expect(unpaid.status).toBe(402)
    expect(unpaid.body.detail).toBe('This payment has not been completed with the provider, so it cannot be credited.')
    const invented = await call(server, 'POST', '/wallet/credit', { token: alice.token, query: { amount: 1_000_000, reference: 'FREE-MONEY' } })
    expect(invented.status).toBe(404)
    await pressSandboxButton(server, hostedUrl(body.data), 'pay')
    const wrongAmount = await call(server, 'POST', '/wallet/credit', { token: alice.token, query: { amount: 1230, reference: body.data.reference } })
    expect(wrongAmount.status).toBe(400)
    expect(await ledgerSum(server.db, alice.user.id)).toBe(before)
  })
})

describe('wallet: transactions', () => {
  it('pages newest first with balance_after, 10 a page', async () => {
    const dave = await server.register()
    for (let i = 1; i <= 11; i++) await topUp(server, dave.token, i)
    const first = await call(server, 'GET', '/wallet/transactions', { token: dave.token })
    expect(first.body).toMatchObject({ total: 11, page: 1, size: 10, pages: 2 })
    expect(first.body.items.map((t: { amount: number }) => t.amount)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    expect(first.body.items[0].balance_after).toBe(66)
    expect(first.body.items[9].balance_after).toBe(3)
    const second = await call(server, 'GET', '/wallet/transactions', { token: dave.token, query: { page: 2 } })
    expect(second.body.items.map((t: { balance_after: number }) => t.balance_after)).toEqual([1])
    expect((await call(server, 'GET', '/wallet/transactions', { token: dave.token, query: { page: 0 } })).status).toBe(400)
    expect((await call(server, 'GET', '/wallet', { token: dave.token })).body.balance).toBe(await ledgerSum(server.db, dave.user.id))
  })
})

describe('wallet: every route needs a valid token', () => {
  it.each([
    ['GET', '/wallet', {}],
    ['GET', '/wallet/transactions', {}],
    ['POST', '/wallet/add-funds', { body: { amount: 100 } }],
    ['POST', '/wallet/verify-payment', { query: { payment_reference: 'PKD_x', amount: 1, payment_provider: 'paystack' } }],
    ['POST', '/wallet/credit', { query: { reference: 'PKD_x', amount: 1 } }],
  ])('%s %s answers 401 without a token and with an invalid one', async (method, path, options) => {
    for (const token of [null, 'invalid.token.value']) {
      const answer = await call(server, method, path, { token, ...options })
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toEqual(expect.any(String))
    }
  })

  it('credit validates its query (400)', async () => {
    const missing = await call(server, 'POST', '/wallet/credit', { token: alice.token, query: { reference: 'PKD_x' } })
    expect(missing.status).toBe(400)
    expect(missing.body.detail).toBe('amount: is required')
    const long = await call(server, 'POST', '/wallet/credit', { token: alice.token, query: { reference: 'PKD_x', amount: 1, description: 'x'.repeat(201) } })
    expect(long.status).toBe(400)
    expect(long.body.detail).toBe('description: must be at most 200 characters')
  })
})
