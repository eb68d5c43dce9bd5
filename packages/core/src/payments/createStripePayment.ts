import { toMinorUnits, usableCardKey } from '@parkade/contract/domain'
import { DEMO_CARD_BRAND, DEMO_CARD_LAST4, DEMO_CARD_SUCCESS_DELAY_MS } from '../constants.ts'
import { loadScript } from './loadScript.ts'
import { PAYMENT_GATEWAY_NOT_INITIALIZED, PAYMENT_SCRIPT_LOAD_FAILED } from './paymentErrors.ts'
import { providerGlobal, redirectTo, waitFor } from './paymentEnvironment.ts'
import type { GatewayConfig, PaymentAdapter, PaymentEnvironment, PaymentRequest } from './types.ts'

/** The part of a Stripe.js instance used here. */
interface StripeInstance {
  elements(): { create(type: 'card'): { mount(container: HTMLElement): void } }
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: unknown } },
  ): Promise<{ error?: { type?: string; code?: string; message?: string }; paymentIntent?: { id: string; status: string; payment_method?: unknown } }>
}

/** The PaymentIntent id in a client secret `pi_…_secret_…`. */
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? ''

type StripeConstructor = (publishableKey: string) => StripeInstance

/**
 * Stripe (USD, CAD; cents). Stripe.js is loaded from the gateway's scriptUrl when a payment
 * starts, and its `Stripe` global makes the instance, as Stripe's own script-tag guide does. The card is confirmed in the
 * browser with the client secret of a PaymentIntent the server created (the booking's or
 * top-up's, else POST /api/create-payment-intent). A secret key is never used: with no usable
 * publishable key there is no instance, and then only a sandbox server gets the spec's demo
 * success (a visa ending 4242, after 1.5 s), which settles the stand-in's intent; the server
 * still decides when it is asked to verify.
 */
export function createStripePayment(gateway: GatewayConfig, environment: PaymentEnvironment = {}): PaymentAdapter {
  let stripe: StripeInstance | null = null
  let card: unknown = null

  async function clientSecretFor(request: PaymentRequest): Promise<{ clientSecret: string; sandbox: boolean } | null> {
    const given = request.paymentInfo?.client_secret
    if (given) return { clientSecret: given, sandbox: request.sandbox === true }
    if (!environment.createPaymentIntent) return null
    const metadata = Object.fromEntries(Object.entries(request.metadata ?? {}).map(([key, value]) => [key, String(value)]))
    const intent = await environment.createPaymentIntent({
      amount: toMinorUnits(request.amount, 'stripe'),
      // The gateway table gives Stripe the US and Canada only: USD or CAD.
      currency: request.currency.toLowerCase() as 'usd' | 'cad',
      metadata,
    })
    return { clientSecret: intent.client_secret, sandbox: intent.sandbox }
  }

  async function demoSuccess(request: PaymentRequest, clientSecret: string) {
    await waitFor(environment, DEMO_CARD_SUCCESS_DELAY_MS)
    const id = intentIdOf(clientSecret)
    // The stand-in's test card: the sandbox intent is confirmed like Stripe.js would.
    if (environment.sandboxOrigin) {
      const response = await fetch(`${environment.sandboxOrigin.replace(/\/+$/, '')}/sandbox/stripe/v1/payment_intents/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: clientSecret, payment_method: 'pm_card_visa' }).toString(),
      })
      if (!response.ok) throw new Error(PAYMENT_GATEWAY_NOT_INITIALIZED)
    }
    request.callbacks.onSuccess({
      id,
      amount: request.amount,
      currency: request.currency,
      status: 'succeeded',
      metadata: request.metadata ?? {},
      payment_method: { type: 'card', card: { brand: DEMO_CARD_BRAND, last4: DEMO_CARD_LAST4 } },
    })
  }

  const adapter: PaymentAdapter = {
    provider: 'stripe',

    async load() {
      const publicKey = usableCardKey(gateway.config.publicKey)
      if (!publicKey) return // no instance: see demoSuccess
      const url = gateway.config.scriptUrl
      if (!url) throw new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: { reason: 'no scriptUrl' } })
      await loadScript(url, { document: environment.document, timeoutMs: environment.scriptTimeoutMs })
      const Stripe = providerGlobal(environment).Stripe as StripeConstructor | undefined
      if (typeof Stripe !== 'function') throw new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: { url, reason: 'no Stripe' } })
      try {
        stripe = Stripe(publicKey)
      } catch (error) {
        throw new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: error })
      }
    },

    async pay(request: PaymentRequest) {
      const { callbacks } = request
      try {
        // No instance, outside sandbox mode: a hosted payment page, when the server has one.
        const hosted = request.paymentInfo?.payment_url
        if (!stripe && !request.sandbox && hosted) {
          redirectTo(environment, hosted)
          return
        }
        const secret = await clientSecretFor(request)
        if (!secret) {
          callbacks.onError(new Error(PAYMENT_GATEWAY_NOT_INITIALIZED))
          return
        }
        if (!stripe) {
          if (secret.sandbox) await demoSuccess(request, secret.clientSecret)
          else callbacks.onError(new Error(PAYMENT_GATEWAY_NOT_INITIALIZED))
          return
        }
        if (!card) {
          callbacks.onError(new Error(PAYMENT_GATEWAY_NOT_INITIALIZED))
          return
        }
        const result = await stripe.confirmCardPayment(secret.clientSecret, { payment_method: { card } })
        // An incomplete or invalid card never reached Stripe: the driver corrects it and pays again.
        if (result.error?.type === 'validation_error') {
          callbacks.onError(new Error(result.error.message || PAYMENT_GATEWAY_NOT_INITIALIZED, { cause: { provider: 'stripe', type: 'validation_error' } }))
          return
        }
        // The driver left 3D Secure without completing it (Stripe says the same for a failed
        // one): reported as cancelled; the server, asked next, says what happened.
        if (result.error?.code === 'payment_intent_authentication_failure' && callbacks.onCancel) {
          callbacks.onCancel()
          return
        }
        if (result.error || !result.paymentIntent) {
          callbacks.onError(new Error(result.error?.message || PAYMENT_GATEWAY_NOT_INITIALIZED))
          return
        }
        const method = result.paymentIntent.payment_method
        callbacks.onSuccess({
          id: result.paymentIntent.id,
          amount: request.amount,
          currency: request.currency,
          status: result.paymentIntent.status,
          metadata: request.metadata ?? {},
          payment_method: typeof method === 'string' ? method : null,
        })
      } catch (error) {
        callbacks.onError(error instanceof Error ? error : new Error(PAYMENT_GATEWAY_NOT_INITIALIZED))
      }
    },

    mountCard(container: HTMLElement) {
      if (!stripe) return false
      const element = stripe.elements().create('card')
      element.mount(container)
      card = element
      return true
    },
  }
  return adapter
}
