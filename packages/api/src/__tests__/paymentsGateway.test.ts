// GET /payments/gateway: the server, not the page, decides where each provider's browser script
// comes from; and the stand-in scripts run under a strict Content-Security-Policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { gatewayConfigFor } from '../payments/gatewayConfigFor.ts'
import { PAYSTACK_INLINE_JS, STRIPE_JS, WAVE_CHECKOUT_JS } from '../sandboxPages/sandboxScripts.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>
let server: Server
beforeAll(async () => {
  server = await startTestServer({ config: { publicUrl: 'http://127.0.0.1:8799' } })
})
afterAll(() => server?.close())

describe('in sandbox mode (no provider keys)', () => {
  it.each([
    ['NG', 'paystack', 'NGN', '/sandbox/paystack/inline.js'],
    ['SN', 'wave', 'XOF', '/sandbox/wave/checkout.js'],
    ['US', 'stripe', 'USD', '/sandbox/stripe/v3'],
    ['CA', 'stripe', 'CAD', '/sandbox/stripe/v3'],
  ])('%s: %s in %s with the stand-in script of this server', async (country, provider, currency, path) => {
    const answer = await call(server, 'GET', '/payments/gateway', { query: { country } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ provider, currency, config: { scriptUrl: `http://127.0.0.1:8799${path}` } })
    // The script it names is served here.
    expect((await call(server, 'GET', path)).status).toBe(200)
  })

  it("gives Senegal the card provider as its fallback, Stripe the stand-in's publishable key, unknown countries Nigeria's", async () => {
    const sn = (await call(server, 'GET', '/payments/gateway', { query: { country: 'sn' } })).body
    expect(sn.fallback).toMatchObject({ provider: 'paystack', currency: 'XOF', config: { scriptUrl: 'http://127.0.0.1:8799/sandbox/paystack/inline.js' } })
    expect((await call(server, 'GET', '/payments/gateway', { query: { country: 'US' } })).body.config.publicKey).toMatch(/^pk_test_/)
    expect((await call(server, 'GET', '/payments/gateway', { query: { country: 'ZZ' } })).body).toMatchObject({ provider: 'paystack', currency: 'NGN' })
    expect((await call(server, 'GET', '/payments/gateway', { query: { country: 'N1' } })).status).toBe(400)
  })
})

describe('with provider keys', () => {
  const env = { PAYSTACK_SECRET_KEY: 'sk_live_x', STRIPE_SECRET_KEY: 'sk_live_y', WAVE_API_KEY: 'wave_z' }

  it("points at the providers' own scripts with the publishable keys it was given", () => {
    const config = loadConfig({ ...env, PAYSTACK_PUBLIC_KEY: 'pk_live_paystack', STRIPE_PUBLISHABLE_KEY: 'pk_live_stripe' })
    expect(config.sandbox).toBe(false)
    expect(gatewayConfigFor('NG', config).config).toEqual({ scriptUrl: 'https://js.paystack.co/v2/inline.js', publicKey: 'pk_live_paystack' })
    expect(gatewayConfigFor('CA', config).config).toEqual({ scriptUrl: 'https://js.stripe.com/v3', publicKey: 'pk_live_stripe' })
    expect(gatewayConfigFor('SN', config).config.scriptUrl).toBeUndefined()
    expect(JSON.stringify(gatewayConfigFor('SN', config))).not.toContain('/sandbox/')
  })

  it('never hands a secret key to the browser', () => {
    const config = loadConfig({ ...env, STRIPE_PUBLISHABLE_KEY: 'sk_live_oops' })
    expect(gatewayConfigFor('US', config).config).toEqual({ scriptUrl: 'https://js.stripe.com/v3' })
  })
})

describe('the stand-in scripts under a strict CSP', () => {
  it.each([
    ['Paystack', PAYSTACK_INLINE_JS],
    ['Stripe', STRIPE_JS],
    ['Wave', WAVE_CHECKOUT_JS],
  ])("%s sets no style attribute, writes no markup and evaluates nothing (style-src 'self', script-src 'self')", (_name, source) => {
    expect(source).not.toMatch(/setAttribute\(\s*['"]style/)
    expect(source).not.toMatch(/\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write|cssText|createElement\(\s*['"](style|script)/)
    expect(source).not.toMatch(/\beval\(|new Function\(|setTimeout\(\s*['"]/)
  })
})
