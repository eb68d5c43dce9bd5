import { fromMinorUnits, toMinorUnits } from '@parkade/contract/domain'
import type { PaymentProviderAdapter, PaymentVerification } from './PaymentProviderAdapter.ts'
import { PaymentProviderError } from './PaymentProviderError.ts'
import { PROVIDER_CURRENCIES } from '@parkade/contract/domain'
import { field, providerRequest, stringField } from './providerRequest.ts'
import { WebhookRefusal } from './WebhookRefusal.ts'
import { checkTimestampedSignature, parseWebhookJson, singleHeader } from './webhookSignatures.ts'

export interface StripeAdapterOptions {
  secretKey: string
  /** The endpoint's signing secret (whsec_…); without it no Stripe webhook is accepted. */
  webhookSecret: string | null
  /** https://api.stripe.com, or a stand-in speaking its API. */
  baseUrl: string
}

/**
 * A PaymentIntent's outcome. A declined attempt puts the intent back to requires_payment_method
 * with last_payment_error: failed (the driver may try another card, which makes a new check).
 */
function verificationOf(intent: unknown): PaymentVerification {
  const amount = field(intent, 'amount')
  const currency = stringField(intent, 'currency')
  if (typeof amount !== 'number' || !currency) throw new PaymentProviderError('unavailable', 'Stripe sent a PaymentIntent without an amount or currency.')
  const stripeStatus = stringField(intent, 'status')
  let status: PaymentVerification['status'] = 'pending'
  if (stripeStatus === 'succeeded') status = 'succeeded'
  else if (stripeStatus === 'canceled') status = 'cancelled'
  else if (stripeStatus === 'requires_payment_method' && field(intent, 'last_payment_error')) status = 'failed'
  return { status, amount: fromMinorUnits(amount, 'stripe'), currency: currency.toUpperCase() }
}

const referenceOf = (intent: unknown) => stringField(field(intent, 'metadata'), 'reference')

/**
 * Stripe (USD, CAD; cents): PaymentIntents created with our reference in their metadata,
 * confirmed in the browser with the client secret, read back by id; webhooks signed with
 * Stripe-Signature.
 */
export function createStripeAdapter(options: StripeAdapterOptions): PaymentProviderAdapter {
  const headers = { authorization: `Bearer ${options.secretKey}` }
  const base = options.baseUrl.replace(/\/+$/, '')

  const adapter: PaymentProviderAdapter = {
    provider: 'stripe',

    async initialize({ reference, amount, currency }) {
      if (!(PROVIDER_CURRENCIES.stripe as readonly string[]).includes(currency)) {
        throw new PaymentProviderError('unsupported-currency', `Stripe does not take payments in ${currency} here.`)
      }
      // Stripe's API takes form-encoded bodies.
      const form = new URLSearchParams({
        amount: String(toMinorUnits(amount, 'stripe')),
        currency: currency.toLowerCase(),
        'metadata[reference]': reference,
        'automatic_payment_methods[enabled]': 'true',
      })
      const answer = await providerRequest({
        providerName: 'Stripe',
        method: 'POST',
        url: `${base}/v1/payment_intents`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': reference },
        body: form.toString(),
      })
      const id = stringField(answer.body, 'id')
      const clientSecret = stringField(answer.body, 'client_secret')
      if (answer.status !== 200 || !id || !clientSecret) {
        const message = stringField(field(answer.body, 'error'), 'message') ?? `status ${answer.status}`
        throw new PaymentProviderError('unavailable', `Stripe refused to start the payment: ${message}`)
      }
      return { paymentInfo: { client_secret: clientSecret }, providerReference: id }
    },

    async refund({ reference, providerReference, amount }) {
      if (!providerReference) throw new PaymentProviderError('not-found', 'No PaymentIntent was created for this payment.')
      // One refund per payment: Stripe's idempotency key makes a retried call the same refund.
      const answer = await providerRequest({
        providerName: 'Stripe',
        method: 'POST',
        url: `${base}/v1/refunds`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `refund-${reference}` },
        body: new URLSearchParams({ payment_intent: providerReference, amount: String(toMinorUnits(amount, 'stripe')) }).toString(),
      })
      const id = stringField(answer.body, 'id')
      if (answer.status !== 200 || !id) {
        throw new PaymentProviderError('unavailable', `Stripe refused the refund: ${stringField(field(answer.body, 'error'), 'message') ?? `status ${answer.status}`}`)
      }
      return { refundId: id }
    },

    async verify({ reference, providerReference }) {
      if (!providerReference) throw new PaymentProviderError('not-found', 'No PaymentIntent was created for this payment.')
      const answer = await providerRequest({
        providerName: 'Stripe',
        method: 'GET',
        url: `${base}/v1/payment_intents/${encodeURIComponent(providerReference)}`,
        headers,
      })
      if (answer.status === 404) throw new PaymentProviderError('not-found', 'Stripe has no PaymentIntent for this payment.')
      if (answer.status !== 200) throw new PaymentProviderError('unavailable', `Stripe answered ${answer.status} to a verification.`)
      if (referenceOf(answer.body) !== reference) throw new PaymentProviderError('not-found', 'Stripe answered about another payment.')
      return verificationOf(answer.body)
    },
  }

  if (options.webhookSecret) {
    const secret = options.webhookSecret
    adapter.readWebhook = ({ rawBody, headers: delivered, now }) => {
      checkTimestampedSignature({ header: singleHeader(delivered, 'stripe-signature'), rawBody, secret, separator: '.', now })
      const event = parseWebhookJson(rawBody)
      const id = stringField(event, 'id')
      const type = stringField(event, 'type')
      const intent = field(field(event, 'data'), 'object')
      if (!id || !type) throw new WebhookRefusal('malformed', 'The event has no id or no type.')
      const isIntent = stringField(intent, 'object') === 'payment_intent'
      const settles = isIntent && ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled'].includes(type)
      return {
        eventId: id,
        type,
        reference: isIntent ? referenceOf(intent) : null,
        providerReference: isIntent ? stringField(intent, 'id') : null,
        verification: settles ? verificationOf(intent) : null,
      }
    }
  }
  return adapter
}
