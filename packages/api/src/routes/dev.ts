import type { OutboxMessage } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { toIso } from '../lib/toIso.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

/**
 * Development only (registered in sandbox mode or when NODE_ENV is not production): the
 * e-mails the server would have sent, so a person or a test can read a code without a mail server.
 */
export default async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.route({
    ...contractRoute(app, ROUTES.listOutbox),
    handler: async (request): Promise<OutboxMessage[]> => {
      const email = request.query.email?.trim().toLowerCase()
      const { rows } = await app.db.query<{ id: number; to_email: string; kind: OutboxMessage['kind']; subject: string; body: string; code: string | null; created_at: Date }>(
        `SELECT id, to_email, kind, subject, body, code, created_at FROM outbox ${email ? 'WHERE to_email = $2' : ''} ORDER BY id DESC LIMIT $1`,
        email ? [request.query.limit ?? 50, email] : [request.query.limit ?? 50],
      )
      return rows.map((row) => ({ id: row.id, to: row.to_email, kind: row.kind, subject: row.subject, body: row.body, code: row.code, created_at: toIso(row.created_at) }))
    },
  })
}
