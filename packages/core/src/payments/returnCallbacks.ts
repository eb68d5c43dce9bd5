import { isSdkPaymentError } from './isSdkPaymentError.ts'
import type { PaymentCallbacks } from './types.ts'

/**
 * The callbacks of a payment that comes back like a hosted page would: success, cancel and a
 * provider's failure go back with their status (the return route asks the server), while the
 * SDK's own failures — nothing reached the provider — are shown where the driver is.
 */
export function returnCallbacks(back: (status: 'succeeded' | 'cancelled' | 'failed') => void, showError: (error: Error) => void): PaymentCallbacks {
  return {
    onSuccess: () => back('succeeded'),
    onCancel: () => back('cancelled'),
    onError: (failure) => (isSdkPaymentError(failure) ? showError(failure) : back('failed')),
  }
}
