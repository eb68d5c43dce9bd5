import { describe, expect, it, vi } from 'vitest'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import { createAuthStore } from '../stores/createAuthStore.ts'
import type { AuthStoreOptions } from '../stores/createAuthStore.ts'
import { LoginValidationError } from '../stores/LoginValidationError.ts'
import { createFakeServer, createTestApi, createTestStorage, deferred, problemReply, profile, tokenAnswer } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

function setup(options: Partial<AuthStoreOptions> = {}, ignoreAbort = false) {
  const server = createFakeServer({ ignoreAbort })
  const { storage, backend } = createTestStorage()
  const api = createTestApi(server)
  const make = (extra: Partial<AuthStoreOptions> = {}) => createAuthStore({ api, storage, ...options, ...extra })
  return { server, storage, backend, api, make, auth: make() }
}

const socialBody = {
  email: 'ada@example.com',
  name: 'Ada Obi',
  photo_url: null,
  firebase_uid: 'uid-1',
  provider: 'google' as const,
  id_token: 'firebase-id-token',
}

describe('auth store: the token is stored after each way of signing in', () => {
  it('login stores the token in state and storage, and sends identifier = email', async () => {
    const { server, auth, backend } = setup()
    server.on('POST', '/auth/login', { body: tokenAnswer('tok-login') })
    await auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
    expect(server.to('POST', '/auth/login')[0]?.body).toEqual({ identifier: 'ada@example.com', password: 'correct-horse' })
    expect(auth.getState().token).toBe('tok-login')
    expect(backend.getItem('parkade:token')).toBe('tok-login')
    expect(auth.getState().status).toBe('success')
  })

  it('register stores the access token and keeps the email for the verify screen', async () => {
    const { server, auth, storage } = setup()
    server.on('POST', '/auth/register', { status: 201, body: tokenAnswer('tok-register') })
    await auth.getState().register({ email: 'new@example.com', password: 'long-enough', first_name: 'N', last_name: 'U' })
    expect(auth.getState().token).toBe('tok-register')
    expect(storage.get('token')).toBe('tok-register')
    expect(storage.get('email')).toBe('new@example.com')
    expect(auth.getState().lastSignIn).toMatchObject({ method: 'register', isNewUser: true })
  })

  it('verifyEmail stores the `token` of the answer', async () => {
    const { server, auth, storage } = setup()
    server.on('POST', '/auth/verify-email', { body: { token: 'tok-verify', user: profile() } })
    await auth.getState().verifyEmail({ email: 'ada@example.com', code: '123456' })
    expect(auth.getState().token).toBe('tok-verify')
    expect(storage.get('token')).toBe('tok-verify')
  })

  it('socialLogin stores the token and sets the social_login_success flag', async () => {
    const { server, auth, storage } = setup()
    server.on('POST', '/auth/social-login', {
      body: { access_token: 'tok-social', is_new_user: false, is_account_linked: true, login_method: 'social', social_provider: 'google', user: profile() },
    })
    await auth.getState().socialLogin(socialBody)
    expect(server.to('POST', '/auth/social-login')[0]?.body).toEqual(socialBody)
    expect(auth.getState().token).toBe('tok-social')
    expect(storage.get('token')).toBe('tok-social')
    expect(storage.get('social_login_success')).toBe(true)
    expect(auth.getState().lastSignIn).toMatchObject({ method: 'social', isNewUser: false, isAccountLinked: true, socialProvider: 'google' })
  })

  it('setSession stores a token the host hands in, and null signs out', () => {
    const onSignIn = vi.fn()
    const { auth, storage } = setup({ onSignIn })
    auth.getState().setSession('tok-host')
    expect(auth.getState().token).toBe('tok-host')
    expect(storage.get('token')).toBe('tok-host')
    expect(onSignIn).toHaveBeenCalledWith(expect.objectContaining({ method: 'session', token: 'tok-host' }))
    auth.getState().setSession(null)
    expect(auth.getState().token).toBeNull()
    expect(storage.get('token')).toBeNull()
  })

  it('starts from the stored token, or from the one the host passes', () => {
    const { storage, make } = setup()
    storage.set('token', 'stored')
    expect(make().getState().token).toBe('stored')
    expect(make({ initialToken: 'host' }).getState().token).toBe('host')
    expect(storage.get('token')).toBe('host')
  })
})

describe('auth store: failures store the message and clear the token (SPEC §4)', () => {
  const failures: [string, (s: ReturnType<typeof setup>) => Promise<unknown>, string, ReturnType<typeof problemReply>][] = [
    ['login', (s) => s.auth.getState().login({ email: 'ada@example.com', password: 'wrong-password' }), '/auth/login', problemReply('auth.invalid_credentials')],
    ['register', (s) => s.auth.getState().register({ email: 'a@b.co', password: 'long-enough', first_name: 'A', last_name: 'B' }), '/auth/register', problemReply('auth.email_taken')],
    ['verifyEmail', (s) => s.auth.getState().verifyEmail({ email: 'a@b.co', code: '000000' }), '/auth/verify-email', problemReply('auth.invalid_code')],
    ['socialLogin', (s) => s.auth.getState().socialLogin(socialBody), '/auth/social-login', problemReply('auth.social_failed')],
  ]

  it.each(failures)('%s: the server detail becomes the error and the token goes', async (_name, act, path, reply) => {
    const onSignOut = vi.fn()
    const s = setup({ onSignOut })
    s.storage.set('token', 'old')
    s.auth = s.make()
    s.server.on('POST', path, reply)
    await expect(act(s)).rejects.toThrow(reply.body.detail)
    expect(s.auth.getState()).toMatchObject({ token: null, status: 'error', error: expect.objectContaining({ message: reply.body.detail }) })
    expect(s.storage.get('token')).toBeNull()
    expect(onSignOut).toHaveBeenCalledWith('auth-failed')
  })

  it("a login answer without an access token is 'Invalid response from server'", async () => {
    const { server, auth } = setup()
    server.on('POST', '/auth/login', { body: { token_type: 'bearer' }, offContract: 'a login answer without its token, which the client must refuse' })
    await expect(auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })).rejects.toThrow(SPEC_MESSAGES.invalidServerResponse)
    expect(auth.getState()).toMatchObject({ token: null, status: 'error', error: expect.objectContaining({ message: SPEC_MESSAGES.invalidServerResponse }) })
  })

  it('the message falls back to `message`, then to the thrown message (SPEC §8)', async () => {
    const { server, auth } = setup()
    server.on('POST', '/auth/login', { status: 400, body: { message: 'Account locked' }, offContract: 'an error body of a server before Problem Details' })
    await expect(auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })).rejects.toThrow()
    expect(auth.getState().error?.message).toBe('Account locked')
  })
})

describe('auth store: login validation (SPEC §5)', () => {
  it.each([
    [{ email: '', password: '' }, { email: SPEC_MESSAGES.fieldRequired, password: SPEC_MESSAGES.fieldRequired }],
    [{ email: 'not-an-email', password: 'correct-horse' }, { email: SPEC_MESSAGES.invalidEmail }],
    [{ email: 'ada@example.com', password: 'short' }, { password: SPEC_MESSAGES.passwordTooShort }],
  ])('%o → %o, and no request', async (fields, expected) => {
    const { server, auth } = setup()
    const attempt = auth.getState().login(fields)
    await expect(attempt).rejects.toBeInstanceOf(LoginValidationError)
    await expect(attempt).rejects.toMatchObject({ fields: expected })
    expect(auth.getState().fieldErrors).toEqual(expected)
    expect(auth.getState().status).toBe('error')
    expect(server.requests).toHaveLength(0)
  })

  it('an 8-character password passes and clears earlier field errors', async () => {
    const { server, auth } = setup()
    server.on('POST', '/auth/login', { body: tokenAnswer() })
    await expect(auth.getState().login({ email: 'ada@example.com', password: 'x' })).rejects.toThrow()
    await auth.getState().login({ email: 'ada@example.com', password: '12345678' })
    expect(auth.getState().fieldErrors).toEqual({})
    expect(server.requests).toHaveLength(1)
  })
})

describe('auth store: social login completion', () => {
  it("without the success flag: 'No successful social login found', token cleared", async () => {
    const { auth, storage } = setup()
    auth.getState().setSession('tok')
    await expect(auth.getState().completeSocialLogin()).rejects.toThrow(SPEC_MESSAGES.noSocialLoginFound)
    expect(auth.getState()).toMatchObject({ error: expect.objectContaining({ message: SPEC_MESSAGES.noSocialLoginFound }), token: null })
    expect(storage.get('token')).toBeNull()
  })

  it("with the flag but no token: 'No successful social login found'", async () => {
    const { auth, storage } = setup()
    storage.set('social_login_success', true)
    await expect(auth.getState().completeSocialLogin()).rejects.toThrow(SPEC_MESSAGES.noSocialLoginFound)
    expect(auth.getState().error?.message).toBe(SPEC_MESSAGES.noSocialLoginFound)
  })

  it('with the flag and a token (after a redirect reload): loads the profile', async () => {
    const { storage, make } = setup()
    storage.set('social_login_success', true)
    storage.set('token', 'tok-after-redirect')
    const loadProfile = vi.fn(async () => profile())
    const auth = make({ loadProfile })
    await expect(auth.getState().completeSocialLogin()).resolves.toEqual({ token: 'tok-after-redirect', profile: profile() })
    expect(auth.getState().status).toBe('success')
    auth.getState().clearSocialLoginFlag()
    expect(storage.get('social_login_success')).toBeNull()
  })

  it('a profile that fails to load keeps the token and says to refresh', async () => {
    const { storage, make } = setup()
    storage.set('social_login_success', true)
    storage.set('token', 'tok')
    const auth = make({ loadProfile: () => Promise.reject(new Error('boom')) })
    await expect(auth.getState().completeSocialLogin()).rejects.toThrow(SPEC_MESSAGES.appStateUpdateFailed)
    expect(auth.getState().token).toBe('tok')
  })
})

describe('auth store: logout', () => {
  it('clears the token, profile, user and email keys, and tells the client', () => {
    const onSignOut = vi.fn()
    const { storage, make } = setup()
    storage.set('token', 'tok')
    storage.set('profile', profile())
    storage.set('user', { name: 'Ada' })
    storage.set('email', 'ada@example.com')
    storage.set('social_login_success', true)
    const auth = make({ onSignOut })
    auth.getState().logout()
    expect(auth.getState().token).toBeNull()
    for (const key of ['token', 'profile', 'user', 'email', 'social_login_success'] as const) expect(storage.get(key)).toBeNull()
    expect(onSignOut).toHaveBeenCalledWith('logout')
  })

  it('signing out while signed out tells nobody', () => {
    const onSignOut = vi.fn()
    const { auth } = setup({ onSignOut })
    auth.getState().logout()
    expect(onSignOut).not.toHaveBeenCalled()
  })
})

describe('auth store: request state', () => {
  it('goes loading → success, and a newer login supersedes an older one', async () => {
    const { server, auth } = setup({}, true)
    const slow = deferred<Reply>()
    let calls = 0
    server.on('POST', '/auth/login', () => (++calls === 1 ? slow.promise : { body: tokenAnswer('newer') }))
    const first = auth.getState().login({ email: 'ada@example.com', password: 'first-pass' })
    expect(auth.getState().status).toBe('loading')
    await auth.getState().login({ email: 'ada@example.com', password: 'second-pass' })
    slow.resolve({ body: tokenAnswer('older') })
    await first
    expect(server.requests[0]?.signal?.aborted).toBe(true)
    expect(auth.getState().token).toBe('newer')
    expect(auth.getState().status).toBe('success')
  })
})

describe('auth store: "Remember me"', () => {
  it('without it, the token lives only in the browser-session storage and is found there after a reload', async () => {
    const { server, backend, make } = setup()
    const session = createTestStorage()
    const auth = make({ sessionStorage: session.storage })
    server.on('POST', '/auth/login', { body: tokenAnswer('tok-session') })
    await auth.getState().login({ email: 'ada@example.com', password: 'correct-horse', remember: false })
    expect(auth.getState().token).toBe('tok-session')
    expect(backend.getItem('parkade:token')).toBeNull()
    expect(session.backend.getItem('parkade:token')).toBe('tok-session')
    // A reload in the same browser session finds it.
    expect(make({ sessionStorage: session.storage }).getState().token).toBe('tok-session')
    // A new browser session (empty session storage) does not.
    expect(make({ sessionStorage: createTestStorage().storage }).getState().token).toBeNull()
  })

  it('with it, the token is kept across browser sessions and any session-only copy is dropped', async () => {
    const { server, backend, make } = setup()
    const session = createTestStorage()
    session.storage.set('token', 'old-session-token')
    const auth = make({ sessionStorage: session.storage })
    server.on('POST', '/auth/login', { body: tokenAnswer('tok-remembered') })
    await auth.getState().login({ email: 'ada@example.com', password: 'correct-horse', remember: true })
    expect(backend.getItem('parkade:token')).toBe('tok-remembered')
    expect(session.backend.getItem('parkade:token')).toBeNull()
  })

  it('logout clears the session-only token too', async () => {
    const { server, make } = setup()
    const session = createTestStorage()
    const auth = make({ sessionStorage: session.storage })
    server.on('POST', '/auth/login', { body: tokenAnswer('tok-session') })
    await auth.getState().login({ email: 'ada@example.com', password: 'correct-horse', remember: false })
    auth.getState().logout()
    expect(session.backend.getItem('parkade:token')).toBeNull()
    expect(make({ sessionStorage: session.storage }).getState().token).toBeNull()
  })
})
