import { randomBytes } from 'node:crypto'
import type { PaymentInfo, PaymentProvider } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { PaymentProviderAdapter } from './PaymentProviderAdapter.ts'
import { PaymentProviderError } from './PaymentProviderError.ts'
import { PROVIDER_CURRENCIES } from '@parkade/contract/domain'
import { findSandboxTransaction, openSandboxTransaction, refundSandboxTransaction } from './sandboxTransactions.ts'

/** Path of the stand-in hosted page of `provider` for `reference` (served by sandboxPages). */
export function sandboxCheckoutPath(provider: PaymentProvider, reference: string): string {
  return `/sandbox/${provider}/checkout/${encodeURIComponent(reference)}`
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, bytes)

function paymentInfo(provider: PaymentProvider, reference: string, url: string): PaymentInfo {
  switch (provider) {
    case 'paystack':
      // Paystack's initialize answers authorization_url and access_code (for the inline popup).
      return { authorization_url: url, access_code: token(16) }
    case 'wave':
      // A Wave checkout session's wave_launch_url.
      return { checkout_url: url }
    case 'stripe':
      // A hosted page for redirects, and the PaymentIntent's client secret for Stripe.js.
      return { payment_url: url, client_secret: `${reference}_secret_${token(24)}` }
  }
}

/**
 * Sandbox mode (no provider keys): one adapter for each of Paystack, Wave and Stripe that
 * behaves like the provider's test mode. Its transactions live beside the `payments` rows;
 * the hosted stand-in pages settle them (pay, fail, cancel) and verify() reports what they say.
 * `publicUrl` (the base URL browsers reach this server at) is read at each payment.
 */
export function createSandboxProvider(db: Database, provider: PaymentProvider, publicUrl: () => string): PaymentProviderAdapter {
  return {
    provider,
    sandbox: true,

    async initialize({ reference, amount, currency, email, returnUrl }) {
      if (!(PROVIDER_CURRENCIES[provider] as readonly string[]).includes(currency)) {
        throw new PaymentProviderError('unsupported-currency', `The ${provider} sandbox does not take payments in ${currency}.`)
      }
      const url = publicUrl().replace(/\/+$/, '') + sandboxCheckoutPath(provider, reference)
      const info = paymentInfo(provider, reference, url)
      const transaction = await openSandboxTransaction(db, provider, reference, { returnUrl, email, paymentInfo: info })
      if (!transaction) throw new PaymentProviderError('not-found', `No payment is recorded under ${reference}.`)
      if (transaction.amount !== amount || transaction.currency !== currency) {
        throw new PaymentProviderError('not-found', `The payment recorded under ${reference} is for another amount.`)
      }
      return { paymentInfo: info, providerReference: null, recorded: true }
    },

    async verify({ reference }) {
      const transaction = await findSandboxTransaction(db, provider, reference)
      if (!transaction) throw new PaymentProviderError('not-found', 'Transaction reference not found.')
      return { status: transaction.status, amount: transaction.amount, currency: transaction.currency }
    },

    async refund({ reference, amount, currency }) {
      // The stand-in records the refund on its transaction, as the provider's dashboard would show it.
      const refunded = await refundSandboxTransaction(db, provider, reference, { amount, currency })
      if (!refunded) throw new PaymentProviderError('not-found', 'Only a paid transaction can be refunded.')
      return { refundId: refunded }
    },
  }
}
