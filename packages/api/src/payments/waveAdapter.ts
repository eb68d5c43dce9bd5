import type { PaymentProviderAdapter, PaymentVerification } from './PaymentProviderAdapter.ts'
import { PaymentProviderError } from './PaymentProviderError.ts'
import { field, providerRequest, stringField } from './providerRequest.ts'
import { WebhookRefusal } from './WebhookRefusal.ts'
import { checkTimestampedSignature, parseWebhookJson, singleHeader } from './webhookSignatures.ts'

export interface WaveAdapterOptions {
  apiKey: string
  /** Signs Wave's webhooks; without it no Wave webhook is accepted. */
  webhookSecret: string | null
  /** https://api.wave.com, or a stand-in speaking its API. */
  baseUrl: string
}

/** A checkout session's outcome: payment_status succeeded, cancelled (with an error: failed), or an expired session. */
function verificationOf(session: unknown): PaymentVerification {
  const amount = Number(stringField(session, 'amount') ?? Number.NaN)
  const currency = stringField(session, 'currency')
  if (!Number.isFinite(amount) || !currency) throw new PaymentProviderError('unavailable', 'Wave sent a checkout session without an amount or currency.')
  const paymentStatus = stringField(session, 'payment_status')
  const checkoutStatus = stringField(session, 'checkout_status')
  let status: PaymentVerification['status'] = 'pending'
  if (paymentStatus === 'succeeded') status = 'succeeded'
  else if (paymentStatus === 'cancelled') status = field(session, 'last_payment_error') ? 'failed' : 'cancelled'
  else if (checkoutStatus === 'expired') status = 'cancelled'
  return { status, amount, currency: currency.toUpperCase() }
}

function returnUrlWith(returnUrl: string, reference: string, status: 'succeeded' | 'failed'): string {
  const url = new URL(returnUrl)
  url.searchParams.set('reference', reference)
  url.searchParams.set('provider', 'wave')
  url.searchParams.set('status', status)
  return url.toString()
}

/**
 * Wave (XOF, whole francs): checkout sessions (the driver pays in the Wave app from the
 * session's wave_launch_url), read back by session id, and webhooks signed with Wave-Signature.
 */
export function createWaveAdapter(options: WaveAdapterOptions): PaymentProviderAdapter {
  const headers = { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' }
  const base = options.baseUrl.replace(/\/+$/, '')

  async function session(url: string) {
    const answer = await providerRequest({ providerName: 'Wave', method: 'GET', url, headers })
    if (answer.status === 404) throw new PaymentProviderError('not-found', 'Wave has no checkout session for this payment.')
    if (answer.status !== 200) throw new PaymentProviderError('unavailable', `Wave answered ${answer.status} to a verification.`)
    return answer.body
  }

  const adapter: PaymentProviderAdapter = {
    provider: 'wave',

    async initialize({ reference, amount, currency, returnUrl }) {
      if (currency !== 'XOF') throw new PaymentProviderError('unsupported-currency', `Wave does not take payments in ${currency} here.`)
      if (!Number.isInteger(amount)) throw new PaymentProviderError('unsupported-currency', 'Wave takes whole francs only.')
      if (!returnUrl) throw new PaymentProviderError('bad-request', 'return_url is required for Wave payments: Wave sends the driver back there.')
      const answer = await providerRequest({
        providerName: 'Wave',
        method: 'POST',
        url: `${base}/v1/checkout/sessions`,
        // One session per reference, even when this call is retried.
        headers: { ...headers, 'idempotency-key': reference },
        body: JSON.stringify({
          amount: String(amount),
          currency,
          client_reference: reference,
          success_url: returnUrlWith(returnUrl, reference, 'succeeded'),
          error_url: returnUrlWith(returnUrl, reference, 'failed'),
        }),
      })
      const id = stringField(answer.body, 'id')
      const launchUrl = stringField(answer.body, 'wave_launch_url')
      if (answer.status !== 200 || !id || !launchUrl) {
        const message = stringField(answer.body, 'message') ?? `status ${answer.status}`
        throw new PaymentProviderError('unavailable', `Wave refused to start the payment: ${message}`)
      }
      return { paymentInfo: { checkout_url: launchUrl }, providerReference: id }
    },

    async refund({ providerReference }) {
      // Wave refunds a completed checkout session as a whole, by the session's id.
      if (!providerReference) throw new PaymentProviderError('not-found', 'Wave has no checkout session for this payment.')
      const answer = await providerRequest({
        providerName: 'Wave',
        method: 'POST',
        url: `${base}/v1/checkout/sessions/${encodeURIComponent(providerReference)}/refund`,
        headers,
      })
      if (answer.status !== 200) {
        throw new PaymentProviderError('unavailable', `Wave refused the refund: ${stringField(answer.body, 'message') ?? `status ${answer.status}`}`)
      }
      return { refundId: providerReference }
    },

    async verify({ reference, providerReference }) {
      let found: unknown
      if (providerReference) {
        found = await session(`${base}/v1/checkout/sessions/${encodeURIComponent(providerReference)}`)
      } else {
        const list = field(await session(`${base}/v1/checkout/sessions/search?client_reference=${encodeURIComponent(reference)}`), 'result')
        found = Array.isArray(list) ? list.find((s) => stringField(s, 'payment_status') === 'succeeded') ?? list[0] : undefined
        if (!found) throw new PaymentProviderError('not-found', 'Wave has no checkout session for this payment.')
      }
      if (stringField(found, 'client_reference') !== reference) throw new PaymentProviderError('not-found', 'Wave answered about another payment.')
      return verificationOf(found)
    },
  }

  if (options.webhookSecret) {
    const secret = options.webhookSecret
    adapter.readWebhook = ({ rawBody, headers: delivered, now }) => {
      checkTimestampedSignature({ header: singleHeader(delivered, 'wave-signature'), rawBody, secret, separator: '', now })
      const event = parseWebhookJson(rawBody)
      const id = stringField(event, 'id')
      const type = stringField(event, 'type')
      const data = field(event, 'data')
      if (!id || !type) throw new WebhookRefusal('malformed', 'The event has no id or no type.')
      const settles = type === 'checkout.session.completed' || type === 'checkout.session.payment_failed'
      return {
        eventId: id,
        type,
        reference: stringField(data, 'client_reference'),
        providerReference: stringField(data, 'id'),
        verification: settles ? verificationOf(data) : null,
      }
    }
  }
  return adapter
}
