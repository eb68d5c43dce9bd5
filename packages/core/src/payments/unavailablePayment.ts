import { PAYMENT_SCRIPT_LOAD_FAILED } from './paymentErrors.ts'
import type { PaymentAdapter, PaymentProvider } from './types.ts'

/**
 * The adapter of a gateway whose code could not be fetched (the payment adapters arrive with the
 * first payment, and the network can fail then): it loads and pays nothing, and says so with the
 * message of a provider script that did not load, so the page shows its payment error.
 */
export function unavailablePayment(provider: PaymentProvider, cause: unknown): PaymentAdapter {
  const fail = () => Promise.reject(new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause }))
  return { provider, load: fail, pay: fail }
}
