import { loadScript } from './loadScript.ts'
import { PAYMENT_GATEWAY_NOT_INITIALIZED, WAVE_NOT_LOADED } from './paymentErrors.ts'
import { redirectTo } from './paymentEnvironment.ts'
import type { GatewayConfig, PaymentAdapter, PaymentEnvironment, PaymentRequest } from './types.ts'

/**
 * Wave (XOF, whole francs): the driver pays in the Wave app from the checkout session's launch
 * URL and comes back to the return URL the server gave Wave. Wave has no browser library of its
 * own; a gateway configured with a scriptUrl (the sandbox stand-in, a partner's wrapper) loads
 * it first, and when it fails Senegal falls back to the card provider.
 */
export function createWavePayment(gateway: GatewayConfig, environment: PaymentEnvironment = {}): PaymentAdapter {
  let loaded = false

  return {
    provider: 'wave',

    async load() {
      const url = gateway.config.scriptUrl
      if (url) await loadScript(url, { document: environment.document, timeoutMs: environment.scriptTimeoutMs })
      loaded = true
    },

    async pay(request: PaymentRequest) {
      if (!loaded) {
        request.callbacks.onError(new Error(WAVE_NOT_LOADED))
        return
      }
      const launchUrl = request.paymentInfo?.checkout_url
      if (!launchUrl) {
        request.callbacks.onError(new Error(PAYMENT_GATEWAY_NOT_INITIALIZED))
        return
      }
      try {
        redirectTo(environment, launchUrl)
      } catch (error) {
        request.callbacks.onError(error instanceof Error ? error : new Error(PAYMENT_GATEWAY_NOT_INITIALIZED))
      }
    },
  }
}
