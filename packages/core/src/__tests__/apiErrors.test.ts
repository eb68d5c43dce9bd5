import { ERROR_CATALOGUE, ERROR_CODES, errorMessage } from '@parkade/contract/errors'
import type { ErrorCode } from '@parkade/contract/errors'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient.ts'
import { ParkadeApiError, describeError } from '../api/ParkadeApiError.ts'
import { I18N_NAMESPACE, bookingApiErrorsFr, createI18n, en, loadCoreTexts, messageKey, translateMessage } from '../i18n/index.ts'
import { withLoginTexts } from './withLoginTexts.ts'
import { apiErrorsFr } from '../i18n/resources/apiErrors.fr.ts'

// These tests read the French texts, as a page in French has them once fetched.
await loadCoreTexts('fr')

const frenchText = (code: ErrorCode): string => {
  const [group, name] = code.split('.') as [keyof typeof apiErrorsFr, string]
  return (apiErrorsFr[group] as Record<string, string>)[name] ?? ''
}
const catalogueNames = (message: string) => new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
const frenchNames = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])

/** The body the API answers for a code (packages/api's problemOf), as a client receives it. */
const answer = (code: ErrorCode, params?: Record<string, string | number>) =>
  new ParkadeApiError(errorMessage(code, params as never), {
    kind: 'http',
    status: ERROR_CATALOGUE[code].status,
    body: { type: `https://docs.parkade.example/errors/${code}`, title: ERROR_CATALOGUE[code].title, status: ERROR_CATALOGUE[code].status, detail: errorMessage(code, params as never), code, ...(params ? { params } : {}) },
  })

describe('API errors are translated by their code', () => {
  const french = createI18n('fr')
  const english = createI18n('en')

  it('every code of the contract has a French text that uses only the values the API sends', () => {
    for (const code of ERROR_CODES) {
      const text = frenchText(code)
      expect(text.trim(), code).not.toBe('')
      expect(text, code).not.toBe(ERROR_CATALOGUE[code].message)
      const sent = catalogueNames(ERROR_CATALOGUE[code].message)
      for (const name of frenchNames(text)) expect(sent.has(name), `${code} uses {{${name}}}`).toBe(true)
    }
  })

  it('a code whose English is one of the SDK\'s own messages reads the same in French as that message', () => {
    const compared: string[] = []
    // Every English text of the SDK, the login's (a failed sign-in's) included.
    const withLogin = withLoginTexts(createI18n('fr'))
    for (const code of ERROR_CODES) {
      const key = messageKey(ERROR_CATALOGUE[code].message, en)
      if (!key) continue
      compared.push(code)
      expect(frenchText(code), code).toBe(withLogin.t(key))
    }
    expect(compared).toEqual(expect.arrayContaining(['request.too_many_attempts', 'auth.token_missing', 'payment.verification_in_progress']))
  })

  it('a French page shows the code\'s French text with its values, whatever the English sentence says', () => {
    // A booking's refusals come with the French of the components that book (the checkout's).
    const booking = createI18n('fr').addResourceBundle('fr', I18N_NAMESPACE, { apiErrors: bookingApiErrorsFr }, true, false)
    const error = describeError(answer('booking.payment_stranded', { amount: '₦4,321.00' }))
    expect(error).toEqual({ message: 'This booking was cancelled before the payment arrived, so ₦4,321.00 was added to your wallet instead.', code: 'booking.payment_stranded', params: { amount: '₦4,321.00' } })
    expect(translateMessage(booking, error)).toBe('Cette réservation a été annulée avant l’arrivée du paiement\u202f: ₦4,321.00 ont donc été ajoutés à votre portefeuille.')
    expect(translateMessage(booking, { message: 'Anything at all', code: 'booking.space_unavailable' })).toBe('Ce parking est complet pour l’horaire choisi.')
    expect(translateMessage(french, { message: 'Anything at all', code: 'data.conflict' })).toBe('La requête est entrée en conflit avec une autre. Veuillez réessayer.')
  })

  it('core\'s French alone has the refusals any call may answer, not a booking\'s', () => {
    expect(translateMessage(french, describeError(answer('server.error')))).toBe(frenchText('server.error'))
    expect(translateMessage(french, describeError(answer('auth.token_expired')))).toBe(frenchText('auth.token_expired'))
    expect(translateMessage(french, describeError(answer('booking.space_unavailable')))).toBe(ERROR_CATALOGUE['booking.space_unavailable'].message)
  })

  it('an English page shows the API\'s English detail', () => {
    expect(translateMessage(english, describeError(answer('auth.invalid_credentials')))).toBe('Invalid email or password.')
  })

  it('a code this client does not know, or no code, shows the sentence as sent', () => {
    expect(translateMessage(french, { message: 'Brand new failure.', code: 'booking.brand_new' })).toBe('Brand new failure.')
    expect(translateMessage(french, { message: 'Park not found.' })).toBe('Park not found.')
  })

  it('a code without a translation shows the sentence as sent, never looked up by its text', () => {
    expect(translateMessage(french, { message: 'Too many failed attempts. Please try again later.', code: 'booking.brand_new' })).toBe('Too many failed attempts. Please try again later.')
  })

  it('the SDK\'s own failures (client.*) read in French: offline, unreachable, refused origin', () => {
    expect(translateMessage(french, { message: 'Network error. Please check your internet connection and try again.', code: 'client.offline' })).toBe(french.t('errors.request.network'))
    expect(translateMessage(french, { message: 'Parkade could not be reached. Please try again in a moment.', code: 'client.unreachable' })).toBe('Impossible de joindre Parkade. Veuillez réessayer dans un instant.')
    expect(translateMessage(french, { message: 'This site could not connect to Parkade. Please try again later, or tell the site’s owner.', code: 'client.origin_refused' })).toMatch(/^Ce site n’a pas pu se connecter à Parkade/)
  })

  it('the SDK\'s own messages still translate when they carry no code', () => {
    expect(translateMessage(french, describeError(new Error('Park ID is required')))).toBe('L’identifiant du parking est obligatoire')
  })

  it('reads code and params from a Problem Details answer, ignoring values that are not text or numbers', () => {
    const error = new ParkadeApiError('x', { kind: 'http', status: 409, body: { code: 'wallet.currency_mismatch', params: { currency: 'XOF', wallet_currency: 'NGN', nested: { a: 1 } } } })
    expect(error.code).toBe('wallet.currency_mismatch')
    expect(error.params).toEqual({ currency: 'XOF', wallet_currency: 'NGN' })
    expect(new ParkadeApiError('x', { kind: 'http', status: 500, body: '<html>' }).code).toBeUndefined()
  })
})

describe('a refusal that says how long to wait', () => {
  const locked = (retryAfter: string | null) =>
    createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch: async () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Too many attempts', status: 429, detail: 'Too many failed attempts. Please try again later.', code: 'request.too_many_attempts' }), {
          status: 429,
          headers: { 'content-type': 'application/problem+json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
        }),
    })
      .auth.login({ identifier: 'ada@example.com', password: 'wrong-password' })
      .then(
        () => {
          throw new Error('a locked sign-in succeeded')
        },
        (error: unknown) => describeError(error),
      )

  it('keeps SPEC §8 sentence and adds the wait from Retry-After, in minutes, in English and French', async () => {
    const info = await locked('840')
    expect(info).toMatchObject({ code: 'request.too_many_attempts', retryAfterSeconds: 840 })
    expect(translateMessage(createI18n('en'), info)).toBe('Too many failed attempts. Please try again later. You can try again in 14 minutes.')
    expect(translateMessage(createI18n('fr'), info)).toBe(`${frenchText('request.too_many_attempts')} Vous pourrez réessayer dans 14\u00a0minutes.`)
    expect(translateMessage(createI18n('en'), await locked('30'))).toBe('Too many failed attempts. Please try again later. You can try again in 1 minute.')
  })

  it('reads an HTTP date too, and says nothing more without one', async () => {
    expect((await locked(new Date(Date.now() + 5 * 60_000).toUTCString())).retryAfterSeconds).toBeGreaterThan(240)
    const none = await locked(null)
    expect(none).not.toHaveProperty('retryAfterSeconds')
    expect(translateMessage(createI18n('en'), none)).toBe('Too many failed attempts. Please try again later.')
  })
})
