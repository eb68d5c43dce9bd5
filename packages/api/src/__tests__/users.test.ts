import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenSigner } from '../auth/tokens.ts'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const profile = (token?: string, headers?: Record<string, string>) => http(`${server.apiBase}/users/profile`, { token, headers })
const patch = (token: string, body: unknown) => http(`${server.apiBase}/users/profile`, { method: 'PATCH', token, body })

describe('bearer tokens on account routes', () => {
  const accountRoutes = ['/users/profile', '/users/fees']

  it('refuses a missing token with 401 and a detail', async () => {
    for (const path of accountRoutes) {
      const answer = await http(`${server.apiBase}${path}`)
      expect(answer.status, path).toBe(401)
      expect(answer.body.detail).toBe('No authentication token found')
      expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    }
    expect((await http(`${server.apiBase}/users/profile`, { method: 'PATCH', body: { first_name: 'X' } })).status).toBe(401)
  })

  it('refuses malformed tokens and other schemes', async () => {
    for (const authorization of ['Bearer abc', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', 'Bearer ']) {
      const answer = await profile(undefined, { authorization })
      expect(answer.status, authorization).toBe(401)
      expect(answer.body.detail).toMatch(/token/i)
    }
  })

  it('refuses a token signed with another secret (a foreign token)', async () => {
    const { user } = await server.register()
    const foreign = await createTokenSigner('some-other-server-secret').sign(user.id, user.email)
    const answer = await profile(foreign)
    expect(answer.status).toBe(401)
    expect(answer.body.detail).toBe('Invalid authentication token.')
  })

  it('refuses an expired token', async () => {
    const { user } = await server.register()
    const expired = await createTokenSigner(server.app.serverSecret, -60).sign(user.id, user.email)
    const answer = await profile(expired)
    expect(answer.status).toBe(401)
    expect(answer.body.detail).toBe('Your session has expired. Please log in again.')
  })

  it('refuses an unsigned ("alg: none") token', async () => {
    const { user } = await server.register()
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(user.id), exp: Math.floor(Date.now() / 1000) + 3600 })}.`
    expect((await profile(unsigned)).status).toBe(401)
  })

  it('refuses a token without an expiry', async () => {
    const { user } = await server.register()
    const noExp = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).sign(new TextEncoder().encode(server.app.serverSecret))
    expect((await profile(noExp)).status).toBe(401)
  })

  it('refuses the token of a deleted account', async () => {
    const { token, user } = await server.register()
    await server.db.query('DELETE FROM users WHERE id = $1', [user.id])
    const answer = await profile(token)
    expect(answer.status).toBe(401)
    expect(answer.body.detail).toBe('This account no longer exists. Please log in again.')
  })
})

describe('GET and PATCH /users/profile', () => {
  it("answers the token's own user, never another", async () => {
    const a = await server.register()
    const b = await server.register()
    expect((await profile(a.token)).body.email).toBe(a.email)
    expect((await profile(b.token)).body.email).toBe(b.email)
    await patch(a.token, { first_name: 'Changed' })
    expect((await profile(b.token)).body.first_name).toBe('Ada')
  })

  it('updates only the fields sent and clears with null', async () => {
    const { token } = await server.register()
    const updated = await patch(token, { first_name: ' Amina ', phone: '+221 77 123 45 67', country_id: 'sn', language: 'fr' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ first_name: 'Amina', last_name: 'Obi', phone: '+221 77 123 45 67', country_id: 'SN', country: { code: 'SN', name: 'Senegal' }, language: 'fr' })
    const cleared = await patch(token, { phone: null, country_id: null, language: null })
    expect(cleared.body).toMatchObject({ first_name: 'Amina', phone: null, country_id: null, country: null, language: null })
    expect((await patch(token, {})).body.first_name).toBe('Amina')
    expect((await profile(token)).body).toEqual(cleared.body)
  })

  it.each([
    [{ language: 'de' }, 'language: must be one of: en, fr, null'],
    [{ country_id: 'XX' }, 'country_id: "XX" is not a listed country code'],
    [{ country_id: 'NGA' }, 'country_id: must be a two-letter country code, e.g. NG'],
    [{ first_name: '' }, 'first_name: must not be empty'],
    [{ email: 'new@example.com' }, 'email: is not an accepted field'],
    [{ first_name: 42 }, 'first_name: must be a string'],
  ])('refuses invalid changes %# with a detail', async (body, detail) => {
    const { token } = await server.register()
    const answer = await patch(token, body)
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe(detail)
  })
})

describe('GET /users/fees', () => {
  it("answers the fees of the user's country, Nigeria by default", async () => {
    const { token } = await server.register()
    const nigeria = await http(`${server.apiBase}/users/fees`, { token })
    expect(nigeria.status).toBe(200)
    expect(nigeria.body.length).toBeGreaterThan(0)
    expect(nigeria.body.every((fee: { currency: string; country_id: number }) => fee.currency === 'NGN' && fee.country_id === 1)).toBe(true)
    await patch(token, { country_id: 'CA' })
    const canada = await http(`${server.apiBase}/users/fees`, { token })
    expect(canada.body.map((fee: { code: string }) => fee.code)).toContain('CA-GST')
    expect(canada.body[0]).toMatchObject({ country_id: 5, currency: 'CAD', kind: expect.stringMatching(/percent|fixed/) })
  })
})
