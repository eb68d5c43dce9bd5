import { randomUUID } from 'node:crypto'
import type { App } from 'firebase-admin/app'
import type { Config } from '../config.ts'

/** What a verified Firebase ID token tells us; nothing else in a social-login body is trusted. */
export interface VerifiedIdToken {
  uid: string
  email: string | null
  emailVerified: boolean
  name: string | null
  picture: string | null
  /** The sign-in provider of the token, e.g. 'google.com', 'apple.com'. */
  signInProvider: string | null
}

export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdToken>

export class IdTokenError extends Error {
  readonly reason: 'unavailable' | 'invalid'
  constructor(reason: 'unavailable' | 'invalid', message: string) {
    super(message)
    this.name = 'IdTokenError'
    this.reason = reason
  }
}

/**
 * firebase-admin `verifyIdToken`. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin checks
 * tokens against the Auth emulator. Without it, the sandbox has no service account and cannot
 * reach Google, so it refuses every token rather than trust an unverified one.
 */
export function createFirebaseVerifier(firebase: Config['firebase']): IdTokenVerifier {
  let app: App | null = null
  return async (idToken) => {
    if (!firebase.authEmulatorHost) {
      throw new IdTokenError('unavailable', 'Social login is currently unavailable. Please try logging in with email and password.')
    }
    // firebase-admin reads the emulator host from the environment at call time.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost
    // firebase-admin is loaded on first use: it is heavy, and most starts never verify a token.
    const [{ initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')])
    // One named app per verifier, so two servers in one process (tests) do not share state.
    app ??= initializeApp({ projectId: firebase.projectId }, `parkade-${randomUUID()}`)
    try {
      const decoded = await getAuth(app).verifyIdToken(idToken, true)
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: typeof decoded.picture === 'string' ? decoded.picture : null,
        signInProvider: decoded.firebase?.sign_in_provider ?? null,
      }
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      if (code === 'auth/user-disabled') throw new IdTokenError('invalid', 'This account has been disabled. Please contact support.')
      if (/network|ECONNREFUSED|fetch failed/i.test(String((error as Error).message))) {
        throw new IdTokenError('unavailable', 'Authentication service unavailable. Please try again later.')
      }
      throw new IdTokenError('invalid', 'Social login failed: the sign-in token could not be verified. Please sign in again.')
    }
  }
}
