import { ParkadeApiError, errorMessage } from '../api/ParkadeApiError.ts'
import type { SocialProvider } from '../api/types.ts'
import { SPEC_MESSAGES } from '../i18n/messages.ts'

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

const M = SPEC_MESSAGES

/** Firebase error codes (`auth/…`) and the SPEC §8 message each one means. */
function firebaseMessage(code: string, { provider, stage, online }: SocialLoginErrorContext): string {
  switch (code) {
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return online ? M.authServiceUnavailable : M.networkError
    case 'auth/too-many-requests':
      return M.tooManyAttempts
    case 'auth/user-disabled':
      return M.accountDisabled
    case 'auth/operation-not-allowed':
    case 'auth/admin-restricted-operation':
      return provider === 'apple' ? M.appleSignInNotEnabled : M.googleSignInNotEnabled
    case 'auth/internal-error':
    case 'auth/web-storage-unsupported':
      return M.authServiceUnavailable
    case 'auth/account-exists-with-different-credential':
    case 'auth/credential-already-in-use':
    case 'auth/email-already-in-use':
      return M.accountExists
    case 'auth/user-not-found':
      return M.noAccountFound
    case 'auth/popup-blocked':
      return M.allowPopups
    case 'auth/invalid-api-key':
    case 'auth/api-key-not-valid.-please-pass-a-valid-api-key.':
    case 'auth/unauthorized-domain':
    case 'auth/operation-not-supported-in-this-environment':
    case 'auth/configuration-not-found':
    case 'auth/app-not-authorized':
    case 'auth/argument-error':
      return M.socialLoginUnavailable
    default:
      if (stage === 'redirect' || stage === 'redirect-result') return M.socialRedirectFailed
      return provider === 'apple' ? M.appleSignInFailed : M.googleSignInFailed
  }
}

/**
 * `POST /auth/social-login` answers, by their error code, and the SPEC §8 message each one means;
 * null when the server's own answer is the message (it is translated by its code).
 */
function serverMessage(error: ParkadeApiError): string | null {
  if (error.kind === 'network' || error.kind === 'timeout') return M.networkError
  switch (error.code) {
    case 'request.too_many_attempts':
      return M.tooManyAttempts
    case 'auth.social_other_method':
    case 'auth.email_taken':
      return M.accountExists
    case 'auth.social_link_required':
      return M.accountLinkingRequired
    case 'auth.social_account_disabled':
      return M.accountDisabled
    case 'auth.social_unavailable':
      return M.socialLoginUnavailable
  }
  if (error.status === 429) return M.tooManyAttempts
  if (error.status === 404) return M.noAccountFound
  if (error.status === 503 || error.status === 502 || error.status === 504) return M.authServiceUnavailable
  // Anything else: the server's own answer (SPEC §8), e.g. a token that could not be verified.
  return error.message ? null : M.socialLoginFailed
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
  if (context.stage === 'load') return M.socialLoginUnavailable
  const message = errorMessage(error, '')
  if ((Object.values(M) as string[]).includes(message)) return message
  if (context.stage === 'redirect' || context.stage === 'redirect-result') return M.socialRedirectFailed
  return M.socialLoginFailed
}
