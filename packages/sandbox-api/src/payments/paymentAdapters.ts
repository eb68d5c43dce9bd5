import type { PaymentProvider } from '@parkade/core'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'
import type { PaymentProviderAdapter } from './PaymentProviderAdapter.ts'
import { PaymentProviderError } from './PaymentProviderError.ts'
import { createSandboxProvider } from './sandboxProvider.ts'

export type PaymentAdapters = Readonly<Record<PaymentProvider, PaymentProviderAdapter>>

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = ['paystack', 'wave', 'stripe']

// The real Paystack, Wave and Stripe adapters arrive with the payments issue (#8); until then a
// server with provider keys refuses to take payments rather than pretend.
function unavailable(provider: PaymentProvider): PaymentProviderAdapter {
  const fail = async (): Promise<never> => {
    throw new PaymentProviderError('unavailable', `Payments with ${provider} are not available on this server yet.`)
  }
  return { provider, initialize: fail, verify: fail }
}

const cache = new WeakMap<Database, PaymentAdapters>()

/** One adapter per provider for this server: the sandbox stand-ins when it has no provider keys. */
export function paymentAdapters(db: Database, config: Pick<Config, 'sandbox' | 'publicUrl'>): PaymentAdapters {
  let adapters = cache.get(db)
  if (!adapters) {
    const make = (provider: PaymentProvider) =>
      config.sandbox ? createSandboxProvider(db, provider, () => config.publicUrl) : unavailable(provider)
    adapters = { paystack: make('paystack'), wave: make('wave'), stripe: make('stripe') }
    cache.set(db, adapters)
  }
  return adapters
}
