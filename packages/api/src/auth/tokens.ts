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

/** HS256 access tokens: `sub` = user id, `email`, `iat`, `exp` = 7 days. */
export function createTokenSigner(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    sign: (userId, email) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        // Only HS256: a token announcing `none` or another algorithm is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] })
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || userId <= 0) throw new TokenError('Invalid token.')
        return { userId, email: typeof payload.email === 'string' ? payload.email : '' }
      } catch (error) {
        if (error instanceof TokenError) throw error
        if (error instanceof errors.JWTExpired) throw new TokenError('Your session has expired. Please log in again.', 'auth.token_expired')
        throw new TokenError('Invalid authentication token.')
      }
    },
  }
}
