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

export type IdTokenErrorCode = 'auth.social_unavailable' | 'auth.social_token_invalid' | 'auth.social_account_disabled'

export class IdTokenError extends Error {
  readonly reason: 'unavailable' | 'invalid'
  /** The error code the sign-in answers with. */
  readonly code: IdTokenErrorCode
  constructor(reason: 'unavailable' | 'invalid', message: string, code?: IdTokenErrorCode) {
    super(message)
    this.name = 'IdTokenError'
    this.reason = reason
    this.code = code ?? (reason === 'unavailable' ? 'auth.social_unavailable' : 'auth.social_token_invalid')
  }
}

/** The sign-in providers a social login may come from, by Firebase's `sign_in_provider` name. */
export const SIGN_IN_PROVIDERS: Record<string, 'google' | 'apple' | undefined> = { 'google.com': 'google', 'apple.com': 'apple' }

/**
 * firebase-admin `verifyIdToken`, the only judge of who signed in:
 * - With FIREBASE_AUTH_EMULATOR_HOST (development, tests): the emulator issues unsigned tokens,
 *   so firebase-admin accepts only `alg: none` and checks everything else — audience and issuer
 *   of this project, expiry, issue time, subject — and, with `checkRevoked`, asks the emulator
 *   that the user exists, is enabled and the token was not revoked.
 * - Otherwise: the RS256 signature against Google's public keys, with the same claim checks.
 *   A `demo-` project exists only in the emulator, so without one every token is refused as
 *   "unavailable" rather than trusted.
 */
export function createFirebaseVerifier(firebase: Config['firebase']): IdTokenVerifier {
  let app: App | null = null
  const emulator = firebase.authEmulatorHost
  return async (idToken) => {
    if (!emulator && firebase.projectId.startsWith('demo-')) {
      throw new IdTokenError('unavailable', 'Social login is currently unavailable. Please try logging in with email and password.')
    }
    // firebase-admin is loaded on first use: it is heavy, and most starts never verify a token.
    const [{ initializeApp, applicationDefault }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')])
    // One named app per verifier, so two servers in one process (tests) do not share state.
    app ??= initializeApp(
      { projectId: firebase.projectId, ...(!emulator && process.env.GOOGLE_APPLICATION_CREDENTIALS ? { credential: applicationDefault() } : {}) },
      `parkade-${randomUUID()}`,
    )
    // firebase-admin decides emulator or Google from the environment when the call starts.
    if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    // Revocation and disabled accounts need the Admin API: the emulator, or a service account.
    const checkRevoked = Boolean(emulator || process.env.GOOGLE_APPLICATION_CREDENTIALS)
    try {
      const decoded = await getAuth(app).verifyIdToken(idToken, checkRevoked)
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
      if (code === 'auth/user-disabled') throw new IdTokenError('invalid', 'This account has been disabled. Please contact support.', 'auth.social_account_disabled')
      if (/network|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed|socket hang up/i.test(`${code} ${String((error as Error).message)}`)) {
        throw new IdTokenError('unavailable', 'Authentication service unavailable. Please try again later.')
      }
      throw new IdTokenError('invalid', 'Social login failed: the sign-in token could not be verified. Please sign in again.')
    }
  }
}
