import type { OutboxMessage } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IdTokenVerifier, VerifiedIdToken } from '../auth/firebaseVerifier.ts'
import { http } from './helpers/http.ts'
import { startTestServer, TEST_PASSWORD, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const post = (path: string, body: unknown, headers?: Record<string, string>) => http(`${server.apiBase}${path}`, { method: 'POST', body, headers })

async function lastCode(email: string, kind: OutboxMessage['kind']): Promise<string> {
  const { body } = await http<OutboxMessage[]>(`${server.apiBase}/dev/outbox?email=${encodeURIComponent(email)}`)
  const message = body.find((m) => m.kind === kind)
  if (!message?.code) throw new Error(`no ${kind} message for ${email}`)
  return message.code
}

const newUser = (email = uniqueEmail()) => ({ email, password: TEST_PASSWORD, first_name: 'Ada', last_name: 'Obi' })

describe('POST /auth/register', () => {
  it('creates the account, answers a working token and e-mails a 6-digit code', async () => {
    const email = uniqueEmail('Mixed.Case')
    const { status, body } = await post('/auth/register', { ...newUser(email.toUpperCase()), phone: '+234 803 123 4567', country_id: 'ng' })
    expect(status).toBe(201)
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 7 * 24 * 3600 })
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+234 803 123 4567',
      country_id: 'NG',
      country: { code: 'NG', name: 'Nigeria' },
      email_verified: false,
      auth_providers: ['password'],
    })
    expect(body.user).not.toHaveProperty('password_hash')
    expect(await lastCode(email.toLowerCase(), 'verify-email')).toMatch(/^\d{6}$/)
    const profile = await http(`${server.apiBase}/users/profile`, { token: body.access_token })
    expect(profile.body.email).toBe(email.toLowerCase())
  })

  it('keeps only a scrypt hash of the password', async () => {
    const { email } = await server.register()
    const { rows } = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(rows[0]!.password_hash).not.toContain(TEST_PASSWORD)
  })

  it.each([
    [{ ...newUser(), email: 'not-an-email' }, 'email: must be a valid email address'],
    [{ ...newUser(), password: 'short' }, 'Password must be at least 8 characters'],
    [{ ...newUser(), first_name: '   ' }, 'first_name: must not be empty'],
    [{ email: uniqueEmail(), password: TEST_PASSWORD, first_name: 'Ada' }, 'last_name: is required'],
    [{ ...newUser(), country_id: 'Nigeria' }, 'country_id: must be a two-letter country code, e.g. NG'],
    [{ ...newUser(), country_id: 'ZZ' }, 'country_id: "ZZ" is not a listed country code'],
    [{ ...newUser(), phone: 'call me' }, 'phone: must be a phone number, e.g. +234 803 123 4567'],
    [{ ...newUser(), role: 'admin' }, 'role: is not an accepted field'],
  ])('refuses invalid input %# with a detail naming the field', async (body, detail) => {
    const answer = await post('/auth/register', body)
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe(detail)
  })

  it('answers 409 for an email already registered, whatever its case', async () => {
    const { email } = await server.register()
    const answer = await post('/auth/register', newUser(email.toUpperCase()))
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toBe('An account with this email already exists.')
  })
})

describe('POST /auth/login', () => {
  it('signs in with identifier and password, case-insensitively', async () => {
    const { email, user } = await server.register()
    const { status, body } = await post('/auth/login', { identifier: ` ${email.toUpperCase()} `, password: TEST_PASSWORD })
    expect(status).toBe(200)
    expect(body.user.id).toBe(user.id)
    expect(body.access_token).toBeTruthy()
  })

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await server.register()
    const wrong = await post('/auth/login', { identifier: email, password: 'wrong-password' })
    const unknown = await post('/auth/login', { identifier: uniqueEmail('nobody'), password: 'wrong-password' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toMatchObject({ code: 'auth.invalid_credentials', status: 401, detail: 'Invalid email or password.', request_id: expect.any(String) })
    expect(unknown.body.detail).toEqual(wrong.body.detail)
  })

  it('requires both fields', async () => {
    const answer = await post('/auth/login', { identifier: 'a@b.co' })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('password: is required')
  })

  it('throttles after 5 failures in 15 minutes: 429, even with the right password', async () => {
    const { email } = await server.register()
    for (let i = 0; i < 5; i++) expect((await post('/auth/login', { identifier: email, password: `wrong-${i}-password` })).status).toBe(401)
    const blocked = await post('/auth/login', { identifier: email, password: TEST_PASSWORD })
    expect(blocked.status).toBe(429)
    expect(blocked.body.detail).toBe('Too many failed attempts. Please try again later.')
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another account from the same IP is not affected.
    const other = await server.register()
    expect((await post('/auth/login', { identifier: other.email, password: TEST_PASSWORD })).status).toBe(200)
    // Once the failures are older than the window, the account can sign in again.
    await server.db.query("UPDATE login_attempts SET created_at = now() - interval '16 minutes' WHERE email = $1", [email])
    expect((await post('/auth/login', { identifier: email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('clears the failure count after a successful login', async () => {
    const { email } = await server.register()
    for (let i = 0; i < 4; i++) await post('/auth/login', { identifier: email, password: 'wrong-password' })
    expect((await post('/auth/login', { identifier: email, password: TEST_PASSWORD })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await post('/auth/login', { identifier: email, password: 'wrong-password' })).status).toBe(401)
    expect((await post('/auth/login', { identifier: email, password: TEST_PASSWORD })).status).toBe(200)
  })
})

describe('POST /auth/verify-email and /auth/resend-verification', () => {
  it('verifies with the e-mailed code and answers token and user; the code works once', async () => {
    const { email } = await server.register()
    const code = await lastCode(email, 'verify-email')
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await post('/auth/verify-email', { email, code: wrongCode })
    expect(wrong.status).toBe(400)
    expect(wrong.body.detail).toBe('Invalid or expired code. Request a new one and try again.')
    const ok = await post('/auth/verify-email', { email, code })
    expect(ok.status).toBe(200)
    expect(ok.body.token).toBeTruthy()
    expect(ok.body.user.email_verified).toBe(true)
    expect((await post('/auth/verify-email', { email, code })).status).toBe(400)
  })

  it('validates the code format', async () => {
    const answer = await post('/auth/verify-email', { email: uniqueEmail(), code: '12ab' })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('code: must be the 6-digit code from the e-mail')
  })

  it('answers an unknown email like a wrong code', async () => {
    const answer = await post('/auth/verify-email', { email: uniqueEmail('ghost'), code: '123456' })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('Invalid or expired code. Request a new one and try again.')
  })

  it('throttles repeated wrong codes with 429', async () => {
    const { email } = await server.register()
    const code = await lastCode(email, 'verify-email')
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
      expect((await post('/auth/verify-email', { email, code: guess })).status).toBe(400)
    }
    const blocked = await post('/auth/verify-email', { email, code })
    expect(blocked.status).toBe(429)
    expect(blocked.body.detail).toBe('Too many failed attempts. Please try again later.')
  })

  it('answers resend the same whether or not the account exists, and replaces the code', async () => {
    const { email } = await server.register()
    const first = await lastCode(email, 'verify-email')
    const known = await post('/auth/resend-verification', { email })
    const unknown = await post('/auth/resend-verification', { email: uniqueEmail('nobody') })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(known.body.detail).toMatch(/new code has been sent/)
    const second = await lastCode(email, 'verify-email')
    if (second !== first) expect((await post('/auth/verify-email', { email, code: first })).status).toBe(400)
    expect((await post('/auth/verify-email', { email, code: second })).status).toBe(200)
  })
})

describe('POST /auth/forgot-password and /auth/reset-password', () => {
  it('answers forgot the same whether or not the account exists', async () => {
    const { email } = await server.register()
    const known = await post('/auth/forgot-password', { email })
    const unknown = await post('/auth/forgot-password', { email: uniqueEmail('nobody') })
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(await lastCode(email, 'reset-password')).toMatch(/^\d{6}$/)
  })

  it('resets the password with the code: the new one works, the old one and the code do not', async () => {
    const { email } = await server.register()
    await post('/auth/forgot-password', { email })
    const code = await lastCode(email, 'reset-password')
    const short = await post('/auth/reset-password', { email, code, new_password: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.detail).toBe('Password must be at least 8 characters')
    const done = await post('/auth/reset-password', { email, code, new_password: 'a-brand-new-secret' })
    expect(done.status).toBe(200)
    expect(done.body.detail).toBe('Your password has been reset. You can now log in.')
    expect((await post('/auth/login', { identifier: email, password: 'a-brand-new-secret' })).status).toBe(200)
    expect((await post('/auth/login', { identifier: email, password: TEST_PASSWORD })).status).toBe(401)
    expect((await post('/auth/reset-password', { email, code, new_password: 'another-secret-1' })).status).toBe(400)
  })

  it('refuses a wrong code with 400 and throttles with 429', async () => {
    const { email } = await server.register()
    await post('/auth/forgot-password', { email })
    const code = await lastCode(email, 'reset-password')
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
      const answer = await post('/auth/reset-password', { email, code: guess, new_password: 'whatever-secret' })
      expect(answer.status).toBe(400)
    }
    expect((await post('/auth/reset-password', { email, code, new_password: 'whatever-secret' })).status).toBe(429)
  })
})

describe('POST /auth/social-login', () => {
  const socialBody = (email: string, uid = `uid-${email}`) => ({
    email,
    name: 'Fatou Diop',
    photo_url: 'https://example.com/p.png',
    firebase_uid: uid,
    provider: 'google',
    id_token: `token-for-${uid}`,
  })

  it('refuses without a verifiable token (no Auth emulator configured) with a readable 401', async () => {
    const answer = await post('/auth/social-login', socialBody(uniqueEmail()))
    expect(answer.status).toBe(401)
    expect(answer.body.detail).toBe('Social login is currently unavailable. Please try logging in with email and password.')
  })

  it('requires id_token', async () => {
    const { id_token: _, ...body } = socialBody(uniqueEmail())
    const answer = await post('/auth/social-login', body)
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('id_token: is required')
  })

  describe('with a verifier (what firebase-admin answers for the emulator)', () => {
    // Tokens this fake verifier accepts: "token-for-<uid>"; identities are registered per uid.
    const identities = new Map<string, VerifiedIdToken>()
    const fake: IdTokenVerifier = async (token) => {
      const identity = identities.get(token.replace(/^token-for-/, ''))
      if (!identity) throw Object.assign(new Error('bad token'), { reason: 'invalid' })
      return identity
    }
    let original: IdTokenVerifier
    beforeAll(() => {
      original = server.app.idTokenVerifier
      server.app.idTokenVerifier = fake
    })
    afterAll(() => {
      server.app.idTokenVerifier = original
    })
    const identity = (uid: string, email: string, emailVerified = true): VerifiedIdToken => {
      const value = { uid, email, emailVerified, name: 'Fatou Diop', picture: null, signInProvider: 'google.com' }
      identities.set(uid, value)
      return value
    }

    it('creates the account on first sign-in, then signs it in', async () => {
      const email = uniqueEmail('social')
      identity(`uid-${email}`, email)
      const first = await post('/auth/social-login', socialBody(email))
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ is_new_user: true, is_account_linked: false, login_method: 'social', social_provider: 'google' })
      expect(first.body.user).toMatchObject({ email, first_name: 'Fatou', last_name: 'Diop', email_verified: true, auth_providers: ['google'] })
      const again = await post('/auth/social-login', socialBody(email))
      expect(again.body).toMatchObject({ is_new_user: false, is_account_linked: false })
      expect(again.body.user.id).toBe(first.body.user.id)
      expect((await http(`${server.apiBase}/users/profile`, { token: again.body.access_token })).body.email).toBe(email)
    })

    it('links an existing password account when the Firebase email is verified', async () => {
      const { email, user } = await server.register()
      identity(`uid-${email}`, email)
      const answer = await post('/auth/social-login', socialBody(email))
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ is_new_user: false, is_account_linked: true })
      expect(answer.body.user.id).toBe(user.id)
      expect(answer.body.user.auth_providers).toEqual(['password', 'google'])
    })

    it('refuses to link an existing account on an unverified Firebase email (409)', async () => {
      const { email } = await server.register()
      identity(`uid-${email}`, email, false)
      const answer = await post('/auth/social-login', socialBody(email))
      expect(answer.status).toBe(409)
      expect(answer.body.detail).toBe('Account linking required. Please contact support.')
    })

    it('refuses a body whose email or uid is not the token’s', async () => {
      const email = uniqueEmail('victim')
      identity(`uid-${email}`, uniqueEmail('attacker'))
      const answer = await post('/auth/social-login', socialBody(email))
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toBe('The email does not match the signed-in Google or Apple account.')
      const other = uniqueEmail('uid')
      identity(`uid-${other}`, other)
      const swapped = await post('/auth/social-login', { ...socialBody(other), firebase_uid: 'someone-else' })
      expect(swapped.status).toBe(401)
      expect(swapped.body.detail).toMatch(/does not belong to this user/)
    })

    it('takes the provider from the token, and refuses a body that names another', async () => {
      const email = uniqueEmail('apple')
      identities.set(`uid-${email}`, { uid: `uid-${email}`, email, emailVerified: true, name: null, picture: null, signInProvider: 'apple.com' })
      const asGoogle = await post('/auth/social-login', socialBody(email))
      expect(asGoogle.status).toBe(401)
      expect(asGoogle.body.detail).toBe('The sign-in token is not from this provider. Please sign in again.')
      const asApple = await post('/auth/social-login', { ...socialBody(email), provider: 'apple' })
      expect(asApple.status).toBe(200)
      expect(asApple.body).toMatchObject({ social_provider: 'apple', is_new_user: true })
      await server.db.query("DELETE FROM login_attempts WHERE scope = 'social-login'")
    })

    it('refuses a second Google/Apple identity for an account that already has one (409)', async () => {
      const email = uniqueEmail('twice')
      identity(`uid-${email}`, email)
      expect((await post('/auth/social-login', socialBody(email))).status).toBe(200)
      identity(`other-${email}`, email)
      const second = await post('/auth/social-login', socialBody(email, `other-${email}`))
      expect(second.status).toBe(409)
      expect(second.body.detail).toBe('An account with this email already exists. Please sign in with your original method.')
    })

    it('refuses a token the verifier rejects', async () => {
      const answer = await post('/auth/social-login', { ...socialBody(uniqueEmail()), id_token: 'garbage' })
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toBe('Social login failed. Please try again.')
    })

    // Last in this file: it leaves 127.0.0.1 throttled for social login.
    it('throttles repeated refused tokens from one IP with 429', async () => {
      await server.db.query("DELETE FROM login_attempts WHERE scope = 'social-login'")
      for (let i = 0; i < 5; i++) expect((await post('/auth/social-login', { ...socialBody(uniqueEmail()), id_token: `garbage-${i}` })).status).toBe(401)
      const email = uniqueEmail('late')
      identity(`uid-${email}`, email)
      const blocked = await post('/auth/social-login', socialBody(email))
      expect(blocked.status).toBe(429)
      expect(blocked.body.detail).toBe('Too many failed attempts. Please try again later.')
    })
  })
})
