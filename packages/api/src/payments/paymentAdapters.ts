import type { PaymentProvider } from '@parkade/contract'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'
import type { PaymentProviderAdapter } from './PaymentProviderAdapter.ts'
import { PaymentProviderError } from './PaymentProviderError.ts'
import { createPaystackAdapter } from './paystackAdapter.ts'
import { createSandboxProvider } from './sandboxProvider.ts'
import { createStripeAdapter } from './stripeAdapter.ts'
import { createWaveAdapter } from './waveAdapter.ts'

export type PaymentAdapters = Readonly<Record<PaymentProvider, PaymentProviderAdapter>>

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = ['paystack', 'wave', 'stripe']

const NAMES: Readonly<Record<PaymentProvider, string>> = { paystack: 'Paystack', wave: 'Wave', stripe: 'Stripe' }

// A server with some provider keys but not this one's refuses its payments rather than pretend.
function unavailable(provider: PaymentProvider): PaymentProviderAdapter {
  const fail = async (): Promise<never> => {
    throw new PaymentProviderError('unavailable', `Payments with ${NAMES[provider]} are not configured on this server.`)
  }
  return { provider, initialize: fail, verify: fail, refund: fail }
}

function realAdapters(providers: Config['providers']): PaymentAdapters {
  const { paystackSecretKey, waveApiKey, stripeSecretKey } = providers
  return {
    paystack: paystackSecretKey ? createPaystackAdapter({ secretKey: paystackSecretKey, baseUrl: providers.paystackApiUrl }) : unavailable('paystack'),
    wave: waveApiKey
      ? createWaveAdapter({ apiKey: waveApiKey, webhookSecret: providers.waveWebhookSecret, baseUrl: providers.waveApiUrl })
      : unavailable('wave'),
    stripe: stripeSecretKey
      ? createStripeAdapter({ secretKey: stripeSecretKey, webhookSecret: providers.stripeWebhookSecret, baseUrl: providers.stripeApiUrl })
      : unavailable('stripe'),
  }
}

const cache = new WeakMap<Database, PaymentAdapters>()

/**
 * One adapter per provider for this server: the sandbox stand-ins when it has no provider keys,
 * otherwise the real APIs (at the configured base URLs) for the providers it has keys for.
 */
export function paymentAdapters(db: Database, config: Pick<Config, 'sandbox' | 'publicUrl' | 'providers'>): PaymentAdapters {
  let adapters = cache.get(db)
  if (!adapters) {
    const sandbox = (provider: PaymentProvider) => createSandboxProvider(db, provider, () => config.publicUrl)
    adapters = config.sandbox ? { paystack: sandbox('paystack'), wave: sandbox('wave'), stripe: sandbox('stripe') } : realAdapters(config.providers)
    cache.set(db, adapters)
  }
  return adapters
}
