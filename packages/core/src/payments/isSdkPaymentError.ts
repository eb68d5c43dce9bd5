import {
  PAYMENT_GATEWAY_NOT_INITIALIZED,
  PAYMENT_NOT_IMPLEMENTED,
  PAYMENT_PAGE_REFUSED,
  PAYMENT_SCRIPT_LOAD_FAILED,
  PAYSTACK_NOT_LOADED,
  UNSUPPORTED_PAYMENT_PROVIDER,
  WAVE_NOT_LOADED,
} from './paymentErrors.ts'

const SDK_PAYMENT_ERRORS = new Set<string>([
  PAYMENT_SCRIPT_LOAD_FAILED,
  PAYSTACK_NOT_LOADED,
  WAVE_NOT_LOADED,
  PAYMENT_GATEWAY_NOT_INITIALIZED,
  UNSUPPORTED_PAYMENT_PROVIDER,
  PAYMENT_NOT_IMPLEMENTED,
  PAYMENT_PAGE_REFUSED,
])

/**
 * True for the SDK's own payment failures (SPEC §8) and a card field's validation error (an
 * incomplete number): nothing reached the provider, show the message. Anything else an adapter
 * reports (a declined card) is the payment's outcome, and the server is asked about it.
 */
export function isSdkPaymentError(error: Error): boolean {
  const cause = error.cause as { type?: unknown } | null | undefined
  return SDK_PAYMENT_ERRORS.has(error.message) || cause?.type === 'validation_error'
}
