import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import {
  CLIENT_MESSAGES,
  I18N_NAMESPACE,
  MESSAGE_KEYS,
  SPEC_MESSAGES,
  createI18n,
  en,
  fr,
  loadCoreTexts,
  messageKey,
  translateMessage,
} from '../i18n/index.ts'
import type { ParkadeResources, TranslationKey } from '../i18n/index.ts'
import { loginEn } from '../i18n/resources/loginEn.ts'
import { flattenResources } from './flattenResources.ts'
import { withLoginTexts } from './withLoginTexts.ts'

// These tests read the texts in both languages, as a page in French has them once fetched.
await loadCoreTexts('fr')



const enFlat = flattenResources(en)
const frFlat = flattenResources(fr)
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

// Copied from SPEC.md, not from the code: a changed resource or constant must fail here.
const SPEC_TEXTS = {
  '§5': [
    'This field is required!',
    'Please enter a valid email',
    'Password must be at least 8 characters',
    'Park ID is required',
    'No authentication token found',
    'Invalid response from server',
    'No successful social login found',
  ],
  '§8 social login': [
    'Network error. Please check your internet connection and try again.',
    'Too many failed attempts. Please try again later.',
    'This account has been disabled. Please contact support.',
    'Google Sign-In is not enabled. Please contact support.',
    'Authentication service unavailable. Please try again later.',
    'An account with this email already exists. Please sign in with your original method.',
    'Account linking required. Please contact support.',
    'Apple Sign In failed. Please try again or use email/password login.',
    'Apple Sign In is not enabled. Please use email/password login.',
    'No account found with this email. Please register first.',
    'Failed to process social login redirect.',
    'Social login failed. Please try again.',
    'Google sign in failed. Please try again.',
    'Please allow popups for social login to work.',
    'Social login is currently unavailable. Please try logging in with email and password.',
    'Authentication succeeded but failed to update app state. Please refresh the page.',
    'No access token received',
  ],
  '§8 payment and §4 wallet': [
    'Failed to load payment script',
    'Paystack not loaded',
    'Wave payment gateway not loaded',
    'Payment gateway not initialized',
    'Unsupported payment provider',
    'Payment processing not implemented',
    'Payment verification already in progress',
  ],
  '§8 screens, §2 and §4 error screens': [
    'Loading Issue',
    'Some resources are taking longer to load than expected. This might be due to a slow internet connection.',
    'Something went wrong',
    "We're sorry, but something unexpected happened. Please try refreshing the page.",
    'Loading Error',
    'Unable to load the application. Please check your internet connection and try again.',
    'Retry',
    'Try Again',
    'Go Home',
  ],
  // The blog's fallbacks, 404 and 403 and the language notice are the host site's (its tests).
  '§2 account prompt': ['Please login to view your account', 'Login to Continue'],
} as const
const ALL_SPEC_TEXTS = Object.values(SPEC_TEXTS).flat()

// Labels SPEC §2 names that are not messages: checked at their documented key. The host site's
// own labels (profile menu, footer, country chooser) are checked with its resources.
const SPEC_LABELS: ReadonlyArray<readonly [TranslationKey, string]> = [
  ['screens.actions.refresh', 'Refresh'],
  ['common.loading', 'Loading…'],
  ['common.noResults', 'No results'],
  ['common.retry', 'Retry'],
  ['countries.NG', 'Nigeria'],
  ['countries.US', 'United States'],
  ['countries.GB', 'United Kingdom'],
  ['countries.SN', 'Senegal'],
  ['countries.CA', 'Canada'],
]

describe('resources', () => {
  it('en and fr have exactly the same keys, at every depth', () => {
    // apiErrors is French only: English pages show the API's own English `detail`.
    expect([...frFlat.keys()].filter((key) => !key.startsWith('apiErrors.')).sort()).toEqual([...enFlat.keys()].sort())
    expect(enFlat.size).toBeGreaterThan(200)
  })

  it('have no empty text in either language', () => {
    for (const [lang, flat] of [['en', enFlat], ['fr', frFlat]] as const) {
      for (const [key, text] of flat) expect(text.trim(), `${lang} ${key}`).not.toBe('')
    }
  })

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of enFlat) expect(placeholders(frFlat.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('type fr against the en shape, so a missing key does not compile', () => {
    // @ts-expect-error 'fr' is missing: tsc fails the build if this ever compiles.
    const partial: ParkadeResources['languages'] = { en: 'English' }
    expect(partial).toBeDefined()
  })

  it('hold the labels SPEC §2 names at their documented keys', () => {
    for (const [key, text] of SPEC_LABELS) expect(enFlat.get(key), key).toBe(text)
  })
})

describe('spec messages', () => {
  // SPEC_MESSAGES are the texts' keys, what the SDK throws; the English at each is the spec's wording.
  const englishOf = (key: string) => enFlat.get(key)

  it.each(ALL_SPEC_TEXTS)('%s: in SPEC_MESSAGES, in en word for word, and translated in fr', (text) => {
    expect(Object.values(SPEC_MESSAGES).map(englishOf)).toContain(text)
    // Looked up in every English text, as an instance holds them once its features have shown.
    const key = messageKey(text, en)
    expect(key).toBeDefined()
    expect(Object.values(SPEC_MESSAGES)).toContain(key)
    expect(enFlat.get(key ?? '')).toBe(text)
    const french = frFlat.get(key ?? '')
    expect(french).toBeTruthy()
    expect(french).not.toBe(text)
  })

  it('SPEC_MESSAGES holds nothing the spec does not quote', () => {
    expect(Object.values(SPEC_MESSAGES).map(englishOf).sort()).toEqual([...ALL_SPEC_TEXTS].sort())
  })

  it('names messages as other folders use them', () => {
    expect(englishOf(SPEC_MESSAGES.passwordTooShort)).toBe('Password must be at least 8 characters')
    expect(englishOf(SPEC_MESSAGES.fieldRequired)).toBe('This field is required!')
    expect(englishOf(SPEC_MESSAGES.paymentVerificationInProgress)).toBe('Payment verification already in progress')
  })

  it('every known message (spec, client) sits at its key in en and differs in fr', () => {
    const all = { ...SPEC_MESSAGES, ...CLIENT_MESSAGES }
    const names = Object.keys(all) as Array<keyof typeof all>
    expect(new Set(Object.values(all).map(englishOf)).size, 'two names share one English text').toBe(names.length)
    expect(Object.keys(MESSAGE_KEYS).sort()).toEqual([...names].sort())
    for (const name of names) {
      expect(all[name], name).toBe(MESSAGE_KEYS[name])
      expect(enFlat.get(MESSAGE_KEYS[name]), name).toBeTruthy()
      expect(frFlat.get(MESSAGE_KEYS[name]), name).not.toBe(enFlat.get(MESSAGE_KEYS[name]))
    }
  })

  it('knows the SDK\'s own texts, never the server\'s', () => {
    expect(messageKey('Payment verification already in progress')).toBe('errors.payment.verificationInProgress')
    expect(messageKey('Invalid email or password.')).toBeUndefined()
  })

  it('knows a failed sign-in\'s text once the login\'s English is there, which core\'s alone does not hold', () => {
    const text = 'Too many failed attempts. Please try again later.'
    expect(messageKey(text)).toBeUndefined()
    expect(messageKey(text, { login: loginEn.login })).toBe('login.errors.tooManyAttempts')
  })
})

describe('messageKey and translateMessage', () => {
  const french = withLoginTexts(createI18n('fr'))
  const english = withLoginTexts(createI18n('en'))

  it('show every known message, thrown as its key, in each language; a host’s English sentence too', () => {
    for (const key of Object.values(MESSAGE_KEYS)) {
      expect(translateMessage(english, key)).toBe(enFlat.get(key))
      expect(translateMessage(french, key)).toBe(frFlat.get(key))
      expect(translateMessage(french, enFlat.get(key)!)).toBe(frFlat.get(key))
    }
  })

  it('translate a thrown message into French', () => {
    expect(translateMessage(french, 'Password must be at least 8 characters')).toBe(
      'Le mot de passe doit contenir au moins 8\u00a0caractères',
    )
    expect(translateMessage(french, '  Paystack not loaded \n')).toBe('Paystack n’est pas chargé')
  })

  it('leave unknown text as it was, and know nothing of it', () => {
    expect(messageKey('Some brand new server error')).toBeUndefined()
    expect(messageKey('')).toBeUndefined()
    expect(messageKey('password must be at least 8 characters')).toBeUndefined()
    expect(translateMessage(french, 'Some brand new server error')).toBe('Some brand new server error')
  })
})

describe('createI18n', () => {
  it('is ready as soon as it returns, in the asked language', () => {
    const fr1 = createI18n('fr')
    expect(fr1.language).toBe('fr')
    expect(fr1.t('screens.loadingIssue.title')).toBe(fr.screens.loadingIssue.title)
    expect(createI18n('en').t('screens.loadingIssue.title')).toBe('Loading Issue')
  })

  it('keeps its texts in the parkade namespace, the one `t` reads', () => {
    const instance = createI18n('en')
    expect(instance.getResourceBundle('en', I18N_NAMESPACE)).toHaveProperty('common.close', 'Close')
    expect(instance.t('common.close')).toBe('Close')
  })

  it('returns independent instances: texts added to one are not in another', () => {
    const a = createI18n('en')
    a.addResourceBundle('en', I18N_NAMESPACE, { common: { retry: 'Go again' }, login: { title: 'Sign in' } }, true, true)
    const b = createI18n('en')
    expect(a.t('common.retry')).toBe('Go again')
    expect(b.t('common.retry')).toBe('Retry')
    expect(b.exists('login.title')).toBe(false)
  })

  it('returns independent instances: changing one language leaves the others alone', async () => {
    const a = createI18n('en')
    const b = createI18n('en')
    expect(a).not.toBe(b)
    await a.changeLanguage('fr')
    expect(a.language).toBe('fr')
    expect(b.language).toBe('en')
    expect(a.t('common.close')).toBe('Fermer')
    expect(b.t('common.close')).toBe('Close')
    // Nor does it touch the global instance a host page may use for itself.
    expect(i18next.isInitialized).toBeFalsy()
    expect(i18next.language).toBeUndefined()
  })

  it('falls back to English for an unsupported language', async () => {
    const instance = createI18n('fr')
    await instance.changeLanguage('de')
    expect(instance.t('common.cancel')).toBe('Cancel')
  })

  it('interpolates without HTML escaping', () => {
    expect(createI18n('en').t('common.directionsTo', { place: "Murtala Muhammed Int'l <Lagos>" })).toBe("Directions to Murtala Muhammed Int'l <Lagos> (opens your maps app)")
  })
})

describe('French typography', () => {
  it.each([...frFlat])('%s', (_key, text) => {
    // ; ! ? take a narrow no-break space, : a no-break space (either no-break space is accepted);
    // a plain space or none at all is a mistake.
    expect(text).not.toMatch(/[^\u00a0\u202f][?!:;]/)
    expect(text).not.toMatch(/^[?!:;]/)
    // « » with no-break spaces inside, never straight double quotes.
    expect(text).not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/)
    expect(text).not.toContain('"')
    // Typographic apostrophe and ellipsis.
    expect(text).not.toContain("'")
    expect(text).not.toContain('...')
  })
})
