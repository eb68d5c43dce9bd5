import type { ErrorInfo } from '../api/ParkadeApiError.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'
import { loadedCoreTexts } from './loadCoreTexts.ts'
import { I18N_NAMESPACE } from './namespace.ts'
import type { TranslationKey } from './translationKey.ts'

/**
 * Where each text SPEC.md quotes as a message (§2, §4, §5, §8) that the SDK shows lives in the
 * resources. Its English, word for word as the spec writes it, is the `en` resources' (tests check
 * it); the text is written there once, in each language's resources, so a page downloads only its
 * own language's. Code throws the key, written where it is thrown (a `TranslationKey`, so the
 * compiler checks it), so no page's bundle carries these tables: tests and hosts' code read them.
 * A UI shows the key in the user's language with `translateMessage`.
 * Those only the host site shows (the blog's fallbacks, 404 and 403, the language notice) are the
 * site's own texts (site/src/i18n), so no partner's page downloads them.
 */
const SPEC_MESSAGE_KEYS = {
  fieldRequired: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  passwordTooShort: 'validation.passwordTooShort',
  parkIdRequired: 'validation.parkIdRequired',
  noAuthToken: 'validation.noAuthToken',
  invalidServerResponse: 'validation.invalidServerResponse',
  noSocialLoginFound: 'validation.noSocialLoginSuccess',

  // §8 social login: the login's texts (loginEn.ts), which come with the components that sign in
  networkError: 'errors.request.network',
  tooManyAttempts: 'login.errors.tooManyAttempts',
  accountDisabled: 'login.errors.accountDisabled',
  googleSignInNotEnabled: 'login.errors.googleNotEnabled',
  authServiceUnavailable: 'login.errors.serviceUnavailable',
  accountExists: 'login.errors.accountExists',
  accountLinkingRequired: 'login.errors.linkingRequired',
  appleSignInFailed: 'login.errors.appleFailed',
  appleSignInNotEnabled: 'login.errors.appleNotEnabled',
  noAccountFound: 'login.errors.noAccount',
  socialRedirectFailed: 'login.errors.redirectFailed',
  socialLoginFailed: 'login.errors.failed',
  googleSignInFailed: 'login.errors.googleFailed',
  allowPopups: 'login.errors.allowPopups',
  socialLoginUnavailable: 'login.errors.unavailable',
  appStateUpdateFailed: 'login.errors.appStateUpdateFailed',
  noAccessToken: 'login.errors.noAccessToken',

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

  // §2 account prompt
  loginToViewAccount: 'account.loginPrompt',
  loginToContinue: 'account.loginToContinue',
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

/**
 * Where each known message lives in the resources. A call marked pure, not a spread (whose getters
 * a bundler must assume run), so a bundle that never reads it leaves it and both tables out.
 */
export const MESSAGE_KEYS: Readonly<Record<MessageName, TranslationKey>> = /* @__PURE__ */ Object.assign({}, SPEC_MESSAGE_KEYS, CLIENT_MESSAGE_KEYS)

/**
 * The groups of the resources the SDK's own messages live in (every key of SPEC_MESSAGES and
 * CLIENT_MESSAGES starts with one). A server's text is never looked up in them. The code that
 * throws a message writes its key there, so no page carries the tables above.
 */
const MESSAGE_GROUPS = ['validation', 'errors', 'login.errors', 'screens', 'account'] as const
const MESSAGE_KEY = new RegExp(`^(${MESSAGE_GROUPS.join('|').replaceAll('.', '\\.')})(\\.\\w+)+$`)

function englishAt(english: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english)
}

/** The key under `path` whose English is `text`, in `node` (a group of the resources). */
function keyOfText(node: unknown, text: string, path: string): string | undefined {
  if (node === text) return path
  if (!node || typeof node !== 'object') return undefined
  for (const [name, child] of Object.entries(node)) {
    const key = keyOfText(child, text, `${path}.${name}`)
    if (key) return key
  }
  return undefined
}

/**
 * The i18n key of one of the SDK's own messages: the key itself (what the SDK throws), or its
 * English text once that English is here (a host's code that compares or passes the sentence):
 * core's, or `english` (an instance's English, which holds the texts of the features it has shown:
 * a failed sign-in's are the login's). Undefined for any other text. Server answers are never
 * looked up by text: they are translated by their code.
 */
export function messageKey(text: string, english?: unknown): TranslationKey | undefined {
  const trimmed = text.trim()
  if (MESSAGE_KEY.test(trimmed)) return trimmed as TranslationKey
  const sources = [english, loadedCoreTexts('en')].filter((source): source is object => typeof source === 'object' && source !== null)
  for (const source of sources) {
    for (const group of MESSAGE_GROUPS) {
      const key = keyOfText(englishAt(source, group), trimmed, group)
      if (key) return key as TranslationKey
    }
  }
  return undefined
}

/**
 * A failure in the instance's current language. An API error is translated by its code (a
 * language without a text for it, English included, shows the server's English `detail`); one of
 * the SDK's own messages by its key; any other text comes back unchanged.
 */
export function translateMessage(instance: Pick<ParkadeI18n, 't' | 'exists'> & Partial<Pick<ParkadeI18n, 'getResourceBundle'>>, message: string | ErrorInfo): string {
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
  const key = messageKey(message, instance.getResourceBundle?.('en', I18N_NAMESPACE))
  return key === undefined ? message : instance.t(key)
}
