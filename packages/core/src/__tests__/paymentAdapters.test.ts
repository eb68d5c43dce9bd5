import { describe, expect, it, vi } from 'vitest'
import {
  createPaymentAdapter,
  gatewayForCountry,
  isSdkPaymentError,
  loadPaymentGateway,
  PAYMENT_GATEWAY_NOT_INITIALIZED,
  PAYMENT_PAGE_REFUSED,
  PAYMENT_SCRIPT_LOAD_FAILED,
  paymentReturnUrl,
  PAYSTACK_NOT_LOADED,
  UNSUPPORTED_PAYMENT_PROVIDER,
  WAVE_NOT_LOADED,
} from '../payments/index.ts'
import type { CardPaymentResult, GatewayConfig, GatewayLoadState, PaymentEnvironment, PaymentRequest, ScriptDocument } from '../payments/index.ts'

/**
 * A page: scripts whose URL is in `blocked` fail to load; the others "run" by calling `define`
 * with the page's globals (as Paystack's inline.js defines PaystackPop).
 */
function page(define: (url: string, global: Record<string, unknown>) => void, blocked: string[] = []) {
  const global: Record<string, unknown> = {}
  const injected: string[] = []
  const redirects: string[] = []
  const document: ScriptDocument = {
    head: {
      appendChild(node: never) {
        const script = node as { src: string; onload: (() => void) | null; onerror: (() => void) | null }
        injected.push(script.src)
        queueMicrotask(() => {
          if (blocked.includes(script.src)) script.onerror?.()
          else {
            define(script.src, global)
            script.onload?.()
          }
        })
      },
    },
    createElement: () => ({ src: '', async: false, onload: null, onerror: null, remove() {} }),
  }
  const environment: PaymentEnvironment = { document, global, redirect: (url) => redirects.push(url), wait: async () => {} }
  return { environment, global, injected, redirects }
}

function request(overrides: Partial<PaymentRequest> = {}) {
  const outcome: { success?: CardPaymentResult; error?: Error; cancelled?: boolean } = {}
  const value: PaymentRequest = {
    amount: 2500.5,
    currency: 'NGN',
    email: 'ada@example.com',
    reference: 'PKD_abc',
    callbacks: {
      onSuccess: (result) => (outcome.success = result),
      onError: (error) => (outcome.error = error),
      onCancel: () => (outcome.cancelled = true),
    },
    ...overrides,
  }
  return { value, outcome }
}

const PAYSTACK_JS = 'http://api.test/sandbox/paystack/inline.js'
const STRIPE_JS = 'http://api.test/sandbox/stripe/v3'
const WAVE_JS = 'http://api.test/sandbox/wave/checkout.js'
const overrides = { paystack: { scriptUrl: PAYSTACK_JS }, wave: { scriptUrl: WAVE_JS }, stripe: { scriptUrl: STRIPE_JS, publicKey: 'pk_test_x' } }

describe('nothing loads before a payment starts', () => {
  it('creating an adapter injects no script', () => {
    const { environment, injected } = page(() => {})
    for (const country of ['NG', 'SN', 'US', 'CA']) createPaymentAdapter(gatewayForCountry(country, overrides), environment)
    expect(injected).toEqual([])
  })
})

describe('Paystack', () => {
  it('resumes the transaction the server initialised, in the inline popup', async () => {
    const resumed: string[] = []
    const { environment } = page((_url, global) => {
      global.PaystackPop = class {
        resumeTransaction(code: string, callbacks: { onSuccess(t: { reference: string }): void }) {
          resumed.push(code)
          callbacks.onSuccess({ reference: 'PKD_abc' })
        }
      }
    })
    const adapter = createPaymentAdapter(gatewayForCountry('NG', overrides), environment)
    await adapter.load()
    const { value, outcome } = request({ paymentInfo: { access_code: 'ac_123', authorization_url: 'https://checkout.paystack.com/ac_123' } })
    await adapter.pay(value)
    expect(resumed).toEqual(['ac_123'])
    expect(outcome.success).toMatchObject({ id: 'PKD_abc', amount: 2500.5, currency: 'NGN', status: 'success' })
  })

  it('reports a cancelled popup through onCancel', async () => {
    const { environment } = page((_url, global) => {
      global.PaystackPop = class {
        resumeTransaction(_code: string, callbacks: { onCancel(): void }) {
          callbacks.onCancel()
        }
      }
    })
    const adapter = createPaymentAdapter(gatewayForCountry('NG', overrides), environment)
    await adapter.load()
    const { value, outcome } = request({ paymentInfo: { access_code: 'ac_1' } })
    await adapter.pay(value)
    expect(outcome.cancelled).toBe(true)
    expect(outcome.success).toBeUndefined()
  })

  it('without its script, redirects to authorization_url; with neither, says Paystack not loaded', async () => {
    const { environment, redirects } = page(() => {}, [PAYSTACK_JS])
    const adapter = createPaymentAdapter(gatewayForCountry('NG', overrides), environment)
    await expect(adapter.load()).rejects.toThrow(PAYMENT_SCRIPT_LOAD_FAILED)
    await adapter.pay(request({ paymentInfo: { access_code: 'ac', authorization_url: 'https://checkout.paystack.com/ac' } }).value)
    expect(redirects).toEqual(['https://checkout.paystack.com/ac'])
    const bare = request()
    await adapter.pay(bare.value)
    expect(bare.outcome.error?.message).toBe(PAYSTACK_NOT_LOADED)
  })

  it('never opens a javascript: URL as a payment page', async () => {
    const { environment, redirects } = page(() => {}, [PAYSTACK_JS])
    const adapter = createPaymentAdapter(gatewayForCountry('NG', overrides), environment)
    const { value, outcome } = request({ paymentInfo: { authorization_url: 'javascript:alert(1)' } })
    await adapter.pay(value)
    expect(redirects).toEqual([])
    expect(outcome.error?.message).toBe(PAYMENT_PAGE_REFUSED)
    expect(isSdkPaymentError(outcome.error!)).toBe(true)
  })

  it('opens a hosted page only on the page origins it was given: a tampered authorization_url is refused', async () => {
    const { environment, redirects } = page(() => {}, [PAYSTACK_JS])
    const guarded = { ...environment, pageOrigins: ['https://checkout.paystack.com', 'http://api.test'] }
    const adapter = createPaymentAdapter(gatewayForCountry('NG', overrides), guarded)
    const tampered = request({ paymentInfo: { authorization_url: 'https://checkout.paystack.com.evil.example/ac' } })
    await adapter.pay(tampered.value)
    expect(tampered.outcome.error?.message).toBe(PAYMENT_PAGE_REFUSED)
    const sandbox = request({ paymentInfo: { authorization_url: 'http://api.test/sandbox/paystack/checkout/ac' } })
    await adapter.pay(sandbox.value)
    expect(redirects).toEqual(['http://api.test/sandbox/paystack/checkout/ac'])
  })
})

describe('Wave', () => {
  it('redirects to the checkout session launch URL once loaded', async () => {
    const { environment, redirects } = page(() => {})
    const adapter = createPaymentAdapter(gatewayForCountry('SN', overrides), environment)
    const early = request({ currency: 'XOF', amount: 5000, paymentInfo: { checkout_url: 'https://pay.wave.com/c/cos-1' } })
    await adapter.pay(early.value)
    expect(early.outcome.error?.message).toBe(WAVE_NOT_LOADED)
    await adapter.load()
    await adapter.pay(early.value)
    expect(redirects).toEqual(['https://pay.wave.com/c/cos-1'])
    const none = request({ currency: 'XOF' })
    await adapter.pay(none.value)
    expect(none.outcome.error?.message).toBe(PAYMENT_GATEWAY_NOT_INITIALIZED)
  })
})

describe('Stripe', () => {
  it('refuses a secret key: no instance, and no demo outside sandbox mode', async () => {
    const { environment, injected } = page(() => {})
    const adapter = createPaymentAdapter(gatewayForCountry('US', { stripe: { scriptUrl: STRIPE_JS, publicKey: 'sk_test_secret' } }), environment)
    await adapter.load()
    expect(injected).toEqual([])
    const live = request({ currency: 'USD', amount: 19.99, paymentInfo: { client_secret: 'pi_1_secret_2' }, sandbox: false })
    await adapter.pay(live.value)
    expect(live.outcome.error?.message).toBe(PAYMENT_GATEWAY_NOT_INITIALIZED)
  })

  it('says the payment module could not load when the script defines no Stripe, or Stripe refuses the key', async () => {
    const silent = page(() => {})
    await expect(createPaymentAdapter(gatewayForCountry('US', overrides), silent.environment).load()).rejects.toThrow(PAYMENT_SCRIPT_LOAD_FAILED)
    expect(silent.injected).toEqual([STRIPE_JS])
    const refusing = page((_url, global) => {
      global.Stripe = () => {
        throw new Error('Invalid API Key provided')
      }
    })
    await expect(createPaymentAdapter(gatewayForCountry('US', overrides), refusing.environment).load()).rejects.toThrow(PAYMENT_SCRIPT_LOAD_FAILED)
  })

  it("with a publishable key, makes the instance from the script's Stripe global, mounts the card field and confirms with it", async () => {
    const keys: string[] = []
    const confirmations: unknown[] = []
    let answer: { error?: { type?: string; code?: string; message?: string }; paymentIntent?: { id: string; status: string } } = { paymentIntent: { id: 'pi_7', status: 'succeeded' } }
    const { environment, injected } = page((_url, global) => {
      global.Stripe = (key: string) => {
        keys.push(key)
        return {
          elements: () => ({ create: () => ({ mount: () => {} }) }),
          confirmCardPayment: async (secret: string, data: unknown) => {
            confirmations.push([secret, data])
            return answer
          },
        }
      }
    })
    const adapter = createPaymentAdapter(gatewayForCountry('US', overrides), environment)
    await adapter.load()
    expect(injected).toEqual([STRIPE_JS])
    expect(keys).toEqual(['pk_test_x'])
    const unmounted = request({ currency: 'USD', amount: 19.99, paymentInfo: { client_secret: 'pi_7_secret_1' } })
    await adapter.pay(unmounted.value)
    expect(unmounted.outcome.error?.message).toBe(PAYMENT_GATEWAY_NOT_INITIALIZED)

    expect(adapter.mountCard?.({} as HTMLElement)).toBe(true)
    const paid = request({ currency: 'USD', amount: 19.99, paymentInfo: { client_secret: 'pi_7_secret_1' } })
    await adapter.pay(paid.value)
    expect(confirmations).toHaveLength(1)
    expect(paid.outcome.success).toMatchObject({ id: 'pi_7', status: 'succeeded', amount: 19.99 })

    // An incomplete number stays on the form; an abandoned 3D Secure is a cancel; a decline goes to the server.
    answer = { error: { type: 'validation_error', message: 'Your card number is incomplete.' } }
    const incomplete = request({ currency: 'USD', paymentInfo: { client_secret: 'pi_7_secret_1' } })
    await adapter.pay(incomplete.value)
    expect(isSdkPaymentError(incomplete.outcome.error!)).toBe(true)
    answer = { error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' } }
    const abandoned = request({ currency: 'USD', paymentInfo: { client_secret: 'pi_7_secret_1' } })
    await adapter.pay(abandoned.value)
    expect(abandoned.outcome.cancelled).toBe(true)
    answer = { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
    const declined = request({ currency: 'USD', paymentInfo: { client_secret: 'pi_7_secret_1' } })
    await adapter.pay(declined.value)
    expect(declined.outcome.error?.message).toBe('Your card was declined.')
    expect(isSdkPaymentError(declined.outcome.error!)).toBe(false)
  })

  it('with no instance in sandbox mode, succeeds as a visa ending 4242 after 1.5 s', async () => {
    const waits: number[] = []
    const { environment } = page(() => {})
    environment.wait = async (ms) => void waits.push(ms)
    const intents: unknown[] = []
    environment.createPaymentIntent = async (body) => {
      intents.push(body)
      return { id: 'pi_9', client_secret: 'pi_9_secret_x', amount: body.amount, currency: 'usd' as const, sandbox: true }
    }
    const adapter = createPaymentAdapter(gatewayForCountry('CA'), environment)
    await adapter.load()
    const { value, outcome } = request({ currency: 'CAD', amount: 42.1, metadata: { booking: 7 } })
    await adapter.pay(value)
    expect(intents).toEqual([{ amount: 4210, currency: 'cad', metadata: { booking: '7' } }])
    expect(waits).toEqual([1500])
    expect(outcome.success).toMatchObject({ id: 'pi_9', amount: 42.1, currency: 'CAD', status: 'succeeded', payment_method: { type: 'card', card: { brand: 'visa', last4: '4242' } } })
  })
})

describe('loadPaymentGateway (SPEC §4)', () => {
  const paystackDefines = (_url: string, global: Record<string, unknown>) => {
    global.PaystackPop = class {}
  }

  it('loading, then ready', async () => {
    const { environment, injected } = page(paystackDefines)
    const states: [GatewayLoadState, string][] = []
    const loaded = await loadPaymentGateway('NG', { overrides, environment, onState: (s, g) => states.push([s, g.provider]) })
    expect(states).toEqual([
      ['loading', 'paystack'],
      ['ready', 'paystack'],
    ])
    expect(loaded).toMatchObject({ state: 'ready', fellBack: false, error: null })
    expect(injected).toEqual([PAYSTACK_JS])
  })

  it('Senegal falls back to the card provider in XOF when the mobile-money script fails', async () => {
    const { environment } = page(paystackDefines, [WAVE_JS])
    const states: [GatewayLoadState, string][] = []
    const loaded = await loadPaymentGateway('SN', { overrides, environment, onState: (s, g) => states.push([s, g.provider]) })
    expect(states).toEqual([
      ['loading', 'wave'],
      ['error', 'wave'],
      ['loading', 'paystack'],
      ['ready', 'paystack'],
    ])
    expect(loaded.fellBack).toBe(true)
    expect(loaded.error?.message).toBe(PAYMENT_SCRIPT_LOAD_FAILED)
    expect(loaded.gateway).toMatchObject({ provider: 'paystack', currency: 'XOF' })
  })

  it.each(['US', 'CA'])('%s falls back to the Nigeria gateway when the card script fails', async (country) => {
    const { environment } = page(paystackDefines, [STRIPE_JS])
    const loaded = await loadPaymentGateway(country, { overrides, environment })
    expect(loaded).toMatchObject({ state: 'ready', fellBack: true, gateway: { provider: 'paystack', currency: 'NGN' } })
  })

  it("loads the gateway the server gives (its script URLs), and asks it for Nigeria's only when falling back", async () => {
    const asked: string[] = []
    const server = async (code: string): Promise<GatewayConfig> => {
      asked.push(code)
      return gatewayForCountry(code, overrides)
    }
    const { environment, injected } = page(paystackDefines, [STRIPE_JS])
    const loaded = await loadPaymentGateway('us', { gatewayFor: server, environment })
    expect(asked).toEqual(['US', 'NG'])
    expect(injected).toEqual([STRIPE_JS, PAYSTACK_JS])
    expect(loaded).toMatchObject({ state: 'ready', fellBack: true, gateway: { provider: 'paystack' } })

    asked.length = 0
    const ready = await loadPaymentGateway('NG', { gatewayFor: server, environment: page(paystackDefines).environment })
    expect(asked).toEqual(['NG'])
    expect(ready).toMatchObject({ state: 'ready', fellBack: false })
  })

  it("applies the host's overrides to the server's answer, and to the built-in table when the server cannot answer", async () => {
    const server = async (code: string): Promise<GatewayConfig> => {
      if (code === 'US') throw new Error('offline')
      return { ...gatewayForCountry(code), config: { scriptUrl: 'http://api.test/sandbox/server-paystack.js', publicKey: 'pk_server' } }
    }
    const hostKey = { paystack: { publicKey: 'pk_host' }, stripe: { scriptUrl: STRIPE_JS, publicKey: 'pk_test_host' } }
    const triedUrls: string[] = []
    const ng = page(paystackDefines)
    const fromServer = await loadPaymentGateway('NG', { serverGateway: server, overrides: hostKey, environment: ng.environment })
    expect(ng.injected).toEqual(['http://api.test/sandbox/server-paystack.js'])
    expect(fromServer.gateway.config).toMatchObject({ publicKey: 'pk_host' })

    // The United States from the table (the server failed) with the host's script URL; Nigeria's, as the server answers it, when Stripe's is blocked.
    const tried = (await loadPaymentGateway('US', { serverGateway: server, overrides: hostKey, environment: page(paystackDefines, [STRIPE_JS]).environment, onState: (state, gateway) => state === 'loading' && triedUrls.push(gateway.config.scriptUrl ?? '') })).gateway
    expect(triedUrls).toEqual([STRIPE_JS, 'http://api.test/sandbox/server-paystack.js'])
    expect(tried.config).toMatchObject({ publicKey: 'pk_host' })
  })

  it('Nigeria with its script blocked stays on Paystack, which pays by redirect', async () => {
    const { environment, redirects } = page(() => {}, [PAYSTACK_JS])
    const loaded = await loadPaymentGateway('NG', { overrides, environment })
    expect(loaded).toMatchObject({ state: 'error', fellBack: false, gateway: { provider: 'paystack' } })
    await loaded.adapter.pay(request({ paymentInfo: { authorization_url: 'https://checkout.paystack.com/x' } }).value)
    expect(redirects).toEqual(['https://checkout.paystack.com/x'])
  })

  it('an unknown provider answers Unsupported payment provider', async () => {
    const gateway = { ...gatewayForCountry('NG'), provider: 'mpesa' } as unknown as GatewayConfig
    const adapter = createPaymentAdapter(gateway)
    await expect(adapter.load()).rejects.toThrow(UNSUPPORTED_PAYMENT_PROVIDER)
    const { value, outcome } = request()
    await adapter.pay(value)
    expect(outcome.error?.message).toBe(UNSUPPORTED_PAYMENT_PROVIDER)
    vi.restoreAllMocks()
  })
})

describe('after a payment in the page', () => {
  it('the return URL carries what a hosted page would add, keeping the host’s own parameters', () => {
    expect(paymentReturnUrl('https://host.test/wallet/callback?amount=2500', { reference: 'PKD_1', provider: 'paystack', status: 'succeeded' })).toBe(
      'https://host.test/wallet/callback?amount=2500&reference=PKD_1&provider=paystack&status=succeeded',
    )
    expect(paymentReturnUrl('https://host.test/park?checkout_park=x&status=old', { reference: 'pi_2', provider: 'stripe', status: 'failed', bookingId: 7 })).toBe(
      'https://host.test/park?checkout_park=x&status=failed&reference=pi_2&provider=stripe&booking_id=7',
    )
  })

  it('only the SDK’s own messages count as failures to show; a provider’s decline goes to the server', () => {
    expect(isSdkPaymentError(new Error(PAYSTACK_NOT_LOADED))).toBe(true)
    expect(isSdkPaymentError(new Error(PAYMENT_SCRIPT_LOAD_FAILED))).toBe(true)
    expect(isSdkPaymentError(new Error('Your card was declined.'))).toBe(false)
    // An incomplete card never reached the provider: the driver corrects it on the same form.
    expect(isSdkPaymentError(new Error('Your card number is incomplete.', { cause: { provider: 'stripe', type: 'validation_error' } }))).toBe(true)
  })
})
