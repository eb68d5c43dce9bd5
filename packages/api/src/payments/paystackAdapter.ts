import { fromMinorUnits, toMinorUnits } from '@parkade/contract/domain'
import type { PaymentProviderAdapter, ProviderPaymentStatus } from './PaymentProviderAdapter.ts'
import { PaymentProviderError } from './PaymentProviderError.ts'
import { PROVIDER_CURRENCIES } from '@parkade/contract/domain'
import { field, providerRequest, stringField } from './providerRequest.ts'
import { WebhookRefusal } from './WebhookRefusal.ts'
import { checkPaystackSignature, parseWebhookJson, singleHeader } from './webhookSignatures.ts'

export interface PaystackAdapterOptions {
  secretKey: string
  /** https://api.paystack.co, or a stand-in speaking its API. */
  baseUrl: string
}

// Paystack's transaction statuses. 'abandoned' is what an unfinished transaction reads as (the
// driver may still pay), so it stays pending; 'reversed' money went back.
const STATUS: Readonly<Record<string, ProviderPaymentStatus>> = {
  success: 'succeeded',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'pending',
  ongoing: 'pending',
  pending: 'pending',
  processing: 'pending',
  queued: 'pending',
}

function verificationOf(data: unknown) {
  const amount = field(data, 'amount')
  const currency = stringField(data, 'currency')
  const status = STATUS[stringField(data, 'status') ?? ''] ?? 'pending'
  if (typeof amount !== 'number' || !currency) throw new PaymentProviderError('unavailable', 'Paystack sent a transaction without an amount or currency.')
  return { status, amount: fromMinorUnits(amount, 'paystack'), currency: currency.toUpperCase() }
}

/**
 * Paystack (NGN, and XOF as Senegal's card fallback): transaction initialize and verify, amounts
 * in the currency's subunit (kobo), and webhooks signed with the secret key.
 */
export function createPaystackAdapter(options: PaystackAdapterOptions): PaymentProviderAdapter {
  const headers = { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' }
  const base = options.baseUrl.replace(/\/+$/, '')

  return {
    provider: 'paystack',

    async initialize({ reference, amount, currency, email, returnUrl }) {
      if (!(PROVIDER_CURRENCIES.paystack as readonly string[]).includes(currency)) {
        throw new PaymentProviderError('unsupported-currency', `Paystack does not take payments in ${currency} here.`)
      }
      const body: Record<string, unknown> = { email, amount: toMinorUnits(amount, 'paystack'), currency, reference }
      // Paystack adds trxref and reference to the callback; provider tells our return page who to ask.
      if (returnUrl) {
        const callback = new URL(returnUrl)
        callback.searchParams.set('provider', 'paystack')
        callback.searchParams.set('reference', reference)
        body.callback_url = callback.toString()
      }
      const answer = await providerRequest({
        providerName: 'Paystack',
        method: 'POST',
        url: `${base}/transaction/initialize`,
        headers,
        body: JSON.stringify(body),
      })
      const data = field(answer.body, 'data')
      const authorizationUrl = stringField(data, 'authorization_url')
      const accessCode = stringField(data, 'access_code')
      if (answer.status !== 200 || field(answer.body, 'status') !== true || !authorizationUrl || !accessCode) {
        const message = stringField(answer.body, 'message') ?? `status ${answer.status}`
        throw new PaymentProviderError('unavailable', `Paystack refused to start the payment: ${message}`)
      }
      return { paymentInfo: { authorization_url: authorizationUrl, access_code: accessCode }, providerReference: null }
    },

    async verify({ reference }) {
      const answer = await providerRequest({
        providerName: 'Paystack',
        method: 'GET',
        url: `${base}/transaction/verify/${encodeURIComponent(reference)}`,
        headers,
      })
      // Paystack answers an unknown reference with 400 (or 404) and status false.
      if (answer.status === 400 || answer.status === 404 || field(answer.body, 'status') === false) {
        throw new PaymentProviderError('not-found', 'Transaction reference not found.')
      }
      if (answer.status !== 200) throw new PaymentProviderError('unavailable', `Paystack answered ${answer.status} to a verification.`)
      const data = field(answer.body, 'data')
      if (stringField(data, 'reference') !== reference) throw new PaymentProviderError('not-found', 'Paystack answered about another transaction.')
      return verificationOf(data)
    },

    async refund({ reference, amount }) {
      // Paystack refunds a transaction by its reference, the amount in the currency's subunit.
      const answer = await providerRequest({
        providerName: 'Paystack',
        method: 'POST',
        url: `${base}/refund`,
        headers,
        body: JSON.stringify({ transaction: reference, amount: toMinorUnits(amount, 'paystack') }),
      })
      const id = field(field(answer.body, 'data'), 'id')
      if (answer.status !== 200 || field(answer.body, 'status') !== true || (typeof id !== 'number' && typeof id !== 'string')) {
        throw new PaymentProviderError('unavailable', `Paystack refused the refund: ${stringField(answer.body, 'message') ?? `status ${answer.status}`}`)
      }
      return { refundId: String(id) }
    },

    readWebhook({ rawBody, headers: delivered }) {
      checkPaystackSignature(rawBody, singleHeader(delivered, 'x-paystack-signature'), options.secretKey)
      const event = parseWebhookJson(rawBody)
      const type = stringField(event, 'event')
      const data = field(event, 'data')
      const id = field(data, 'id')
      if (!type || (typeof id !== 'number' && typeof id !== 'string')) throw new WebhookRefusal('malformed', 'The event has no type or no transaction id.')
      // Paystack events carry no id of their own: the event type and transaction id name one.
      const settles = type === 'charge.success' || type === 'charge.failed'
      return {
        eventId: `${type}:${id}`,
        type,
        reference: stringField(data, 'reference'),
        providerReference: null,
        verification: settles ? verificationOf(data) : null,
      }
    },
  }
}
