// The country → gateway table and minor units are the contract's: the server uses the same.
export {
  GATEWAY_TABLE,
  builtinGateway,
  fromMinorUnits,
  gatewayForCountry,
  isSecretKey,
  toMinorUnits,
  usableCardKey,
  withGatewayOverrides,
} from '@parkade/contract/domain'
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
