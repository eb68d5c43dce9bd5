// Social login end to end against the real Firebase Auth emulator: firebase-admin verifies the
// emulator's ID token, exactly as in development. Skipped only when firebase-tools is not installed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { http } from './helpers/http.ts'
import { firebaseCliPresent, startAuthEmulator } from './helpers/startAuthEmulator.ts'
import type { AuthEmulator } from './helpers/startAuthEmulator.ts'
import { startTestServer, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

const present = firebaseCliPresent()

describe.skipIf(!present)('social login with the Firebase Auth emulator (skipped only when firebase-tools, a root devDependency, is not installed)', () => {
  let emulator: AuthEmulator
  let server: TestServer
  beforeAll(async () => {
    emulator = await startAuthEmulator()
    server = await startTestServer({ config: { firebase: { projectId: emulator.projectId, authEmulatorHost: emulator.host } } })
  }, 240_000)
  // Every refused token counts against this IP; each case starts unthrottled.
  beforeEach(async () => {
    await server.db.query("DELETE FROM login_attempts WHERE scope = 'social-login'")
  })
  afterAll(async () => {
    await server?.close()
    await emulator?.stop()
  })

  it('verifies the emulator token with firebase-admin, creates the account, then signs it in', async () => {
    const email = uniqueEmail('google')
    const firebase = await emulator.signInWithGoogle({ sub: `google-${email}`, email, name: 'Aïcha Ndiaye' })
    const body = { email, name: 'Aïcha Ndiaye', photo_url: null, firebase_uid: firebase.localId, provider: 'google', id_token: firebase.idToken }
    const first = await http(`${server.apiBase}/auth/social-login`, { body })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ is_new_user: true, is_account_linked: false, login_method: 'social', social_provider: 'google' })
    expect(first.body.user).toMatchObject({ email, first_name: 'Aïcha', last_name: 'Ndiaye', email_verified: true, auth_providers: ['google'] })
    const again = await http(`${server.apiBase}/auth/social-login`, { body })
    expect(again.body).toMatchObject({ is_new_user: false })
    expect((await http(`${server.apiBase}/users/profile`, { token: again.body.access_token })).body.email).toBe(email)
  })

  it('links an existing password account with the same verified email', async () => {
    const { email, user } = await server.register()
    const firebase = await emulator.signInWithGoogle({ sub: `google-${email}`, email })
    const answer = await http(`${server.apiBase}/auth/social-login`, {
      body: { email, name: 'Ada Obi', photo_url: null, firebase_uid: firebase.localId, provider: 'google', id_token: firebase.idToken },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ is_account_linked: true, is_new_user: false })
    expect(answer.body.user.id).toBe(user.id)
  })

  it('refuses a token for another email, a forged token and a made-up uid', async () => {
    const email = uniqueEmail('real')
    const firebase = await emulator.signInWithGoogle({ sub: `google-${email}`, email })
    const base = { name: 'X', photo_url: null, provider: 'google' }
    const otherEmail = await http(`${server.apiBase}/auth/social-login`, { body: { ...base, email: uniqueEmail('victim'), firebase_uid: firebase.localId, id_token: firebase.idToken } })
    expect(otherEmail.status).toBe(401)
    expect(otherEmail.body.detail).toBe('The email does not match the signed-in Google or Apple account.')
    const [header, , signature] = firebase.idToken.split('.')
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'nobody', user_id: 'nobody', email: 'x@example.com', aud: 'demo-parkade', iss: 'https://securetoken.google.com/demo-parkade' })).toString('base64url')
    const forged = await http(`${server.apiBase}/auth/social-login`, { body: { ...base, email: 'x@example.com', firebase_uid: 'nobody', id_token: `${header}.${forgedPayload}.${signature ?? ''}` } })
    expect(forged.status).toBe(401)
    expect(forged.body.detail).toMatch(/could not be verified|failed/)
    const garbage = await http(`${server.apiBase}/auth/social-login`, { body: { ...base, email, firebase_uid: firebase.localId, id_token: 'not-a-jwt' } })
    expect(garbage.status).toBe(401)
  })

  // The emulator's tokens are unsigned: their claims are all there is to check.
  const reissue = (idToken: string, change: (claims: Record<string, unknown>) => void, header = { alg: 'none', typ: 'JWT' }) => {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    change(claims)
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    return `${part(header)}.${part(claims)}.`
  }

  it('refuses a token for another project, an expired token and a signed token the emulator never issued', async () => {
    const email = uniqueEmail('claims')
    const firebase = await emulator.signInWithGoogle({ sub: `google-${email}`, email })
    const body = (id_token: string) => ({ email, name: 'X', photo_url: null, provider: 'google', firebase_uid: firebase.localId, id_token })
    const otherProject = reissue(firebase.idToken, (claims) => {
      claims.aud = 'someone-elses-project'
      claims.iss = 'https://securetoken.google.com/someone-elses-project'
    })
    const expired = reissue(firebase.idToken, (claims) => {
      claims.iat = Math.floor(Date.now() / 1000) - 7200
      claims.exp = Math.floor(Date.now() / 1000) - 3600
    })
    const signed = reissue(firebase.idToken, () => undefined, { alg: 'RS256', typ: 'JWT', kid: 'made-up' } as never)
    for (const token of [otherProject, expired, signed]) {
      const answer = await http(`${server.apiBase}/auth/social-login`, { body: body(token) })
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toBe('Social login failed: the sign-in token could not be verified. Please sign in again.')
    }
    // The untouched token still passes: what failed was the claim, not the identity.
    expect((await http(`${server.apiBase}/auth/social-login`, { body: body(firebase.idToken) })).status).toBe(200)
  })

  it('refuses a well-formed token for a user the emulator does not know', async () => {
    const email = uniqueEmail('ghost')
    const firebase = await emulator.signInWithGoogle({ sub: `google-${email}`, email })
    const ghost = reissue(firebase.idToken, (claims) => {
      claims.sub = 'no-such-user'
      claims.user_id = 'no-such-user'
    })
    const answer = await http(`${server.apiBase}/auth/social-login`, { body: { email, name: 'X', photo_url: null, provider: 'google', firebase_uid: 'no-such-user', id_token: ghost } })
    expect(answer.status).toBe(401)
  })

  it('a server verifying against Google (no emulator) does not accept the emulator’s unsigned tokens', async () => {
    const production = await startTestServer({ config: { firebase: { projectId: emulator.projectId.replace(/^demo-/, 'prod-'), authEmulatorHost: null } } })
    try {
      const email = uniqueEmail('prod')
      const firebase = await emulator.signInWithGoogle({ sub: `google-${email}`, email })
      const token = reissue(firebase.idToken, (claims) => {
        claims.aud = 'prod-parkade'
        claims.iss = 'https://securetoken.google.com/prod-parkade'
      })
      const answer = await http(`${production.apiBase}/auth/social-login`, { body: { email, name: 'X', photo_url: null, provider: 'google', firebase_uid: firebase.localId, id_token: token } })
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toBe('Social login failed: the sign-in token could not be verified. Please sign in again.')
    } finally {
      await production.close()
    }
  })
})

