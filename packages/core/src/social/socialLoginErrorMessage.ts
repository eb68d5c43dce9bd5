import { ParkadeApiError, errorMessage } from '../api/ParkadeApiError.ts'
import type { SocialProvider } from '../api/types.ts'
import { messageKey } from '../i18n/messages.ts'
import type { TranslationKey } from '../i18n/translationKey.ts'

export type SocialLoginStage =
  /** Loading Firebase itself. */
  | 'load'
  /** The provider's popup (or the emulator's stand-in). */
  | 'popup'
  /** Leaving for the provider's page after the popup was blocked or closed. */
  | 'redirect'
  /** Reading the result of a redirect on return. */
  | 'redirect-result'
  /** `POST /auth/social-login`. */
  | 'server'

export interface SocialLoginErrorContext {
  provider: SocialProvider
  stage: SocialLoginStage
  /** `navigator.onLine`: offline is the driver's network; online and unreachable is the service. */
  online: boolean
}

/** Firebase error codes (`auth/…`) and the SPEC §8 message each one means. */
function firebaseMessage(code: string, { provider, stage, online }: SocialLoginErrorContext): TranslationKey {
  switch (code) {
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return online ? 'login.errors.serviceUnavailable' : 'errors.request.network'
    case 'auth/too-many-requests':
      return 'login.errors.tooManyAttempts'
    case 'auth/user-disabled':
      return 'login.errors.accountDisabled'
    case 'auth/operation-not-allowed':
    case 'auth/admin-restricted-operation':
      return provider === 'apple' ? 'login.errors.appleNotEnabled' : 'login.errors.googleNotEnabled'
    case 'auth/internal-error':
    case 'auth/web-storage-unsupported':
      return 'login.errors.serviceUnavailable'
    case 'auth/account-exists-with-different-credential':
    case 'auth/credential-already-in-use':
    case 'auth/email-already-in-use':
      return 'login.errors.accountExists'
    case 'auth/user-not-found':
      return 'login.errors.noAccount'
    case 'auth/popup-blocked':
      return 'login.errors.allowPopups'
    case 'auth/invalid-api-key':
    case 'auth/api-key-not-valid.-please-pass-a-valid-api-key.':
    case 'auth/unauthorized-domain':
    case 'auth/operation-not-supported-in-this-environment':
    case 'auth/configuration-not-found':
    case 'auth/app-not-authorized':
    case 'auth/argument-error':
      return 'login.errors.unavailable'
    default:
      if (stage === 'redirect' || stage === 'redirect-result') return 'login.errors.redirectFailed'
      return provider === 'apple' ? 'login.errors.appleFailed' : 'login.errors.googleFailed'
  }
}

/**
 * `POST /auth/social-login` answers, by their error code, and the SPEC §8 message each one means;
 * null when the server's own answer is the message (it is translated by its code).
 */
function serverMessage(error: ParkadeApiError): TranslationKey | null {
  if (error.kind === 'network' || error.kind === 'timeout') return 'errors.request.network'
  switch (error.code) {
    case 'request.too_many_attempts':
      return 'login.errors.tooManyAttempts'
    case 'auth.social_other_method':
    case 'auth.email_taken':
      return 'login.errors.accountExists'
    case 'auth.social_link_required':
      return 'login.errors.linkingRequired'
    case 'auth.social_account_disabled':
      return 'login.errors.accountDisabled'
    case 'auth.social_unavailable':
      return 'login.errors.unavailable'
  }
  if (error.status === 429) return 'login.errors.tooManyAttempts'
  if (error.status === 404) return 'login.errors.noAccount'
  if (error.status === 503 || error.status === 502 || error.status === 504) return 'login.errors.serviceUnavailable'
  // Anything else: the server's own answer (SPEC §8), e.g. a token that could not be verified.
  return error.message ? null : 'login.errors.failed'
}

/**
 * The SPEC §8 message for a failed Google or Apple sign-in, from the Firebase error code or the
 * server's answer that caused it. Messages already in SPEC form pass through.
 */
export function socialLoginErrorMessage(error: unknown, context: SocialLoginErrorContext): string {
  if (error instanceof ParkadeApiError) return serverMessage(error) ?? error.message
  return clientMessage(error, context)
}

/** The failure to show for a sign-in error: the server's own answer as is (its code translates it), else a SPEC §8 message. */
export function socialLoginFailure(error: unknown, context: SocialLoginErrorContext): Error {
  if (error instanceof ParkadeApiError) {
    const message = serverMessage(error)
    return message === null ? error : new Error(message, { cause: error })
  }
  return new Error(clientMessage(error, context), { cause: error })
}

function clientMessage(error: unknown, context: SocialLoginErrorContext): string {
  const code = typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : null
  if (code?.startsWith('auth/')) return firebaseMessage(code, context)
  if (context.stage === 'load') return 'login.errors.unavailable'
  const message = errorMessage(error, '')
  if (messageKey(message) === message) return message
  if (context.stage === 'redirect' || context.stage === 'redirect-result') return 'login.errors.redirectFailed'
  return 'login.errors.failed'
}
