// The Google/Apple flow with the Firebase boundary faked (Firebase's own error codes) and the
// HTTP layer faked: popup → redirect fallback, the redirect result on return, the exchange with
// the server, and the SPEC §8 message of each failure.
import { describe, expect, it, vi } from 'vitest'
import { ParkadeApiError } from '../api/ParkadeApiError.ts'
import { SPEC_MESSAGES as M } from '../i18n/messages.ts'
import { createSocialSignIn } from '../social/createSocialSignIn.ts'
import { emulatorIdentity } from '../social/emulatorIdentity.ts'
import type { FirebaseAuthBoundary, FirebaseSignedInUser } from '../social/types.ts'
import { createAuthStore } from '../stores/createAuthStore.ts'
import { createFakeServer, createTestApi, createTestStorage, problemReply, profile } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' })

const firebaseUser = (overrides: Partial<FirebaseSignedInUser> = {}): FirebaseSignedInUser => ({
  uid: 'fb-uid-1',
  email: 'ada@example.com',
  displayName: 'Ada Obi',
  photoURL: 'https://example.com/ada.png',
  getIdToken: async () => 'firebase-id-token',
  ...overrides,
})

const answer = (overrides: Record<string, unknown> = {}) => ({
  access_token: 'tok-social',
  is_new_user: true,
  is_account_linked: false,
  login_method: 'social',
  social_provider: 'google',
  user: profile({ auth_providers: ['google'] }),
  ...overrides,
})

function fakeFirebase(overrides: Partial<FirebaseAuthBoundary> = {}) {
  const boundary: FirebaseAuthBoundary = {
    signInWithPopup: vi.fn(async () => firebaseUser()),
    signInWithRedirect: vi.fn(async () => undefined),
    getRedirectResult: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  }
  return boundary
}

function setup(boundary: FirebaseAuthBoundary, reply: Reply = { body: answer() }, { online = true } = {}) {
  const server = createFakeServer()
  server.on('POST', '/auth/social-login', reply)
  const { storage } = createTestStorage()
  const session = createTestStorage().storage
  const auth = createAuthStore({ api: createTestApi(server), storage })
  const load = vi.fn(async () => boundary)
  const make = () => createSocialSignIn({ settings: { config: { apiKey: 'k', authDomain: 'parkade.firebaseapp.com', projectId: 'parkade' } }, load, auth, sessionStorage: session, online: () => online })
  return { server, storage, session, auth, load, make, social: make() }
}

describe('social sign-in: popup, then the server', () => {
  it('loads Firebase only when used, signs in with the popup and sends the ID token with the profile', async () => {
    const boundary = fakeFirebase()
    const { social, load, server, auth, storage } = setup(boundary)
    expect(load).not.toHaveBeenCalled()
    const outcome = await social.signIn('google', { loginHint: 'ada@example.com' })
    expect(load).toHaveBeenCalledOnce()
    expect(boundary.signInWithPopup).toHaveBeenCalledWith('google', { loginHint: 'ada@example.com' })
    expect(server.to('POST', '/auth/social-login')[0]?.body).toEqual({
      email: 'ada@example.com',
      name: 'Ada Obi',
      photo_url: 'https://example.com/ada.png',
      firebase_uid: 'fb-uid-1',
      provider: 'google',
      id_token: 'firebase-id-token',
    })
    expect(outcome).toMatchObject({ status: 'signed-in', answer: { is_new_user: true } })
    expect(auth.getState().token).toBe('tok-social')
    expect(storage.get('social_login_success')).toBe(true)
    // Firebase's session is dropped once exchanged for Parkade's.
    expect(boundary.signOut).toHaveBeenCalledOnce()
  })

  it.each(['auth/popup-blocked', 'auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    'falls back to a redirect when the popup fails with %s, and remembers it for the return',
    async (code) => {
      const boundary = fakeFirebase({ signInWithPopup: vi.fn(async () => Promise.reject(firebaseError(code))) })
      const { social, session, server } = setup(boundary)
      expect(await social.signIn('apple')).toEqual({ status: 'redirecting' })
      expect(boundary.signInWithRedirect).toHaveBeenCalledWith('apple', {})
      expect(session.get('social_redirect')).toBe('apple')
      expect(social.redirectPending()).toBe(true)
      expect(server.requests).toHaveLength(0)
    },
  )

  it('does not fall back to a redirect for other popup failures', async () => {
    const boundary = fakeFirebase({ signInWithPopup: vi.fn(async () => Promise.reject(firebaseError('auth/user-disabled'))) })
    const { social } = setup(boundary)
    await expect(social.signIn('google')).rejects.toThrow(M.accountDisabled)
    expect(boundary.signInWithRedirect).not.toHaveBeenCalled()
  })

  it('asks to allow popups when the popup is blocked and the redirect cannot start either', async () => {
    const boundary = fakeFirebase({
      signInWithPopup: vi.fn(async () => Promise.reject(firebaseError('auth/popup-blocked'))),
      signInWithRedirect: vi.fn(async () => Promise.reject(firebaseError('auth/operation-not-supported-in-this-environment'))),
    })
    const { social, session } = setup(boundary)
    await expect(social.signIn('google')).rejects.toThrow(M.allowPopups)
    expect(session.get('social_redirect')).toBeNull()
  })

  it('reports a failed redirect after a closed popup', async () => {
    const boundary = fakeFirebase({
      signInWithPopup: vi.fn(async () => Promise.reject(firebaseError('auth/popup-closed-by-user'))),
      signInWithRedirect: vi.fn(async () => Promise.reject(firebaseError('auth/redirect-cancelled-by-user'))),
    })
    await expect(setup(boundary).social.signIn('google')).rejects.toThrow(M.socialRedirectFailed)
  })

  it('gives "Social login is currently unavailable" when Firebase cannot be loaded, and tries again next time', async () => {
    const { auth } = setup(fakeFirebase())
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(fakeFirebase())
    const { storage } = createTestStorage()
    const social = createSocialSignIn({ settings: { config: { apiKey: 'k', authDomain: 'd', projectId: 'p' } }, load, auth, sessionStorage: storage })
    await expect(social.signIn('google')).rejects.toThrow(M.socialLoginUnavailable)
    expect(await social.signIn('google')).toMatchObject({ status: 'signed-in' })
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('social sign-in: the redirect result on return', () => {
  it('does nothing, and loads nothing, when no redirect is pending', async () => {
    const { social, load } = setup(fakeFirebase())
    expect(social.redirectPending()).toBe(false)
    expect(await social.processRedirectResult()).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('signs in with the user the redirect brought back, once', async () => {
    const boundary = fakeFirebase({ getRedirectResult: vi.fn(async () => firebaseUser({ uid: 'apple-uid', email: 'relay@privaterelay.appleid.com', displayName: null, photoURL: null })) })
    const { make, session, server, storage } = setup(boundary, { body: answer({ social_provider: 'apple', is_new_user: false }) })
    session.set('social_redirect', 'apple')
    // A new page: a new client reads what the last one left.
    const social = make()
    const [first, second] = await Promise.all([social.processRedirectResult(), social.processRedirectResult()])
    expect(first).toMatchObject({ status: 'signed-in' })
    expect(second).toBe(first)
    expect(server.to('POST', '/auth/social-login')).toHaveLength(1)
    expect(server.to('POST', '/auth/social-login')[0]?.body).toMatchObject({ provider: 'apple', email: 'relay@privaterelay.appleid.com', name: '', firebase_uid: 'apple-uid' })
    expect(session.get('social_redirect')).toBeNull()
    expect(storage.get('social_login_success')).toBe(true)
  })

  it('gives "Failed to process social login redirect." when the redirect brought nobody back or failed', async () => {
    const empty = setup(fakeFirebase())
    empty.session.set('social_redirect', 'google')
    await expect(empty.make().processRedirectResult()).rejects.toThrow(M.socialRedirectFailed)

    const broken = setup(fakeFirebase({ getRedirectResult: vi.fn(async () => Promise.reject(firebaseError('auth/invalid-credential'))) }))
    broken.session.set('social_redirect', 'google')
    await expect(broken.make().processRedirectResult()).rejects.toThrow(M.socialRedirectFailed)
  })

  it('maps a known Firebase code on return like on the popup', async () => {
    const { session, make } = setup(fakeFirebase({ getRedirectResult: vi.fn(async () => Promise.reject(firebaseError('auth/account-exists-with-different-credential'))) }))
    session.set('social_redirect', 'google')
    await expect(make().processRedirectResult()).rejects.toThrow(M.accountExists)
  })
})

describe('social sign-in: every SPEC §8 message from the Firebase code that causes it', () => {
  const cases: [code: string, provider: 'google' | 'apple', message: string, online?: boolean][] = [
    ['auth/network-request-failed', 'google', M.networkError, false],
    ['auth/network-request-failed', 'google', M.authServiceUnavailable, true],
    ['auth/too-many-requests', 'google', M.tooManyAttempts],
    ['auth/user-disabled', 'apple', M.accountDisabled],
    ['auth/operation-not-allowed', 'google', M.googleSignInNotEnabled],
    ['auth/operation-not-allowed', 'apple', M.appleSignInNotEnabled],
    ['auth/internal-error', 'google', M.authServiceUnavailable],
    ['auth/account-exists-with-different-credential', 'google', M.accountExists],
    ['auth/user-not-found', 'google', M.noAccountFound],
    ['auth/unauthorized-domain', 'google', M.socialLoginUnavailable],
    ['auth/invalid-api-key', 'apple', M.socialLoginUnavailable],
    ['auth/invalid-credential', 'apple', M.appleSignInFailed],
    ['auth/invalid-credential', 'google', M.googleSignInFailed],
  ]
  it.each(cases)('%s with %s → %s', async (code, provider, message, online = true) => {
    const boundary = fakeFirebase({ signInWithPopup: vi.fn(async () => Promise.reject(firebaseError(code))) })
    const { social, server } = setup(boundary, undefined, { online })
    await expect(social.signIn(provider)).rejects.toThrow(message)
    expect(server.requests).toHaveLength(0)
  })

  it('anything else that is not Firebase’s nor the server’s is "Social login failed"', async () => {
    const { social } = setup(fakeFirebase({ signInWithPopup: vi.fn(async () => Promise.reject(new TypeError('x is undefined'))) }))
    await expect(social.signIn('google')).rejects.toThrow(M.socialLoginFailed)
  })

  it('a Firebase user without an email cannot be signed in', async () => {
    const { social, server } = setup(fakeFirebase({ signInWithPopup: vi.fn(async () => firebaseUser({ email: null })) }))
    await expect(social.signIn('apple')).rejects.toThrow(M.appleSignInFailed)
    expect(server.requests).toHaveLength(0)
  })
})

describe('social sign-in: every SPEC §8 message from the server answer that causes it', () => {
  const cases: [label: string, reply: Reply, message: string][] = [
    // By the answer's code, whatever its sentence says.
    ['409 auth.social_link_required', problemReply('auth.social_link_required'), M.accountLinkingRequired],
    ['409 auth.social_other_method', problemReply('auth.social_other_method'), M.accountExists],
    ['429 request.too_many_attempts', problemReply('request.too_many_attempts'), M.tooManyAttempts],
    ['401 auth.social_unavailable', problemReply('auth.social_unavailable'), M.socialLoginUnavailable],
    ['401 auth.social_account_disabled', problemReply('auth.social_account_disabled'), M.accountDisabled],
    ['404', { status: 404, body: { detail: 'User not found' }, offContract: 'an answer of the server before the contract (SPEC §8)' }, M.noAccountFound],
    ['503', problemReply('server.database_unreachable'), M.authServiceUnavailable],
    ['200 without a token', { body: { ...answer(), access_token: '' } }, M.noAccessToken],
  ]
  it.each(cases)('%s', async (_label, reply, message) => {
    const { social, auth } = setup(fakeFirebase(), reply)
    await expect(social.signIn('google')).rejects.toThrow(message)
    expect(auth.getState().token).toBeNull()
  })

  it('an unreachable server is a network error', async () => {
    const { storage } = createTestStorage()
    const api = createTestApi(createFakeServer())
    const unreachable = { auth: { ...api.auth, socialLogin: async () => Promise.reject(new ParkadeApiError('Failed to fetch', { kind: 'network' })) } }
    const auth = createAuthStore({ api: unreachable, storage })
    const social = createSocialSignIn({ settings: { config: { apiKey: 'k', authDomain: 'd', projectId: 'p' } }, load: async () => fakeFirebase(), auth, sessionStorage: storage })
    await expect(social.signIn('google')).rejects.toThrow(M.networkError)
  })

})

describe('the emulator identity', () => {
  it('is the typed email, the same provider account each time, with a name from the email', () => {
    const first = emulatorIdentity('google', ' Ada.Obi@Example.com ')
    expect(first).toEqual({ sub: 'google-emulator-ada.obi@example.com', email: 'ada.obi@example.com', email_verified: true, name: 'Ada Obi' })
    expect(emulatorIdentity('google', 'ada.obi@example.com').sub).toBe(first.sub)
    expect(emulatorIdentity('apple', 'ada.obi@example.com').sub).not.toBe(first.sub)
  })

  it('is a new driver when no valid email was typed', () => {
    expect(emulatorIdentity('google', 'not an email', () => 'abc123').email).toBe('driver-abc123@example.com')
    expect(emulatorIdentity('apple', undefined, () => 'x1').email).toBe('driver-x1@example.com')
  })
})
