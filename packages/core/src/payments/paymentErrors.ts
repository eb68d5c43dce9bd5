// The payment messages of SPEC §8; adapters pass them to the request's onError callback.
import { CLIENT_MESSAGES, SPEC_MESSAGES } from '../i18n/messages.ts'

/** A provider script failed or timed out; the gateway falls back (SPEC §4). */
export const PAYMENT_SCRIPT_LOAD_FAILED = SPEC_MESSAGES.paymentScriptLoadFailed
export const PAYSTACK_NOT_LOADED = SPEC_MESSAGES.paystackNotLoaded
export const WAVE_NOT_LOADED = SPEC_MESSAGES.waveNotLoaded
export const PAYMENT_GATEWAY_NOT_INITIALIZED = SPEC_MESSAGES.paymentGatewayNotInitialized
export const UNSUPPORTED_PAYMENT_PROVIDER = SPEC_MESSAGES.unsupportedPaymentProvider
export const PAYMENT_NOT_IMPLEMENTED = SPEC_MESSAGES.paymentNotImplemented
/** SPEC §4: a second in-flight verification of one reference and provider answers pending with this. */
export const PAYMENT_VERIFICATION_IN_PROGRESS = SPEC_MESSAGES.paymentVerificationInProgress
/** A hosted page that is not http(s) or not on the provider's (or sandbox's) origin: never opened. */
export const PAYMENT_PAGE_REFUSED = CLIENT_MESSAGES.paymentPageRefused
