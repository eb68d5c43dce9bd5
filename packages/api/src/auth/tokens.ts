import { SignJWT, errors, jwtVerify } from 'jose'

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60

export interface TokenSigner {
  sign(userId: number, email: string): Promise<string>
  /** The user id and email of a valid token; throws TokenError when malformed, forged or expired. */
  verify(token: string): Promise<{ userId: number; email: string }>
}

export class TokenError extends Error {
  /** The error code the refusal answers with. */
  readonly code: 'auth.token_invalid' | 'auth.token_expired'
  constructor(message: string, code: 'auth.token_invalid' | 'auth.token_expired' = 'auth.token_invalid') {
    super(message)
    this.name = 'TokenError'
    this.code = code
  }
}

/** Verified tokens kept at once; past that the memory starts afresh (a token is only verified again). */
const VERIFIED_KEPT = 10_000

/**
 * HS256 access tokens: `sub` = user id, `email`, `iat`, `exp` = 7 days. A token verified once is
 * remembered until its `exp`: its signature cannot change, and checking it again (WebCrypto's
 * HMAC, a thread-pool job) was 7 % of the API's CPU under booking load. Only valid tokens are kept.
 */
export function createTokenSigner(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenSigner {
  const key = new TextEncoder().encode(secret)
  const verified = new Map<string, { userId: number; email: string; expiresAtMs: number }>()
  return {
    sign: (userId, email) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      const known = verified.get(token)
      if (known) {
        // As jose decides: expired once the clock reaches exp.
        if (Date.now() < known.expiresAtMs) return { userId: known.userId, email: known.email }
        verified.delete(token)
      }
      try {
        // Only HS256: a token announcing `none` or another algorithm is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] })
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || userId <= 0) throw new TokenError('Invalid token.')
        const email = typeof payload.email === 'string' ? payload.email : ''
        if (verified.size >= VERIFIED_KEPT) verified.clear()
        verified.set(token, { userId, email, expiresAtMs: payload.exp! * 1000 })
        return { userId, email }
      } catch (error) {
        if (error instanceof TokenError) throw error
        if (error instanceof errors.JWTExpired) throw new TokenError('Your session has expired. Please log in again.', 'auth.token_expired')
        throw new TokenError('Invalid authentication token.')
      }
    },
  }
}
