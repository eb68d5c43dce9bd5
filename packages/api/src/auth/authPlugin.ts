import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import type { TokenSigner } from './tokens.ts'
import { TokenError } from './tokens.ts'

/** The signed-in user as route handlers see it. */
export interface AuthUser {
  id: number
  email: string
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1]! : ''
}

const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer' }

/** Verifies the token and that its user still exists. */
async function resolveUser(app: FastifyInstance, token: string): Promise<AuthUser> {
  let claims: { userId: number }
  try {
    claims = await app.tokens.verify(token)
  } catch (error) {
    if (error instanceof TokenError) throw new HttpError(error.code, {}, { detail: error.message, headers: BEARER_CHALLENGE })
    throw new HttpError('auth.token_invalid', {}, { headers: BEARER_CHALLENGE })
  }
  // Every signed-in request asks it: prepared.
  const { rows } = await app.db.query<AuthUser>('SELECT id, email FROM users WHERE id = $1', [claims.userId], { prepare: true })
  if (!rows[0]) throw new HttpError('auth.account_gone', {}, { headers: BEARER_CHALLENGE })
  return rows[0]
}

/**
 * Decorates the app with `authenticate` (bearer required → request.user, else 401) and
 * `optionalUser` (request.user when a valid bearer is sent, else null: a stale token in a
 * browser must not break a call that works anonymously, such as the states list).
 */
export function registerAuth(app: FastifyInstance, tokens: TokenSigner): void {
  app.decorate('tokens', tokens)
  app.decorateRequest('user', null)

  app.decorate('authenticate', async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request)
    if (token === null || token === '') throw new HttpError('auth.token_missing', {}, { headers: BEARER_CHALLENGE })
    request.user = await resolveUser(app, token)
  })

  app.decorate('optionalUser', async function optionalUser(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request)
    if (!token) {
      request.user = null
      return
    }
    try {
      request.user = await resolveUser(app, token)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      request.user = null
    }
  })
}
