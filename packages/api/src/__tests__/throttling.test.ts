// Guessing passwords and codes: a burst of concurrent attempts gets no more tries than the same
// attempts one by one; changing IP does not reset a code's attempts nor an account's; social
// sign-in counts a token before its slow verification; and the routes that send
// codes answer the same whether or not an account exists.
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_MAX_ATTEMPTS } from '../accounts/authCodes.ts'
import { THROTTLE_ACCOUNT_MAX_FAILURES, THROTTLE_MAX_FAILURES, TOO_MANY_ATTEMPTS } from '../accounts/throttle.ts'
import { IdTokenError } from '../auth/firebaseVerifier.ts'
import type { IdTokenVerifier } from '../auth/firebaseVerifier.ts'
import { FORGOT_ANSWER, INVALID_CODE, INVALID_CREDENTIALS, RESEND_ANSWER } from '../routes/auth.ts'
import { startTestServer, TEST_PASSWORD, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
let ipSeq = 0
/** A fresh client address per test, so one test's failures do not throttle the next. */
const nextIp = () => `10.11.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

function post(path: string, body: unknown, ip: string) {
  return server.app.inject({ method: 'POST', url: `/api/v1${path}`, payload: body as object, remoteAddress: ip })
}

async function latestCode(email: string, kind: string): Promise<string> {
  const { rows } = await server.db.query<{ code: string }>('SELECT code FROM outbox WHERE to_email = $1 AND kind = $2 ORDER BY id DESC LIMIT 1', [email, kind])
  return rows[0]!.code
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort()

describe('a burst of concurrent guesses gets no more tries than the same guesses one by one', () => {
  it(`20 concurrent wrong passwords: at most ${THROTTLE_MAX_FAILURES} are checked in all, the rest answer 429; then even the right password waits`, async () => {
    const { email } = await server.register()
    const ip = nextIp()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/auth/login', { identifier: i % 2 ? email.toUpperCase() : email, password: `wrong-${i}` }, ip)))
    const checked = answers.filter((a) => a.statusCode === 401)
    expect(checked.length).toBeLessThanOrEqual(THROTTLE_MAX_FAILURES)
    expect(checked.length + answers.filter((a) => a.statusCode === 429).length).toBe(20)
    for (const answer of checked) expect(answer.json().detail).toBe(INVALID_CREDENTIALS)
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json().detail).toBe(TOO_MANY_ATTEMPTS)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Attempts refused in the burst are not counted; one by one, the rest of the 5 are allowed.
    let more = 0
    while ((await post('/auth/login', { identifier: email, password: `wrong-again-${more}` }, ip)).statusCode === 401) more++
    expect(checked.length + more).toBe(THROTTLE_MAX_FAILURES)
    const right = await post('/auth/login', { identifier: email, password: TEST_PASSWORD }, ip)
    expect(right.statusCode).toBe(429)
    // Another address is not locked out by this one's failures.
    expect((await post('/auth/login', { identifier: email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(200)
  })

  it('20 concurrent wrong verification codes: at most 5 are checked in all, and the right code is refused after them', async () => {
    const { email } = await server.register()
    const code = await latestCode(email, 'verify-email')
    const ip = nextIp()
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/auth/verify-email', { email, code: wrong(i) }, ip)))
    const checked = answers.filter((a) => a.statusCode === 400).length
    expect(checked).toBeLessThanOrEqual(THROTTLE_MAX_FAILURES)
    expect(statuses(answers).every((s) => s === 400 || s === 429)).toBe(true)
    let more = 0
    while ((await post('/auth/verify-email', { email, code: wrong(20 + more) }, ip)).statusCode === 400) more++
    expect(checked + more).toBe(THROTTLE_MAX_FAILURES)
    expect((await post('/auth/verify-email', { email, code }, ip)).statusCode).toBe(429)
  })

  it('20 concurrent wrong reset codes: at most 5 are checked and the password is unchanged', async () => {
    const { email } = await server.register()
    await post('/auth/forgot-password', { email }, nextIp())
    const ip = nextIp()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/auth/reset-password', { email, code: String(100000 + i), new_password: 'attacker-chosen-1' }, ip)))
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(THROTTLE_MAX_FAILURES)
    expect((await post('/auth/login', { identifier: email, password: 'attacker-chosen-1' }, nextIp())).statusCode).toBe(401)
  })

  it('20 concurrent wrong private-event access codes: at most 5 are checked, the rest answer 429', async () => {
    const ip = nextIp()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/events/private-access', { access_code: `NOPE-${i}` }, ip)))
    expect(answers.filter((a) => a.statusCode === 404).length).toBeLessThanOrEqual(THROTTLE_MAX_FAILURES)
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(20 - THROTTLE_MAX_FAILURES)
  })

  it('a right private-event code does not count against the address', async () => {
    const { rows } = await server.db.query<{ access_code: string }>('SELECT access_code FROM events WHERE is_private LIMIT 1')
    const ip = nextIp()
    for (let i = 0; i < THROTTLE_MAX_FAILURES + 3; i++) expect((await post('/events/private-access', { access_code: rows[0]!.access_code }, ip)).statusCode).toBe(200)
  })
})

describe('changing address does not give a code more tries', () => {
  it(`a verification code is void after ${CODE_MAX_ATTEMPTS} wrong guesses, from however many addresses`, async () => {
    const { email } = await server.register()
    const code = await latestCode(email, 'verify-email')
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      const answer = await post('/auth/verify-email', { email, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0') }, nextIp())
      expect(answer.statusCode).toBe(400)
    }
    const right = await post('/auth/verify-email', { email, code }, nextIp())
    expect(right.statusCode).toBe(400)
    expect(right.json().detail).toBe(INVALID_CODE)
  })

  it(`a reset code is void after ${CODE_MAX_ATTEMPTS} wrong guesses, from however many addresses`, async () => {
    const { email } = await server.register()
    await post('/auth/forgot-password', { email }, nextIp())
    const code = await latestCode(email, 'reset-password')
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      await post('/auth/reset-password', { email, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'), new_password: 'attacker-chosen-1' }, nextIp())
    }
    const right = await post('/auth/reset-password', { email, code, new_password: 'attacker-chosen-1' }, nextIp())
    expect(right.statusCode).toBe(400)
    expect((await post('/auth/login', { identifier: email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(200)
  })
})

describe('changing address does not give an account more guesses', () => {
  it(`wrong passwords from a new address each time: ${THROTTLE_ACCOUNT_MAX_FAILURES} are checked, then the account answers 429 from every address`, async () => {
    const { email } = await server.register()
    const answers: LightMyRequestResponse[] = []
    for (let i = 0; i < THROTTLE_ACCOUNT_MAX_FAILURES + 5; i++) answers.push(await post('/auth/login', { identifier: email, password: `guess-${i}` }, nextIp()))
    expect(answers.slice(0, THROTTLE_ACCOUNT_MAX_FAILURES).every((a) => a.statusCode === 401)).toBe(true)
    for (const answer of answers.slice(THROTTLE_ACCOUNT_MAX_FAILURES)) {
      expect(answer.statusCode).toBe(429)
      expect(answer.json().detail).toBe(TOO_MANY_ATTEMPTS)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Even the right password waits: the guesser must not learn it was right.
    expect((await post('/auth/login', { identifier: email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(429)
    // Another account is not locked by this one's failures.
    const other = await server.register()
    expect((await post('/auth/login', { identifier: other.email, password: TEST_PASSWORD }, nextIp())).statusCode).toBe(200)
  })

  it(`a concurrent burst of 60 wrong passwords from 60 addresses: at most ${THROTTLE_ACCOUNT_MAX_FAILURES} are checked`, async () => {
    const { email } = await server.register()
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => post('/auth/login', { identifier: email, password: `burst-${i}` }, nextIp())))
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(THROTTLE_ACCOUNT_MAX_FAILURES)
    expect(answers.filter((a) => a.statusCode === 401).length + answers.filter((a) => a.statusCode === 429).length).toBe(60)
  })

  it(`wrong verification codes from a new address each time: ${THROTTLE_ACCOUNT_MAX_FAILURES} are checked, then 429`, async () => {
    const { email } = await server.register()
    const code = await latestCode(email, 'verify-email')
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const answers: number[] = []
    for (let i = 0; i < THROTTLE_ACCOUNT_MAX_FAILURES + 3; i++) answers.push((await post('/auth/verify-email', { email, code: wrong(i) }, nextIp())).statusCode)
    expect(answers.slice(0, THROTTLE_ACCOUNT_MAX_FAILURES).every((s) => s === 400)).toBe(true)
    expect(answers.slice(THROTTLE_ACCOUNT_MAX_FAILURES).every((s) => s === 429)).toBe(true)
    // New codes do not reopen the account either.
    await post('/auth/resend-verification', { email }, nextIp())
    expect((await post('/auth/verify-email', { email, code: await latestCode(email, 'verify-email') }, nextIp())).statusCode).toBe(429)
  })

  it(`wrong reset codes from a new address each time: ${THROTTLE_ACCOUNT_MAX_FAILURES} are checked, then 429`, async () => {
    const { email } = await server.register()
    const answers: number[] = []
    for (let i = 0; i < THROTTLE_ACCOUNT_MAX_FAILURES + 3; i++) {
      answers.push((await post('/auth/reset-password', { email, code: String(200000 + i), new_password: 'attacker-chosen-1' }, nextIp())).statusCode)
    }
    expect(answers.slice(0, THROTTLE_ACCOUNT_MAX_FAILURES).every((s) => s === 400)).toBe(true)
    expect(answers.slice(THROTTLE_ACCOUNT_MAX_FAILURES).every((s) => s === 429)).toBe(true)
  })
})

describe('social sign-in counts a token before verifying it', () => {
  it(`20 concurrent forged tokens against a slow verifier: at most ${THROTTLE_MAX_FAILURES} are verified, the rest answer 429`, async () => {
    let verified = 0
    // Verification takes time (a network round trip to Google's keys): the window a
    // check-then-record throttle would leave open.
    const slow: IdTokenVerifier = async () => {
      verified++
      await new Promise((resolve) => setTimeout(resolve, 100))
      throw new IdTokenError('invalid', 'Social login failed. Please try again.')
    }
    const original = server.app.idTokenVerifier
    server.app.idTokenVerifier = slow
    try {
      const ip = nextIp()
      const body = (i: number) => ({ email: uniqueEmail('forged'), firebase_uid: `uid-${i}`, provider: 'google', id_token: `forged-${i}` })
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/auth/social-login', body(i), ip)))
      expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(THROTTLE_MAX_FAILURES)
      expect(verified).toBeLessThanOrEqual(THROTTLE_MAX_FAILURES)
      for (const answer of answers.filter((a) => a.statusCode === 429)) expect(answer.json().detail).toBe(TOO_MANY_ATTEMPTS)
      expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(20 - THROTTLE_MAX_FAILURES)
    } finally {
      server.app.idTokenVerifier = original
    }
  })

  it('a verifier that is unavailable does not count against the address', async () => {
    const original = server.app.idTokenVerifier
    server.app.idTokenVerifier = async () => {
      throw new IdTokenError('unavailable', 'Authentication service unavailable. Please try again later.')
    }
    try {
      const ip = nextIp()
      for (let i = 0; i < THROTTLE_MAX_FAILURES + 3; i++) {
        const answer = await post('/auth/social-login', { email: uniqueEmail(), firebase_uid: `u-${i}`, provider: 'google', id_token: `t-${i}` }, ip)
        expect(answer.statusCode).toBe(401)
      }
    } finally {
      server.app.idTokenVerifier = original
    }
  })
})

describe('the routes that send codes cannot be used to list accounts', () => {
  /** Status, body and the headers a client could compare. */
  const shape = (answer: LightMyRequestResponse) => ({
    status: answer.statusCode,
    // Every answer has its own request id; the rest must not tell the two apart.
    body: answer.body.replace(/"request_id":"[^"]*"/, '"request_id":"…"').replace(/"instance":"[^"]*"/, '"instance":"…"'),
    type: answer.headers['content-type'],
    retryAfter: answer.headers['retry-after'],
  })

  it('resend-verification and forgot-password answer the same for an unknown email, an unverified, a verified and an over-limit account', async () => {
    const unverified = await server.register()
    const verified = await server.register()
    await post('/auth/verify-email', { email: verified.email, code: await latestCode(verified.email, 'verify-email') }, nextIp())
    const busy = await server.register()
    const ip = nextIp()
    // Past the per-account sending limit, the answer must still look the same.
    for (let i = 0; i < 7; i++) {
      await post('/auth/resend-verification', { email: busy.email }, ip)
      await post('/auth/forgot-password', { email: busy.email }, ip)
    }
    const emails = [uniqueEmail('nobody'), unverified.email, unverified.email.toUpperCase(), verified.email, busy.email]
    for (const [path, detail] of [['/auth/resend-verification', RESEND_ANSWER], ['/auth/forgot-password', FORGOT_ANSWER]] as const) {
      const answers = await Promise.all(emails.map((email) => post(path, { email }, ip)))
      for (const answer of answers) expect(shape(answer)).toEqual({ status: 200, body: JSON.stringify({ detail }), type: 'application/json; charset=utf-8', retryAfter: undefined })
    }
    // Only real, eligible accounts got mail; the unknown address got none.
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE to_email = $1', [emails[0]])
    expect(rows[0]!.n).toBe(0)
  })

  it('login, verify-email and reset-password answer an unknown email exactly like a wrong password or code', async () => {
    const { email } = await server.register()
    const nobody = uniqueEmail('nobody')
    const pairs: [string, object, object][] = [
      ['/auth/login', { identifier: nobody, password: 'wrong-password' }, { identifier: email, password: 'wrong-password' }],
      ['/auth/verify-email', { email: nobody, code: '000000' }, { email, code: '000000' }],
      ['/auth/reset-password', { email: nobody, code: '000000', new_password: 'new-password-1' }, { email, code: '000000', new_password: 'new-password-1' }],
    ]
    for (const [path, unknown, known] of pairs) {
      const ip = nextIp()
      const a = shape(await post(path, unknown, ip))
      const b = shape(await post(path, known, ip))
      expect(a, path).toEqual(b)
      expect(a.status).toBeGreaterThanOrEqual(400)
    }
  })
})
