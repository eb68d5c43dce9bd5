import { createPaystackPayment } from './createPaystackPayment.ts'
import { createStripePayment } from './createStripePayment.ts'
import { createWavePayment } from './createWavePayment.ts'
import { UNSUPPORTED_PAYMENT_PROVIDER } from './paymentErrors.ts'
import type { GatewayConfig, PaymentAdapter, PaymentEnvironment } from './types.ts'

/** The browser adapter of a gateway's provider; an unknown provider answers 'Unsupported payment provider'. */
export function createPaymentAdapter(gateway: GatewayConfig, environment: PaymentEnvironment = {}): PaymentAdapter {
  switch (gateway.provider) {
    case 'paystack':
      return createPaystackPayment(gateway, environment)
    case 'wave':
      return createWavePayment(gateway, environment)
    case 'stripe':
      return createStripePayment(gateway, environment)
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
