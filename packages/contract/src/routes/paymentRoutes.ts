import { Type } from 'typebox'
import { PAYMENT_PROVIDER_NAMES } from '../domain/paymentProviders.ts'
import type { PaymentProvider } from '../domain/paymentProviders.ts'
import { StringEnum } from '../schemas/helpers.ts'
import { CreatePaymentIntentRequest, CreatePaymentIntentResponse, StripeError, WebhookReceived } from '../schemas/paymentSchemas.ts'
import { PROBLEM_TYPE, defineRoute, empty, ok, problems, sent } from './defineRoute.ts'

export const createPaymentIntent = defineRoute({
  operationId: 'createPaymentIntent',
  method: 'POST',
  // Outside the version prefix, as SPEC §7 has it.
  path: '/api/create-payment-intent',
  auth: 'optional',
  tags: ['payments'],
  summary: 'Creates a Stripe PaymentIntent for the card flow (US, CA)',
  description:
    'Amount in minor units (cents). Answers the client secret Stripe.js confirms with. In sandbox mode `sandbox` is true: ' +
    "the intent can be settled on the Stripe stand-in page, and the SDK's demo card success applies. Nothing is credited or confirmed until the server verifies it. " +
    'The bearer is optional; when sent, the intent belongs to that user.',
  body: CreatePaymentIntentRequest,
  responses: { 200: ok(CreatePaymentIntentResponse, 'The intent.'), ...problems(400, 409, 413, 415, 502, 503) },
})

const webhook = <const P extends PaymentProvider, const Id extends string>(provider: P, operationId: Id) =>
  defineRoute({
    operationId,
    method: 'POST',
    path: `/api/webhooks/${provider}` as `/api/webhooks/${P}`,
    auth: 'none',
    tags: ['payments'],
    summary: `${PAYMENT_PROVIDER_NAMES[provider]} webhook`,
    description:
      `Signed notifications from ${PAYMENT_PROVIDER_NAMES[provider]}, authenticated by their signature, not a bearer. Refused unless the signature over the raw body holds` +
      (provider === 'paystack'
        ? ' (x-paystack-signature, HMAC-SHA512 with the secret key).'
        : ` and is at most 300 s old (${provider === 'wave' ? 'Wave-Signature' : 'Stripe-Signature'}).`) +
      ' Any content type; the body is read as sent. A replayed event changes nothing.',
    responses: { 200: ok(WebhookReceived, 'Received: applied, ignored or a duplicate.'), ...problems(400, 401, 404, 409, 413) },
  })

export const paystackWebhook = webhook('paystack', 'paystackWebhook')
export const waveWebhook = webhook('wave', 'waveWebhook')
export const stripeWebhook = webhook('stripe', 'stripeWebhook')

// ── Sandbox stand-ins of the providers' pages and scripts (sandbox mode only) ────────────────

const html = (description: string) => sent('text/html', description)
const pageParams = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 200 }) })
const pageQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 35, description: 'en or fr; else Accept-Language.' })) })
/** A page refused by validation answers Problem Details; one refused by the page itself, HTML. */
const pageOr = (status: number, description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() }, [PROBLEM_TYPE]: { schema: Type.Unsafe({ $ref: 'ProblemDetails#' }) } },
})

const checkoutPage = <const P extends PaymentProvider, const Id extends string>(provider: P, operationId: Id) =>
  defineRoute({
    operationId,
    method: 'GET',
    path: `/sandbox/${provider}/checkout/{reference}` as `/sandbox/${P}/checkout/{reference}`,
    auth: 'none',
    tags: ['sandbox'],
    summary: `Sandbox stand-in of ${PAYMENT_PROVIDER_NAMES[provider]}'s hosted checkout page`,
    description: 'Sandbox mode only: pay, fail or cancel the payment, like the provider\'s test mode. The server still verifies the outcome.',
    availability: 'sandbox',
    params: pageParams,
    querystring: pageQuery,
    responses: { 200: html('The page.'), 400: pageOr(400, 'Invalid reference or language.'), 404: html('No payment has this reference.') },
  })

const checkoutAction = <const P extends PaymentProvider, const Id extends string>(provider: P, operationId: Id) =>
  defineRoute({
    operationId,
    method: 'POST',
    path: `/sandbox/${provider}/checkout/{reference}` as `/sandbox/${P}/checkout/{reference}`,
    auth: 'none',
    tags: ['sandbox'],
    summary: `Settles a payment on the sandbox stand-in of ${PAYMENT_PROVIDER_NAMES[provider]}'s page`,
    description: 'Sandbox mode only. The page\'s form posts `action=pay|fail|cancel` (application/x-www-form-urlencoded); then back to the return URL, or to the page.',
    availability: 'sandbox',
    params: pageParams,
    querystring: pageQuery,
    responses: {
      303: empty('Back to the return URL with reference, provider and status, or to the page.', {
        location: Type.String({ description: 'Where the browser goes next.' }),
      }),
      400: pageOr(400, 'No action, or an invalid reference.'),
      404: html('No payment has this reference.'),
      ...problems(413, 415),
    },
  })

export const sandboxPaystackCheckout = checkoutPage('paystack', 'sandboxPaystackCheckout')
export const sandboxWaveCheckout = checkoutPage('wave', 'sandboxWaveCheckout')
export const sandboxStripeCheckout = checkoutPage('stripe', 'sandboxStripeCheckout')
export const sandboxPaystackCheckoutAction = checkoutAction('paystack', 'sandboxPaystackCheckoutAction')
export const sandboxWaveCheckoutAction = checkoutAction('wave', 'sandboxWaveCheckoutAction')
export const sandboxStripeCheckoutAction = checkoutAction('stripe', 'sandboxStripeCheckoutAction')

const script = <const Path extends string, const Id extends string>(path: Path, operationId: Id, name: string) =>
  defineRoute({
    operationId,
    method: 'GET',
    path,
    auth: 'none',
    tags: ['sandbox'],
    summary: `Sandbox stand-in of ${name}`,
    description: 'Sandbox mode only: the browser script a page loads instead of the provider\'s (GET /payments/gateway names it).',
    availability: 'sandbox',
    responses: { 200: sent('text/javascript', 'The script.') },
  })

export const sandboxPaystackScript = script('/sandbox/paystack/inline.js', 'sandboxPaystackScript', "Paystack's inline.js")
export const sandboxStripeScript = script('/sandbox/stripe/v3', 'sandboxStripeScript', 'Stripe.js')
export const sandboxWaveScript = script('/sandbox/wave/checkout.js', 'sandboxWaveScript', "Wave's checkout script")

export const sandboxPaystackTransaction = defineRoute({
  operationId: 'sandboxPaystackTransaction',
  method: 'POST',
  path: '/sandbox/paystack/transaction/{accessCode}',
  auth: 'none',
  tags: ['sandbox'],
  summary: "Settles a payment from the stand-in of Paystack's popup",
  description: 'Sandbox mode only.',
  availability: 'sandbox',
  params: Type.Object({ accessCode: Type.String({ minLength: 1, maxLength: 64 }) }),
  body: Type.Object({ action: StringEnum(['pay', 'fail', 'cancel'] as const) }, { additionalProperties: false }),
  responses: {
    200: ok(Type.Object({ reference: Type.String(), status: StringEnum(['pending', 'succeeded', 'failed', 'cancelled'] as const) }), 'The outcome.'),
    ...problems(400, 404, 413, 415),
  },
})

export const sandboxStripeConfirm = defineRoute({
  operationId: 'sandboxStripeConfirm',
  method: 'POST',
  path: '/sandbox/stripe/v1/payment_intents/{id}/confirm',
  auth: 'none',
  tags: ['sandbox'],
  summary: 'Confirms a PaymentIntent from the stand-in of Stripe.js with a test card',
  description:
    "Sandbox mode only. Takes Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3D Secure. " +
    'The JSON body carries client_secret, card_number and authentication (complete, fail or cancel). ' +
    "Errors speak Stripe's shape, as Stripe.js expects.",
  availability: 'sandbox',
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }),
  responses: {
    200: ok(
      Type.Object({
        paymentIntent: Type.Object({
          id: Type.String(),
          object: StringEnum(['payment_intent'] as const),
          status: StringEnum(['succeeded'] as const),
          amount: Type.Integer(),
          currency: Type.String(),
          payment_method: Type.String(),
        }),
      }),
      'The intent, succeeded.',
    ),
    402: ok(StripeError, 'Declined, or the authentication failed.'),
    404: ok(StripeError, 'No such PaymentIntent with this client secret.'),
    ...problems(400, 413, 415),
  },
})
