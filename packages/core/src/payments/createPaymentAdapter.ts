import { createPaystackPayment } from './createPaystackPayment.ts'
import { createWavePayment } from './createWavePayment.ts'
import { PAYMENT_SCRIPT_LOAD_FAILED, UNSUPPORTED_PAYMENT_PROVIDER } from './paymentErrors.ts'
import type { GatewayConfig, PaymentAdapter, PaymentEnvironment } from './types.ts'

/** The browser adapter of a gateway's provider; an unknown provider answers 'Unsupported payment provider'. */
export function createPaymentAdapter(gateway: GatewayConfig, environment: PaymentEnvironment = {}): PaymentAdapter {
  switch (gateway.provider) {
    case 'paystack':
      return createPaystackPayment(gateway, environment)
    case 'wave':
      return createWavePayment(gateway, environment)
    case 'stripe':
      return lazyStripePayment(gateway, environment)
    default: {
      const provider = gateway.provider as never
      return {
        provider,
        load: () => Promise.reject(new Error(UNSUPPORTED_PAYMENT_PROVIDER)),
        pay: async (request) => request.callbacks.onError(new Error(UNSUPPORTED_PAYMENT_PROVIDER)),
      }
    }
  }
}

/**
 * Stripe's adapter (1 kB gzip) arrives with the adapter's load(): a payment
 * through Paystack or Wave never fetches them. Its card field mounts once it has loaded, as the
 * checkout and the wallet mount it (after 'ready').
 */
function lazyStripePayment(gateway: GatewayConfig, environment: PaymentEnvironment): PaymentAdapter {
  let adapter: PaymentAdapter | null = null
  let arriving: Promise<PaymentAdapter> | null = null
  const arrived = () =>
    (arriving ??= import('./createStripePayment.ts').then(
      (module) => (adapter = module.createStripePayment(gateway, environment)),
      (cause: unknown) => {
        // Offline at that moment: a script that did not load, which the next attempt fetches again.
        arriving = null
        throw new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause })
      },
    ))
  return {
    provider: 'stripe',
    load: () => arrived().then((loaded) => loaded.load()),
    pay: (request) =>
      arrived().then(
        (loaded) => loaded.pay(request),
        (error: Error) => request.callbacks.onError(error),
      ),
    mountCard: (container) => adapter?.mountCard?.(container) ?? false,
  }
}
