export { GATEWAY_TABLE } from './gatewayTable.ts'
export { gatewayForCountry } from './gatewayForCountry.ts'
export { withGatewayOverrides } from './withGatewayOverrides.ts'
export { toMinorUnits } from './toMinorUnits.ts'
export { fromMinorUnits } from './fromMinorUnits.ts'
export { isSecretKey } from './isSecretKey.ts'
export { usableCardKey } from './usableCardKey.ts'
export { loadScript } from './loadScript.ts'
export { createPaymentAdapter } from './createPaymentAdapter.ts'
export { createPaystackPayment } from './createPaystackPayment.ts'
export { createWavePayment } from './createWavePayment.ts'
export { createStripePayment } from './createStripePayment.ts'
export { loadPaymentGateway } from './loadPaymentGateway.ts'
export { isSdkPaymentError } from './isSdkPaymentError.ts'
export { paymentReturnUrl } from './paymentReturnUrl.ts'
export { returnCallbacks } from './returnCallbacks.ts'
export type { LoadedGateway, LoadPaymentGatewayOptions } from './loadPaymentGateway.ts'
export {
  PAYMENT_GATEWAY_NOT_INITIALIZED,
  PAYMENT_NOT_IMPLEMENTED,
  PAYMENT_PAGE_REFUSED,
  PAYMENT_SCRIPT_LOAD_FAILED,
  PAYMENT_VERIFICATION_IN_PROGRESS,
  PAYSTACK_NOT_LOADED,
  UNSUPPORTED_PAYMENT_PROVIDER,
  WAVE_NOT_LOADED,
} from './paymentErrors.ts'
export type { LoadScriptOptions, ScriptDocument, ScriptElement } from './loadScript.ts'
export type {
  CardPaymentResult,
  GatewayConfig,
  GatewayLoadState,
  GatewayOverrides,
  GatewayProviderConfig,
  PaymentAdapter,
  PaymentCallbacks,
  PaymentEnvironment,
  PaymentMethodSummary,
  PaymentProvider,
  PaymentRequest,
} from './types.ts'
