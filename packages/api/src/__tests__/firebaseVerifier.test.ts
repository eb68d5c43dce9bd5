// The verifier alone, where no emulator is needed: the Auth service unreachable, and a demo
// project without the emulator.
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { IdTokenError, createFirebaseVerifier } from '../auth/firebaseVerifier.ts'

/** A port nothing listens on: the emulator stopped. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise((done) => server.close(done))
  return typeof address === 'object' && address ? address.port : 0
}

/** An emulator-style (unsigned) token with valid claims for the project. */
function unsignedToken(projectId: string, uid: string) {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = { iss: `https://securetoken.google.com/${projectId}`, aud: projectId, auth_time: now, user_id: uid, sub: uid, iat: now, exp: now + 3600, email: 'a@example.com', firebase: { sign_in_provider: 'google.com', identities: {} } }
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
}

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(IdTokenError)
  return { reason: (error as IdTokenError).reason, message: (error as IdTokenError).message }
}

describe('the Firebase ID token verifier', () => {
  it('answers "Authentication service unavailable" when the Auth emulator is not running', async () => {
    const verify = createFirebaseVerifier({ projectId: 'demo-parkade', authEmulatorHost: `127.0.0.1:${await closedPort()}` })
    expect(await reasonOf(verify(unsignedToken('demo-parkade', 'someone')))).toEqual({
      reason: 'unavailable',
      message: 'Authentication service unavailable. Please try again later.',
    })
  })

  it('refuses every token for a demo project when no emulator is configured', async () => {
    const verify = createFirebaseVerifier({ projectId: 'demo-parkade', authEmulatorHost: null })
    expect(await reasonOf(verify(unsignedToken('demo-parkade', 'someone')))).toEqual({
      reason: 'unavailable',
      message: 'Social login is currently unavailable. Please try logging in with email and password.',
    })
  })
})
