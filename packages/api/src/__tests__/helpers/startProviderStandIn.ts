import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP server speaking the documented test-mode APIs of Paystack (transaction
 * initialize/verify), Wave (checkout sessions) and Stripe (PaymentIntents), so the real
 * adapters run their production code path against it. The test plays the driver: `settle`
 * does what paying, failing or cancelling on the provider's page would do; `tamper` makes the
 * provider report something else than was asked (wrong amount, wrong currency).
 */
export interface ProviderStandIn {
  /** Base URLs to configure: PAYSTACK_API_URL, WAVE_API_URL, STRIPE_API_URL. */
  urls: { paystack: string; wave: string; stripe: string }
  keys: { paystack: string; wave: string; stripe: string }
  /** Outcome of a payment by our reference: what the driver did on the provider's page. */
  settle(provider: 'paystack' | 'wave' | 'stripe', reference: string, outcome: 'succeeded' | 'failed' | 'cancelled'): void
  /** Changes what the provider reports (amount in the provider's units, currency code). */
  tamper(provider: 'paystack' | 'wave' | 'stripe', reference: string, change: { amount?: number; currency?: string }): void
  /** The provider-side record of a payment (for webhooks), in the provider's own shape. */
  record(provider: 'paystack' | 'wave' | 'stripe', reference: string): Record<string, unknown>
  /** Requests received, `METHOD /path`. */
  requests: string[]
  close(): Promise<void>
}

type Json = Record<string, unknown>

export const STAND_IN_WEBHOOK_SECRETS = { wave: 'wave_sn_WHS_standin', stripe: 'whsec_standin' } as const

/** The server's provider configuration pointing every provider at the stand-in. */
export function providerConfig(standIn: ProviderStandIn) {
  return {
    paystackSecretKey: standIn.keys.paystack,
    waveApiKey: standIn.keys.wave,
    stripeSecretKey: standIn.keys.stripe,
    waveWebhookSecret: STAND_IN_WEBHOOK_SECRETS.wave,
    stripeWebhookSecret: STAND_IN_WEBHOOK_SECRETS.stripe,
    paystackPublicKey: 'pk_test_standin_paystack',
    stripePublishableKey: 'pk_test_standin_stripe',
    paystackApiUrl: standIn.urls.paystack,
    waveApiUrl: standIn.urls.wave,
    stripeApiUrl: standIn.urls.stripe,
  }
}

const id = (prefix: string, bytes = 12) => `${prefix}${randomBytes(bytes).toString('hex')}`

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const keys = { paystack: 'sk_test_standin_paystack', wave: 'wave_sn_prod_standin', stripe: 'sk_test_standin_stripe' }
  const paystack = new Map<string, Json>() // by reference
  const wave = new Map<string, Json>() // by session id
  const stripe = new Map<string, Json>() // by PaymentIntent id
  const requests: string[] = []
  let base = ''

  const waveByReference = (reference: string) => [...wave.values()].find((s) => s.client_reference === reference)
  const stripeByReference = (reference: string) => [...stripe.values()].find((pi) => (pi.metadata as Json).reference === reference)

  async function handlePaystack(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${keys.paystack}`) return send(response, 401, { status: false, message: 'Invalid key' })
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const body = JSON.parse(await readBody(request)) as Json
      if (typeof body.email !== 'string' || !body.email.includes('@')) return send(response, 400, { status: false, message: 'Invalid Email Address Passed' })
      if (!Number.isInteger(body.amount) || (body.amount as number) <= 0) return send(response, 400, { status: false, message: 'Invalid Amount Sent' })
      const reference = typeof body.reference === 'string' ? body.reference : id('T', 8)
      if (paystack.has(reference)) return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' })
      const accessCode = id('', 8)
      paystack.set(reference, {
        id: Number.parseInt(randomBytes(4).toString('hex'), 16),
        status: 'abandoned',
        reference,
        amount: body.amount,
        currency: body.currency ?? 'NGN',
        customer: { email: body.email },
        callback_url: body.callback_url ?? null,
      })
      return send(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${base}/paystack/checkout/${accessCode}`, access_code: accessCode, reference },
      })
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && verify) {
      const transaction = paystack.get(decodeURIComponent(verify[1]!))
      if (!transaction) return send(response, 400, { status: false, message: 'Transaction reference not found' })
      return send(response, 200, { status: true, message: 'Verification successful', data: transaction })
    }
    return send(response, 404, { status: false, message: 'Not found' })
  }

  async function handleWave(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.headers.authorization !== `Bearer ${keys.wave}`) return send(response, 401, { code: 'no-matching-api-key', message: 'Invalid API key.' })
    const path = url.pathname
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const body = JSON.parse(await readBody(request)) as Json
      const idempotent = waveByReference(String(body.client_reference))
      if (idempotent && request.headers['idempotency-key'] === body.client_reference) return send(response, 200, idempotent)
      if (typeof body.amount !== 'string' || !/^\d+$/.test(body.amount)) return send(response, 400, { code: 'request-validation-error', message: 'amount must be a string of digits' })
      if (typeof body.success_url !== 'string' || typeof body.error_url !== 'string') return send(response, 400, { code: 'request-validation-error', message: 'success_url and error_url are required' })
      const session: Json = {
        id: id('cos-', 8),
        amount: body.amount,
        checkout_status: 'open',
        client_reference: body.client_reference ?? null,
        currency: body.currency,
        error_url: body.error_url,
        last_payment_error: null,
        business_name: 'Parkade',
        payment_status: 'processing',
        success_url: body.success_url,
        wave_launch_url: `${base}/wave/c/${id('', 6)}`,
        when_created: new Date().toISOString(),
        when_expires: new Date(Date.now() + 30 * 60_000).toISOString(),
      }
      wave.set(session.id as string, session)
      return send(response, 200, session)
    }
    if (request.method === 'GET' && path === '/v1/checkout/sessions/search') {
      const reference = url.searchParams.get('client_reference')
      return send(response, 200, { result: [...wave.values()].filter((s) => s.client_reference === reference) })
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && one) {
      const session = wave.get(decodeURIComponent(one[1]!))
      if (!session) return send(response, 404, { code: 'checkout-session-not-found', message: 'Checkout session not found.' })
      return send(response, 200, session)
    }
    return send(response, 404, { code: 'not-found', message: 'Not found.' })
  }

  async function handleStripe(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${keys.stripe}`) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const form = new URLSearchParams(await readBody(request))
      const amount = Number(form.get('amount'))
      if (!Number.isInteger(amount) || amount < 1) return send(response, 400, { error: { type: 'invalid_request_error', param: 'amount', message: 'Invalid integer' } })
      const intentId = id('pi_', 12)
      const metadata: Json = {}
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key)
        if (match) metadata[match[1]!] = value
      }
      const intent: Json = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${id('', 12)}`,
        last_payment_error: null,
        metadata,
        livemode: false,
      }
      stripe.set(intentId, intent)
      return send(response, 200, intent)
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && one) {
      const intent = stripe.get(decodeURIComponent(one[1]!))
      if (!intent) {
        return send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${one[1]}'` } })
      }
      return send(response, 200, intent)
    }
    return send(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push(`${request.method} ${url.pathname}`)
    const [, prefix] = url.pathname.split('/')
    const rest = url.pathname.slice(prefix!.length + 1) || '/'
    const handled =
      prefix === 'paystack'
        ? handlePaystack(request, response, rest)
        : prefix === 'wave'
          ? handleWave(request, response, new URL(rest + url.search, 'http://stand-in'))
          : prefix === 'stripe'
            ? handleStripe(request, response, rest)
            : Promise.resolve(send(response, 404, {}))
    handled.catch(() => send(response, 400, { message: 'Bad request' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function find(provider: 'paystack' | 'wave' | 'stripe', reference: string): Json {
    const found = provider === 'paystack' ? paystack.get(reference) : provider === 'wave' ? waveByReference(reference) : stripeByReference(reference)
    if (!found) throw new Error(`${provider} stand-in has no payment ${reference}`)
    return found
  }

  return {
    urls: { paystack: `${base}/paystack`, wave: `${base}/wave`, stripe: `${base}/stripe` },
    keys,
    requests,
    settle(provider, reference, outcome) {
      const record = find(provider, reference)
      if (provider === 'paystack') {
        record.status = outcome === 'succeeded' ? 'success' : outcome === 'failed' ? 'failed' : 'abandoned'
      } else if (provider === 'wave') {
        record.checkout_status = outcome === 'succeeded' ? 'complete' : outcome === 'failed' ? 'complete' : 'expired'
        record.payment_status = outcome === 'succeeded' ? 'succeeded' : outcome === 'failed' ? 'cancelled' : 'processing'
        record.last_payment_error = outcome === 'failed' ? { code: 'insufficient-funds', message: 'The payer has insufficient funds.' } : null
      } else {
        record.status = outcome === 'succeeded' ? 'succeeded' : outcome === 'failed' ? 'requires_payment_method' : 'canceled'
        record.last_payment_error = outcome === 'failed' ? { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } : null
      }
    },
    tamper(provider, reference, change) {
      const record = find(provider, reference)
      if (change.amount !== undefined) record.amount = provider === 'wave' ? String(change.amount) : change.amount
      if (change.currency !== undefined) record.currency = provider === 'stripe' ? change.currency.toLowerCase() : change.currency
    },
    record(provider, reference) {
      return structuredClone(find(provider, reference))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A stand-in of the providers and a server whose real adapters talk to it (no sandbox mode). */
export async function startLiveServer() {
  const { startTestServer } = await import('./startTestServer.ts')
  const standIn = await startProviderStandIn()
  const server = await startTestServer({ config: { sandbox: false, providers: providerConfig(standIn) } })
  return {
    standIn,
    server,
    async close() {
      await server.close()
      await standIn.close()
    },
  }
}
