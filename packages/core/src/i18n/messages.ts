import type { ErrorInfo } from '../api/ParkadeApiError.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'
import { englishText } from './englishText.ts'
import type { TranslationKey } from './translationKey.ts'

/**
 * Where each text SPEC.md quotes as a message (§2, §4, §5, §8) lives in the resources. Its English,
 * word for word as the spec writes it, is the `en` resources' (tests check it); the text is written
 * there once, so a page does not download it twice. Code throws these texts; a UI shows them in the
 * user's language with `translateMessage`.
 */
const SPEC_MESSAGE_KEYS = {
  fieldRequired: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  passwordTooShort: 'validation.passwordTooShort',
  parkIdRequired: 'validation.parkIdRequired',
  noAuthToken: 'validation.noAuthToken',
  invalidServerResponse: 'validation.invalidServerResponse',
  noSocialLoginFound: 'validation.noSocialLoginSuccess',

  // §8 social login
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

  // §8 payment, §4 duplicate verification
  paymentScriptLoadFailed: 'errors.payment.scriptLoadFailed',
  paystackNotLoaded: 'errors.payment.paystackNotLoaded',
  waveNotLoaded: 'errors.payment.waveNotLoaded',
  paymentGatewayNotInitialized: 'errors.payment.gatewayNotInitialized',
  unsupportedPaymentProvider: 'errors.payment.unsupportedProvider',
  paymentNotImplemented: 'errors.payment.notImplemented',
  paymentVerificationInProgress: 'errors.payment.verificationInProgress',

  // §8 screens, §2 generic error screen, §4 error boundary
  loadingIssueTitle: 'screens.loadingIssue.title',
  loadingIssueBody: 'screens.loadingIssue.body',
  somethingWentWrongTitle: 'screens.somethingWentWrong.title',
  somethingWentWrongBody: 'screens.somethingWentWrong.body',
  loadingErrorTitle: 'screens.loadingError.title',
  loadingErrorBody: 'screens.loadingError.body',
  tryAgain: 'screens.actions.tryAgain',
  retry: 'screens.actions.retry',
  goHome: 'screens.actions.goHome',

  // §2 blog fallbacks and account prompt, §2 language notice
  blogPageLoadFailed: 'errors.blog.pageLoadFailed',
  blogPostLoadFailed: 'errors.blog.postLoadFailed',
  loginToViewAccount: 'account.loginPrompt',
  loginToContinue: 'account.loginToContinue',
  keepThisLanguage: 'languageNotice.keep',
  dismiss: 'languageNotice.dismiss',

  // §8 template texts
  pageNotFound: 'errors.pages.notFound',
  accessDenied: 'errors.pages.accessDenied',
} as const satisfies Record<string, TranslationKey>

/** Where each text the SDK's HTTP client throws besides the spec's (api/createHttp.ts) lives in the resources. */
const CLIENT_MESSAGE_KEYS = {
  requestTimeout: 'errors.request.timeout',
  requestAborted: 'errors.request.aborted',
  serverUnavailable: 'errors.request.serverUnavailable',
  serverUnreachable: 'errors.request.serverUnreachable',
  originRefused: 'errors.request.originRefused',
  paymentPageRefused: 'errors.payment.pageRefused',
} as const satisfies Record<string, TranslationKey>

function englishOf<N extends string>(keys: Readonly<Record<N, TranslationKey>>): Readonly<Record<N, string>> {
  return Object.fromEntries(Object.entries<TranslationKey>(keys).map(([name, key]) => [name, englishText(key)])) as Record<N, string>
}

/** Every user-visible text SPEC.md quotes as a message, in English exactly as the spec writes it. */
export const SPEC_MESSAGES = englishOf(SPEC_MESSAGE_KEYS)

/** Texts the SDK's HTTP client throws besides the spec's (api/createHttp.ts). */
export const CLIENT_MESSAGES = englishOf(CLIENT_MESSAGE_KEYS)

type MessageName = keyof typeof SPEC_MESSAGES | keyof typeof CLIENT_MESSAGES

/** Where each known message lives in the resources. */
export const MESSAGE_KEYS: Readonly<Record<MessageName, TranslationKey>> = { ...SPEC_MESSAGE_KEYS, ...CLIENT_MESSAGE_KEYS }

// English text → key, built once; texts are unique, so no entry shadows another.
const KEY_BY_TEXT = new Map<string, TranslationKey>(Object.values(MESSAGE_KEYS).map((key) => [englishText(key), key]))

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
