import { loadScript } from './loadScript.ts'
import { PAYMENT_SCRIPT_LOAD_FAILED, PAYSTACK_NOT_LOADED } from './paymentErrors.ts'
import { providerGlobal, redirectTo } from './paymentEnvironment.ts'
import { toMinorUnits } from '@parkade/contract/domain'
import type { GatewayConfig, PaymentAdapter, PaymentEnvironment, PaymentRequest } from './types.ts'

/** The part of Paystack's inline.js (v2) used here. */
interface PaystackPopInstance {
  resumeTransaction(accessCode: string, callbacks: PaystackCallbacks): unknown
  newTransaction(options: PaystackCallbacks & Record<string, unknown>): unknown
}
interface PaystackCallbacks {
  onSuccess(transaction: { reference?: string; trxref?: string; status?: string; message?: string }): void
  onCancel(): void
  onError?(error: { message?: string }): void
}
type PaystackPopConstructor = new () => PaystackPopInstance

/**
 * Paystack (NGN, and XOF as Senegal's card fallback), amounts in kobo. With the inline script
 * (from the gateway's scriptUrl) it resumes the transaction the server initialised in a popup;
 * without it (blocked, or never loaded) it redirects to the server's authorization_url.
 */
export function createPaystackPayment(gateway: GatewayConfig, environment: PaymentEnvironment = {}): PaymentAdapter {
  const pop = () => providerGlobal(environment).PaystackPop as PaystackPopConstructor | undefined

  return {
    provider: 'paystack',

    async load() {
      const url = gateway.config.scriptUrl
      if (!url) throw new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: { reason: 'no scriptUrl' } })
      await loadScript(url, { document: environment.document, timeoutMs: environment.scriptTimeoutMs })
      if (typeof pop() !== 'function') throw new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: { url, reason: 'no PaystackPop' } })
    },

    async pay(request: PaymentRequest) {
      const { callbacks } = request
      const Pop = pop()
      const accessCode = request.paymentInfo?.access_code
      const reference = request.reference ?? ''
      const handlers: PaystackCallbacks = {
        onSuccess: (transaction) =>
          callbacks.onSuccess({
            id: transaction.reference ?? transaction.trxref ?? reference,
            amount: request.amount,
            currency: request.currency,
            status: 'success',
            metadata: request.metadata ?? {},
            payment_method: null,
          }),
        onCancel: () => callbacks.onCancel?.(),
        onError: (error) => callbacks.onError(new Error(error.message || PAYSTACK_NOT_LOADED)),
      }
      try {
        if (typeof Pop === 'function' && accessCode) {
          new Pop().resumeTransaction(accessCode, handlers)
          return
        }
        const hosted = request.paymentInfo?.authorization_url
        if (hosted) {
          redirectTo(environment, hosted)
          return
        }
        if (typeof Pop === 'function' && gateway.config.publicKey) {
          new Pop().newTransaction({
            key: gateway.config.publicKey,
            email: request.email,
            amount: toMinorUnits(request.amount, 'paystack'),
            currency: request.currency,
            reference,
            metadata: request.metadata ?? {},
            ...handlers,
          })
          return
        }
        callbacks.onError(new Error(PAYSTACK_NOT_LOADED))
      } catch (error) {
        callbacks.onError(error instanceof Error ? error : new Error(PAYSTACK_NOT_LOADED))
      }
    },
  }
}
