// The payment messages of SPEC §8; adapters pass them to the request's onError callback.
import type { TranslationKey } from '../i18n/translationKey.ts'

/** A provider script failed or timed out; the gateway falls back (SPEC §4). */
export const PAYMENT_SCRIPT_LOAD_FAILED = 'errors.payment.scriptLoadFailed' satisfies TranslationKey
export const PAYSTACK_NOT_LOADED = 'errors.payment.paystackNotLoaded' satisfies TranslationKey
export const WAVE_NOT_LOADED = 'errors.payment.waveNotLoaded' satisfies TranslationKey
export const PAYMENT_GATEWAY_NOT_INITIALIZED = 'errors.payment.gatewayNotInitialized' satisfies TranslationKey
export const UNSUPPORTED_PAYMENT_PROVIDER = 'errors.payment.unsupportedProvider' satisfies TranslationKey
export const PAYMENT_NOT_IMPLEMENTED = 'errors.payment.notImplemented' satisfies TranslationKey
/** SPEC §4: a second in-flight verification of one reference and provider answers pending with this. */
export const PAYMENT_VERIFICATION_IN_PROGRESS = 'errors.payment.verificationInProgress' satisfies TranslationKey
/** A hosted page that is not http(s) or not on the provider's (or sandbox's) origin: never opened. */
export const PAYMENT_PAGE_REFUSED = 'errors.payment.pageRefused' satisfies TranslationKey
