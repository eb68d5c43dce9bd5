import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, pagePath, pressSandboxButton } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>

let server: Server
let alice: { token: string; user: { id: number } }

beforeAll(async () => {
  server = await startTestServer()
  alice = await server.register()
})
afterAll(() => server?.close())

async function startTopUp(amount: number, returnUrl?: string) {
  const body = returnUrl ? { amount, return_url: returnUrl } : { amount }
  const answer = await call(server, 'POST', '/wallet/add-funds', { token: alice.token, body })
  expect(answer.status).toBe(200)
  return answer.body.data as { reference: string; provider: string; payment_info: { authorization_url: string } }
}

const html = (path: string, headers: Record<string, string> = {}) => call(server, 'GET', path, { headers: { accept: 'text/html', ...headers } })

describe('sandbox hosted pages', () => {
  it('shows the merchant, the amount in the provider format, three buttons and the sandbox banner', async () => {
    const init = await startTopUp(12_345.5)
    const page = await html(pagePath(init.payment_info.authorization_url))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.text).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(page.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(page.text).toContain('Pay Parkade')
    expect(page.text).toContain('<dd>Parkade</dd>')
    expect(page.text).toContain('₦12,345.50')
    expect(page.text).toContain('This is a sandbox test page. No money moves')
    expect(page.text).toContain(`<code>${init.reference}</code>`)
    const buttons = [...page.text.matchAll(/<button[^>]*name="action" value="(\w+)"[^>]*>([^<]*)/g)].map((m) => [m[1], m[2]])
    expect(buttons).toEqual([
      ['pay', 'Pay ₦12,345.50'],
      ['fail', 'Fail'],
      ['cancel', 'Cancel'],
    ])
    expect(page.text).toMatch(new RegExp(`<form method="post" action="/sandbox/paystack/checkout/${init.reference}\\?lang=en">`))
    // No external assets: no scripts, no stylesheets or images from anywhere.
    expect(page.text).not.toMatch(/<script|<img|<link rel="stylesheet"|src="http|url\(http/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('speaks French by Accept-Language, and ?lang wins over it', async () => {
    const init = await startTopUp(1000)
    const path = pagePath(init.payment_info.authorization_url)
    const fr = await html(path, { 'accept-language': 'fr-SN,fr;q=0.9,en;q=0.5' })
    expect(fr.text).toContain('<html lang="fr">')
    expect(fr.text).toContain('Payer Parkade')
    expect(fr.text).toContain('Aucun argent ne circule')
    expect(fr.text).toMatch(/value="fail"[^>]*>Échec/)
    expect(fr.text).toMatch(/value="cancel"[^>]*>Annuler/)
    const forcedEn = await html(`${path}?lang=en`, { 'accept-language': 'fr' })
    expect(forcedEn.text).toContain('<html lang="en">')
    const forcedFr = await html(`${path}?lang=fr`, { 'accept-language': 'en-US' })
    expect(forcedFr.text).toContain('<html lang="fr">')
    expect((await html(`${path}?lang=de`)).text).toContain('<html lang="en">')
  })

  it('answers a clear 404 page for an unknown reference on every provider, escaping what it echoes', async () => {
    for (const provider of ['paystack', 'wave', 'stripe']) {
      const page = await html(`/sandbox/${provider}/checkout/NOPE-123`)
      expect(page.status).toBe(404)
      expect(page.headers.get('content-type')).toMatch(/text\/html/)
      expect(page.text).toContain('Payment not found')
      expect(page.text).toContain('NOPE-123')
    }
    const hostile = await html(`/sandbox/wave/checkout/${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(hostile.status).toBe(404)
    expect(hostile.text).not.toContain('<script>')
    expect(hostile.text).toContain('&lt;script&gt;')
    const fr = await html('/sandbox/wave/checkout/NOPE?lang=fr')
    expect(fr.text).toContain('Paiement introuvable')
  })

  it("does not show one provider's payment on another provider's page", async () => {
    const init = await startTopUp(1000)
    expect((await html(`/sandbox/wave/checkout/${init.reference}`)).status).toBe(404)
    const posted = await call(server, 'POST', `/sandbox/stripe/checkout/${init.reference}`, {
      body: 'action=pay',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(posted.status).toBe(404)
  })

  it('Pay without a return URL shows the outcome on the page itself', async () => {
    const init = await startTopUp(1000)
    const pressed = await pressSandboxButton(server, hostedUrl(init), 'pay')
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe(`/sandbox/paystack/checkout/${init.reference}?lang=en`)
    const page = await html(pressed.headers.get('location')!)
    expect(page.text).toContain('This payment has been completed.')
    expect(page.text).not.toContain('name="action"')
  })

  it('answers 400 for an unknown button and changes nothing', async () => {
    const init = await startTopUp(1000, 'http://127.0.0.1:5173/wallet/callback')
    const pressed = await pressSandboxButton(server, hostedUrl(init), 'steal')
    expect(pressed.status).toBe(400)
    expect(pressed.text).toContain('Unknown action')
    const empty = await call(server, 'POST', pagePath(hostedUrl(init)))
    expect(empty.status).toBe(400)
    expect((await html(pagePath(hostedUrl(init)))).text).toContain('name="action" value="pay"')
  })

  it('settles once: Cancel after Pay still redirects with succeeded', async () => {
    const init = await startTopUp(1000, 'http://127.0.0.1:5173/wallet/callback')
    await pressSandboxButton(server, hostedUrl(init), 'pay')
    const second = await pressSandboxButton(server, hostedUrl(init), 'cancel')
    expect(new URL(second.headers.get('location')!).searchParams.get('status')).toBe('succeeded')
    const page = await html(pagePath(hostedUrl(init)))
    expect(page.text).toContain('Return to Parkade')
  })
})

describe('POST /api/create-payment-intent', () => {
  it('creates a sandbox PaymentIntent with a pi_…_secret_… client secret, recorded in payments', async () => {
    const answer = await call(server, 'POST', '/api/create-payment-intent', {
      token: alice.token,
      body: { amount: 1234, currency: 'usd', metadata: { booking: 'PK-ABCDEF' } },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ amount: 1234, currency: 'usd', sandbox: true })
    expect(answer.body.id).toMatch(/^pi_[A-Za-z0-9]{24}$/)
    expect(answer.body.client_secret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]+$/)
    expect(answer.body.client_secret.startsWith(`${answer.body.id}_secret_`)).toBe(true)
    const { rows } = await server.db.query<{ user_id: number; provider: string; purpose: string; amount: number; currency: string; status: string; metadata: unknown }>(
      "SELECT user_id, provider, purpose, amount, currency, status, provider_payload -> 'metadata' AS metadata FROM payments WHERE reference = $1",
      [answer.body.id],
    )
    expect(rows[0]).toEqual({ user_id: alice.user.id, provider: 'stripe', purpose: 'intent', amount: 12.34, currency: 'USD', status: 'pending', metadata: { booking: 'PK-ABCDEF' } })
    // The Stripe stand-in page shows the intent.
    const page = await html(`/sandbox/stripe/checkout/${answer.body.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('$12.34')
  })

  it('works without a bearer (the intent has no owner yet) and in CAD', async () => {
    const answer = await call(server, 'POST', '/api/create-payment-intent', { body: { amount: 500, currency: 'CAD' } })
    expect(answer.status).toBe(200)
    expect(answer.body.currency).toBe('cad')
    const { rows } = await server.db.query<{ user_id: number | null }>('SELECT user_id FROM payments WHERE reference = $1', [answer.body.id])
    expect(rows[0]!.user_id).toBeNull()
  })

  it.each([
    [{ amount: 0, currency: 'usd' }, 'amount must be a whole number of cents from 1 to 99999999.'],
    [{ amount: 12.5, currency: 'usd' }, 'amount: must be a whole number'],
    [{ amount: '100', currency: 'usd' }, 'amount: must be a whole number'],
    [{ amount: 100_000_000, currency: 'usd' }, 'amount must be a whole number of cents from 1 to 99999999.'],
    [{ amount: 100, currency: 'eur' }, 'currency must be usd or cad.'],
    [{ amount: 100 }, 'currency: is required'],
    [{ amount: 100, currency: 'usd', metadata: { n: 1 } }, 'metadata.n: must be a string'],
    [{ amount: 100, currency: 'usd', metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) }, 'metadata must be at most 50 text values (keys up to 40 characters, values up to 500).'],
    [{ amount: 100, currency: 'usd', customer: 'x' }, 'customer: is not an accepted field'],
  ])('refuses %j (400)', async (body, detail) => {
    const answer = await call(server, 'POST', '/api/create-payment-intent', { body })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe(detail)
  })

  it('treats an invalid bearer as no session (the bearer is optional)', async () => {
    const answer = await call(server, 'POST', '/api/create-payment-intent', { token: 'invalid.token.value', body: { amount: 100, currency: 'usd' } })
    expect(answer.status).toBe(200)
    const { rows } = await server.db.query<{ user_id: number | null }>('SELECT user_id FROM payments WHERE reference = $1', [answer.body.id])
    expect(rows[0]!.user_id).toBeNull()
  })

  it('is documented in the OpenAPI document with the money routes; the stand-in pages as sandbox-only HTML and scripts', async () => {
    const { body } = await call(server, 'GET', '/openapi.json')
    for (const path of [
      '/api/create-payment-intent',
      '/api/v1/bookings',
      '/api/v1/bookings/quote',
      '/api/v1/bookings/list',
      '/api/v1/bookings/extend',
      '/api/v1/bookings/{id}/status',
      '/api/v1/bookings/{id}/confirm-payment',
      '/api/v1/bookings/code/{booking_code}',
      '/api/v1/user/vehicles/',
      '/api/v1/user/vehicles/{id}',
      '/api/v1/user/vehicles/{id}/default',
      '/api/v1/wallet',
      '/api/v1/wallet/transactions',
      '/api/v1/wallet/add-funds',
      '/api/v1/wallet/verify-payment',
      '/api/v1/wallet/credit',
    ]) {
      expect(body.paths, path).toHaveProperty([path])
    }
    const page = body.paths['/sandbox/stripe/checkout/{reference}'].get
    expect(page.tags).toEqual(['sandbox'])
    expect(Object.keys(page.responses['200'].content)).toEqual(['text/html'])
    expect(Object.keys(body.paths['/sandbox/stripe/v3'].get.responses['200'].content)).toEqual(['text/javascript'])
  })

  it('is not under /api/v1', async () => {
    const answer = await call(server, 'POST', '/create-payment-intent', { body: { amount: 100, currency: 'usd' } })
    expect(answer.status).toBe(404)
  })
})

describe('with provider keys (no sandbox mode)', () => {
  let live: Server

  beforeAll(async () => {
    // Paystack keyed but unreachable (nothing listens on port 9); Wave and Stripe not keyed.
    const providers = { ...loadConfig({}).providers, paystackSecretKey: 'sk_test_x', paystackApiUrl: 'http://127.0.0.1:9' }
    live = await startTestServer({ config: { sandbox: false, providers } })
  })
  afterAll(() => live?.close())

  it('serves no stand-in pages and answers 503 for a provider without a key or out of reach', async () => {
    const account = await live.register()
    const intent = await call(live, 'POST', '/api/create-payment-intent', { body: { amount: 100, currency: 'usd' } })
    expect(intent.status).toBe(503)
    expect(intent.body.detail).toBe('Payments with Stripe are not configured on this server.')
    const topUp = await call(live, 'POST', '/wallet/add-funds', { token: account.token, body: { amount: 100 } })
    expect(topUp.status).toBe(503)
    expect(topUp.body.detail).toBe('Paystack could not be reached. Please try again in a moment.')
    const { rows } = await live.db.query<{ status: string }>('SELECT status FROM payments')
    expect(rows.every((r) => r.status === 'failed')).toBe(true)
    expect((await call(live, 'GET', '/sandbox/paystack/checkout/anything')).status).toBe(404)
  })
})
