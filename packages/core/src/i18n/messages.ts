import type { ErrorInfo } from '../api/ParkadeApiError.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'
import { loadedCoreTexts } from './loadCoreTexts.ts'
import type { TranslationKey } from './translationKey.ts'

/**
 * Where each text SPEC.md quotes as a message (§2, §4, §5, §8) lives in the resources. Its English,
 * word for word as the spec writes it, is the `en` resources' (tests check it); the text is written
 * there once, in each language's resources, so a page downloads only its own language's. Code
 * throws the key; a UI shows it in the user's language with `translateMessage`.
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

/**
 * Every user-visible text SPEC.md quotes as a message, by the key of its text: the SDK's own
 * failures carry the key as their message (in every build, so a page in French downloads no English
 * sentence to throw), and `translateMessage` shows it in the user's language, the English word for
 * word as the spec writes it.
 */
export const SPEC_MESSAGES: Readonly<typeof SPEC_MESSAGE_KEYS> = SPEC_MESSAGE_KEYS

/** Texts the SDK's HTTP client throws besides the spec's (api/createHttp.ts), by the key of their text. */
export const CLIENT_MESSAGES: Readonly<typeof CLIENT_MESSAGE_KEYS> = CLIENT_MESSAGE_KEYS

type MessageName = keyof typeof SPEC_MESSAGES | keyof typeof CLIENT_MESSAGES

/** Where each known message lives in the resources. */
export const MESSAGE_KEYS: Readonly<Record<MessageName, TranslationKey>> = { ...SPEC_MESSAGE_KEYS, ...CLIENT_MESSAGE_KEYS }

const KEYS = new Set<string>(Object.values(MESSAGE_KEYS))
/** Core's English when the map below was made: English text → key, for a text given as the English. */
let byTextOf: { english: object; keys: Map<string, TranslationKey> } | undefined

function englishAt(english: object, key: TranslationKey): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english)
}

/**
 * The i18n key of one of the SDK's own messages: the key itself (what the SDK throws), or its
 * English text once core's English is here (a host's code that compares or passes the sentence);
 * undefined for any other text. Server answers are never looked up by text: they are translated by
 * their code.
 */
export function messageKey(text: string): TranslationKey | undefined {
  const trimmed = text.trim()
  if (KEYS.has(trimmed)) return trimmed as TranslationKey
  const english = loadedCoreTexts('en')
  if (!english) return undefined
  if (byTextOf?.english !== english) {
    byTextOf = { english, keys: new Map(Object.values(MESSAGE_KEYS).map((key) => [String(englishAt(english, key)), key])) }
  }
  return byTextOf.keys.get(trimmed)
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
