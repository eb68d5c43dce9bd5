// What buildApp decorates the Fastify instance and requests with, for every route module.
import type { FastifyReply } from 'fastify'
import type { AuthUser } from './auth/authPlugin.ts'
import type { IdTokenVerifier } from './auth/firebaseVerifier.ts'
import type { TokenSigner } from './auth/tokens.ts'
import type { Config } from './config.ts'
import type { Database } from './db/Database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** "METHOD /path" of every documented route, filled as routes register. */
    routeList: string[]
    config: Config
    /** This API instance's id in api_instances (heartbeat; the owner of the idempotency claims it makes). */
    instanceId: string
    tokens: TokenSigner
    /** The server secret (HMAC of one-time codes); the JWT secret. */
    serverSecret: string
    /** Verifies a Firebase ID token (firebase-admin; the Auth emulator in development). */
    idTokenVerifier: IdTokenVerifier
    /** preHandler: a valid bearer token is required; sets request.user or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler: request.user when a valid bearer is sent, else null (never refuses). */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    user: AuthUser | null
  }
}

export {}
