// The server's log at its most talkative (trace) through a driver's whole journey — sign-up, the
// e-mailed code, wrong and right passwords, a reset, social sign-in, a card payment, a top-up,
// bad input — holds none of what the driver typed or was given: no password, code, token,
// card number or e-mail address. Only the request lines with their ids and masked queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdTokenError } from '../auth/firebaseVerifier.ts'
import { loggerOptions } from '../observability/loggerOptions.ts'
import { startTestServer, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, pressSandboxButton } from './moneyTestKit.ts'

const lines: string[] = []
let server: TestServer
const secrets = new Set<string>()

beforeAll(async () => {
  server = await startTestServer({
    logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }),
    idTokenVerifier: async () => {
      throw new IdTokenError('invalid', 'Social login failed: the sign-in token could not be verified. Please sign in again.')
    },
  })
})
afterAll(() => server?.close())

async function newestCode(email: string, kind: string): Promise<string> {
  const outbox = await call(server, 'GET', '/dev/outbox', { query: { email } })
  const message = (outbox.body as { kind: string; code: string }[]).find((m) => m.kind === kind)
  if (!message) throw new Error(`no ${kind} message for the driver`)
  return message.code
}

describe('the log of a whole journey', () => {
  it('holds no password, code, token, card number or e-mail address', async () => {
    const email = uniqueEmail('logscan')
    const password = 'log-scan-password-1'
    const newPassword = 'log-scan-password-2'
    const card = '4242424242424242'
    const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJsb2ctc2NhbiJ9.c2lnbmF0dXJl'
    secrets.add(email).add(password).add(newPassword).add(card).add(idToken)

    const registered = await call(server, 'POST', '/auth/register', { body: { email, password, first_name: 'Log', last_name: 'Scan', country_id: 'US' } })
    expect(registered.status).toBe(201)
    secrets.add(registered.body.access_token)
    const code = await newestCode(email, 'verify-email')
    secrets.add(code)
    await call(server, 'POST', '/auth/verify-email', { body: { email, code: '999999' === code ? '999998' : '999999' } })
    const verified = await call(server, 'POST', '/auth/verify-email', { body: { email, code } })
    expect(verified.status).toBe(200)
    secrets.add(verified.body.token)

    expect((await call(server, 'POST', '/auth/login', { body: { identifier: email, password: 'not-the-password' } })).status).toBe(401)
    const login = await call(server, 'POST', '/auth/login', { body: { identifier: email, password } })
    const token = login.body.access_token as string
    secrets.add(token)

    await call(server, 'POST', '/auth/forgot-password', { body: { email } })
    const resetCode = await newestCode(email, 'reset-password')
    secrets.add(resetCode)
    expect((await call(server, 'POST', '/auth/reset-password', { body: { email, code: resetCode, new_password: newPassword } })).status).toBe(200)

    const social = await call(server, 'POST', '/auth/social-login', { body: { email, name: 'Log Scan', firebase_uid: 'uid-log-scan', provider: 'google', id_token: idToken } })
    expect(social.status).toBe(401)

    // A card payment through the Stripe.js stand-in, and a top-up through Paystack's page.
    const fresh = await call(server, 'POST', '/auth/login', { body: { identifier: email, password: newPassword } })
    const bearer = fresh.body.access_token as string
    secrets.add(bearer)
    const intent = await call(server, 'POST', '/wallet/add-funds', { token: bearer, body: { amount: 12.5 } })
    expect(intent.status).toBe(200)
    const confirmed = await call(server, 'POST', `/sandbox/stripe/v1/payment_intents/${intent.body.data.reference}/confirm`, {
      body: new URLSearchParams({ client_secret: intent.body.data.payment_info.client_secret, card_number: card }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(confirmed.status).toBe(200)
    secrets.add(intent.body.data.payment_info.client_secret)
    const topUp = await call(server, 'POST', '/wallet/add-funds', { token: bearer, body: { amount: 20, provider: 'paystack' } })
    if (topUp.status === 200) await pressSandboxButton(server, hostedUrl(topUp.body.data), 'pay')

    // Bad input and an outbox read by address.
    await call(server, 'POST', '/auth/login', { body: `{"identifier":"${email}","password":`, contentType: 'application/json' })
    await call(server, 'GET', '/dev/outbox', { query: { email } })
    await call(server, 'GET', '/users/profile', { token: `${bearer}x` })

    await new Promise((r) => setTimeout(r, 100))
    expect(lines.length).toBeGreaterThan(15)
    const leaks = lines.filter((line) => [...secrets].some((secret) => line.includes(secret)) || /[\w.+-]+@example\.com/.test(line))
    expect(leaks).toEqual([])
    // What is there: one line per request, with an id and the address masked in the query.
    const outboxLine = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => String(line.url).startsWith('/api/v1/dev/outbox'))
    expect(outboxLine).toMatchObject({ msg: 'request', status: 200, url: '/api/v1/dev/outbox?email=…' })
    expect(outboxLine!.req_id).toEqual(expect.any(String))
  })
})
