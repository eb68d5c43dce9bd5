// The sandbox stand-ins of the providers' browser scripts and the calls they make, and the
// provider a browser may ask for when its gateway fell back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, ledgerSum, setCountry } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>
let server: Server
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function driver(country: string) {
  const account = await server.register()
  await setCountry(server.db, account.user.id, country)
  return account
}

const addFunds = (token: string, body: Record<string, unknown>) => call(server, 'POST', '/wallet/add-funds', { token, body })
const verify = (token: string, reference: string, amount: number, provider: string) =>
  call(server, 'POST', '/wallet/verify-payment', { token, query: { payment_reference: reference, amount, payment_provider: provider } })

describe('stand-in scripts', () => {
  it.each([
    ['/sandbox/paystack/inline.js', 'window.PaystackPop'],
    ['/sandbox/stripe/v3', 'window.Stripe'],
    ['/sandbox/wave/checkout.js', 'window.WaveCheckout'],
  ])('%s is JavaScript defining %s', async (path, global) => {
    const answer = await call(server, 'GET', path)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.text).toContain(`${global} =`)
  })
})

describe("the Paystack popup's settlement", () => {
  it('settles the transaction of an access code; the server then credits it once', async () => {
    const { token, user } = await driver('NG')
    const init = (await addFunds(token, { amount: 750 })).body.data
    expect(init.sandbox).toBe(true)
    const settle = (action: string) => call(server, 'POST', `/sandbox/paystack/transaction/${init.payment_info.access_code}`, { body: { action } })
    expect((await settle('pay')).body).toEqual({ reference: init.reference, status: 'succeeded' })
    // A second press cannot change the outcome.
    expect((await settle('fail')).body.status).toBe('succeeded')
    expect((await verify(token, init.reference, 750, 'paystack')).body.data.new_balance).toBe(750)
    expect((await verify(token, init.reference, 750, 'paystack')).body.data.new_balance).toBe(750)
    expect(await ledgerSum(server.db, user.id, 'NGN')).toBe(750)
  })

  it('answers 404 for an unknown access code and 400 for an unknown action', async () => {
    expect((await call(server, 'POST', '/sandbox/paystack/transaction/nope', { body: { action: 'pay' } })).status).toBe(404)
    expect((await call(server, 'POST', '/sandbox/paystack/transaction/nope', { body: { action: 'steal' } })).status).toBe(400)
  })
})

describe("Stripe.js's confirmation", () => {
  const confirm = (id: string, form: Record<string, string>) =>
    call(server, 'POST', `/sandbox/stripe/v1/payment_intents/${id}/confirm`, {
      body: new URLSearchParams(form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })

  it('needs the client secret, pays with 4242 and declines 4000 0000 0000 0002', async () => {
    const paid = await driver('US')
    const init = (await addFunds(paid.token, { amount: 19.99 })).body.data
    expect((await confirm(init.reference, { client_secret: `${init.reference}_secret_guess` })).status).toBe(404)
    const ok = await confirm(init.reference, { client_secret: init.payment_info.client_secret, card_number: '4242424242424242' })
    expect(ok.status).toBe(200)
    expect(ok.body.paymentIntent).toMatchObject({ id: init.reference, status: 'succeeded', amount: 1999, currency: 'usd' })
    expect((await verify(paid.token, init.reference, 19.99, 'stripe')).body.data.new_balance).toBe(19.99)

    const declined = await driver('CA')
    const other = (await addFunds(declined.token, { amount: 5 })).body.data
    const no = await confirm(other.reference, { client_secret: other.payment_info.client_secret, card_number: '4000 0000 0000 0002' })
    expect(no.status).toBe(402)
    expect(no.body.error.message).toBe('Your card was declined.')
    expect((await verify(declined.token, other.reference, 5, 'stripe')).body.status).toBe('failed')
    expect(await ledgerSum(server.db, declined.user.id, 'CAD')).toBe(0)
  })

  it('4000 0027 6000 3184 asks for 3D Secure: completed it pays, cancelled or failed it settles nothing', async () => {
    const AUTH = '4000002760003184'
    for (const [authentication, status, credited] of [
      ['complete', 'success', 30],
      // The wallet's verify answers failed for any unpaid outcome; nothing is credited.
      ['cancel', 'failed', 0],
      ['fail', 'failed', 0],
      [undefined, 'failed', 0],
    ] as const) {
      const account = await driver('US')
      const init = (await addFunds(account.token, { amount: 30 })).body.data
      const answer = await confirm(init.reference, {
        client_secret: init.payment_info.client_secret,
        card_number: AUTH,
        ...(authentication ? { authentication } : {}),
      })
      if (authentication === 'complete') expect(answer.body.paymentIntent.status).toBe('succeeded')
      else expect(answer.body.error.code).toBe('payment_intent_authentication_failure')
      const verified = (await verify(account.token, init.reference, 30, 'stripe')).body
      expect(verified.status).toBe(status)
      expect(await ledgerSum(server.db, account.user.id, 'USD')).toBe(credited)
    }
  })
})

describe('a fallback provider', () => {
  it('Senegal may pay in XOF with Paystack when mobile money did not load', async () => {
    const { token } = await driver('SN')
    const answer = await addFunds(token, { amount: 2000, provider: 'paystack' })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ provider: 'paystack', currency: 'XOF', amount: 2000 })
  })

  it('the US may pay in USD with the Nigeria gateway; Canada is told Paystack takes no CAD', async () => {
    const us = await driver('US')
    expect((await addFunds(us.token, { amount: 10, provider: 'paystack' })).body.data).toMatchObject({ provider: 'paystack', currency: 'USD' })
    const ca = await driver('CA')
    const refused = await addFunds(ca.token, { amount: 10, provider: 'paystack' })
    expect(refused.status).toBe(400)
    expect(refused.body.detail).toBe('Paystack does not take payments in CAD.')
    expect((await addFunds(ca.token, { amount: 10, provider: 'wave' })).body.detail).toBe('Wave does not take payments in CAD.')
  })
})
