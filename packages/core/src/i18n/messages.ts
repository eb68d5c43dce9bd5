import type { ErrorInfo } from '../api/ParkadeApiError.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'
import type { TranslationKey } from './translationKey.ts'

/**
 * Every user-visible text SPEC.md quotes as a message (§2, §4, §5, §8), in English exactly as the
 * spec writes it. Code throws these texts; a UI shows them in the user's language with
 * `translateMessage`.
 */
export const SPEC_MESSAGES = {
  // §5 validation
  fieldRequired: 'This field is required!',
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 8 characters',
  parkIdRequired: 'Park ID is required',
  noAuthToken: 'No authentication token found',
  invalidServerResponse: 'Invalid response from server',
  noSocialLoginFound: 'No successful social login found',

  // §8 social login
  networkError: 'Network error. Please check your internet connection and try again.',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  accountDisabled: 'This account has been disabled. Please contact support.',
  googleSignInNotEnabled: 'Google Sign-In is not enabled. Please contact support.',
  authServiceUnavailable: 'Authentication service unavailable. Please try again later.',
  accountExists: 'An account with this email already exists. Please sign in with your original method.',
  accountLinkingRequired: 'Account linking required. Please contact support.',
  appleSignInFailed: 'Apple Sign In failed. Please try again or use email/password login.',
  appleSignInNotEnabled: 'Apple Sign In is not enabled. Please use email/password login.',
  noAccountFound: 'No account found with this email. Please register first.',
  socialRedirectFailed: 'Failed to process social login redirect.',
  socialLoginFailed: 'Social login failed. Please try again.',
  googleSignInFailed: 'Google sign in failed. Please try again.',
  allowPopups: 'Please allow popups for social login to work.',
  socialLoginUnavailable: 'Social login is currently unavailable. Please try logging in with email and password.',
  appStateUpdateFailed: 'Authentication succeeded but failed to update app state. Please refresh the page.',
  noAccessToken: 'No access token received',

  // §8 payment, §4 duplicate verification
  paymentScriptLoadFailed: 'Failed to load payment script',
  paystackNotLoaded: 'Paystack not loaded',
  waveNotLoaded: 'Wave payment gateway not loaded',
  paymentGatewayNotInitialized: 'Payment gateway not initialized',
  unsupportedPaymentProvider: 'Unsupported payment provider',
  paymentNotImplemented: 'Payment processing not implemented',
  paymentVerificationInProgress: 'Payment verification already in progress',

  // §8 screens, §2 generic error screen, §4 error boundary
  loadingIssueTitle: 'Loading Issue',
  loadingIssueBody:
    'Some resources are taking longer to load than expected. This might be due to a slow internet connection.',
  somethingWentWrongTitle: 'Something went wrong',
  somethingWentWrongBody: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  loadingErrorTitle: 'Loading Error',
  loadingErrorBody: 'Unable to load the application. Please check your internet connection and try again.',
  tryAgain: 'Try Again',
  retry: 'Retry',
  goHome: 'Go Home',

  // §2 blog fallbacks and account prompt, §2 language notice
  blogPageLoadFailed: 'Failed to load the blog page. Please try again.',
  blogPostLoadFailed: 'Failed to load the blog post. Please try again.',
  loginToViewAccount: 'Please login to view your account',
  loginToContinue: 'Login to Continue',
  keepThisLanguage: 'Keep this language',
  dismiss: 'Dismiss',

  // §8 template texts
  pageNotFound: '404 Page Not Found!',
  accessDenied: '403 Access Denied!',
} as const

/** Texts the SDK's HTTP client throws besides the spec's (api/createHttp.ts). */
export const CLIENT_MESSAGES = {
  requestTimeout: 'The server took too long to answer. Please try again.',
  requestAborted: 'The request was cancelled.',
  serverUnavailable: 'The server could not answer right now. Please try again in a moment.',
  serverUnreachable: 'Parkade could not be reached. Please try again in a moment.',
  originRefused: 'This site could not connect to Parkade. Please try again later, or tell the site’s owner.',
  paymentPageRefused: 'The payment page could not be opened. Please try again.',
} as const

type MessageName = keyof typeof SPEC_MESSAGES | keyof typeof CLIENT_MESSAGES

/** Where each known message lives in the resources; `satisfies` keeps names and key paths honest. */
export const MESSAGE_KEYS = {
  fieldRequired: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  passwordTooShort: 'validation.passwordTooShort',
  parkIdRequired: 'validation.parkIdRequired',
  noAuthToken: 'validation.noAuthToken',
  invalidServerResponse: 'validation.invalidServerResponse',
  noSocialLoginFound: 'validation.noSocialLoginSuccess',

  networkError: 'errors.socialLogin.networkError',
  tooManyAttempts: 'errors.socialLogin.tooManyAttempts',
  accountDisabled: 'errors.socialLogin.accountDisabled',
  googleSignInNotEnabled: 'errors.socialLogin.googleNotEnabled',
  authServiceUnavailable: 'errors.socialLogin.serviceUnavailable',
  accountExists: 'errors.socialLogin.accountExists',
  accountLinkingRequired: 'errors.socialLogin.linkingRequired',
  appleSignInFailed: 'errors.socialLogin.appleFailed',
  appleSignInNotEnabled: 'errors.socialLogin.appleNotEnabled',
  noAccountFound: 'errors.socialLogin.noAccount',
  socialRedirectFailed: 'errors.socialLogin.redirectFailed',
  socialLoginFailed: 'errors.socialLogin.failed',
  googleSignInFailed: 'errors.socialLogin.googleFailed',
  allowPopups: 'errors.socialLogin.allowPopups',
  socialLoginUnavailable: 'errors.socialLogin.unavailable',
  appStateUpdateFailed: 'errors.socialLogin.appStateUpdateFailed',
  noAccessToken: 'errors.socialLogin.noAccessToken',

  paymentScriptLoadFailed: 'errors.payment.scriptLoadFailed',
  paystackNotLoaded: 'errors.payment.paystackNotLoaded',
  waveNotLoaded: 'errors.payment.waveNotLoaded',
  paymentGatewayNotInitialized: 'errors.payment.gatewayNotInitialized',
  unsupportedPaymentProvider: 'errors.payment.unsupportedProvider',
  paymentNotImplemented: 'errors.payment.notImplemented',
  paymentVerificationInProgress: 'errors.payment.verificationInProgress',

  loadingIssueTitle: 'screens.loadingIssue.title',
  loadingIssueBody: 'screens.loadingIssue.body',
  somethingWentWrongTitle: 'screens.somethingWentWrong.title',
  somethingWentWrongBody: 'screens.somethingWentWrong.body',
  loadingErrorTitle: 'screens.loadingError.title',
  loadingErrorBody: 'screens.loadingError.body',
  tryAgain: 'screens.actions.tryAgain',
  retry: 'screens.actions.retry',
  goHome: 'screens.actions.goHome',

  blogPageLoadFailed: 'errors.blog.pageLoadFailed',
  blogPostLoadFailed: 'errors.blog.postLoadFailed',
  loginToViewAccount: 'account.loginPrompt',
  loginToContinue: 'account.loginToContinue',
  keepThisLanguage: 'languageNotice.keep',
  dismiss: 'languageNotice.dismiss',

  pageNotFound: 'errors.pages.notFound',
  accessDenied: 'errors.pages.accessDenied',

  requestTimeout: 'errors.request.timeout',
  requestAborted: 'errors.request.aborted',
  serverUnavailable: 'errors.request.serverUnavailable',
  serverUnreachable: 'errors.request.serverUnreachable',
  originRefused: 'errors.request.originRefused',
  paymentPageRefused: 'errors.payment.pageRefused',
} as const satisfies Record<MessageName, TranslationKey>

const KNOWN_MESSAGES: Readonly<Record<MessageName, string>> = {
  ...SPEC_MESSAGES,
  ...CLIENT_MESSAGES,
}

// English text → key, built once; texts are unique, so no entry shadows another.
const KEY_BY_TEXT = new Map<string, TranslationKey>(
  (Object.keys(KNOWN_MESSAGES) as MessageName[]).map((name) => [KNOWN_MESSAGES[name], MESSAGE_KEYS[name]]),
)

/**
 * The i18n key of one of the SDK's own English messages, or undefined for any other text.
 * Server answers are never looked up by text: they are translated by their code.
 */
export function messageKey(text: string): TranslationKey | undefined {
  return KEY_BY_TEXT.get(text.trim())
}

/**
 * A failure in the instance's current language. An API error is translated by its code (a
 * language without a text for it, English included, shows the server's English `detail`); one of
 * the SDK's own messages by its key; any other text comes back unchanged.
 */
export function translateMessage(instance: Pick<ParkadeI18n, 't' | 'exists'>, message: string | ErrorInfo): string {
  if (typeof message !== 'string') {
    // An API error is never looked up by its sentence: its code, else the sentence as sent. The
    // SDK's own failures (client.*) carry its own texts, translated below.
    if (message.code && !message.code.startsWith('client.')) {
      const key = `apiErrors.${message.code}`
      const text = instance.exists(key) ? instance.t(key, { ...message.params }) : message.message
      // A refusal that says how long to wait (a locked sign-in) says so in minutes.
      return message.retryAfterSeconds ? `${text} ${instance.t('errors.retryAfter', { count: Math.ceil(message.retryAfterSeconds / 60) })}` : text
    }
    message = message.message
  }
  const key = messageKey(message)
  return key === undefined ? message : instance.t(key)
}
