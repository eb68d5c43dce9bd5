import type { OutboxMessage } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { toIso } from '../lib/toIso.ts'

/**
 * Development only (registered in sandbox mode or when NODE_ENV is not production): the
 * e-mails the server would have sent, so a person or a test can read a code without a mail server.
 */
export default async function devRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { email?: string; limit?: number } }>(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The e-mail outbox (development only)',
        description: 'Newest first. Not served in production with provider keys.',
        querystring: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 320, description: 'Only messages to this address.' },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
          },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                to: { type: 'string' },
                kind: { type: 'string', enum: ['verify-email', 'reset-password', 'booking-confirmation'] },
                subject: { type: 'string' },
                body: { type: 'string' },
                code: { type: ['string', 'null'] },
                created_at: { type: 'string', format: 'date-time' },
              },
              required: ['id', 'to', 'kind', 'subject', 'body', 'code', 'created_at'],
            },
          },
        },
      },
    },
    async (request): Promise<OutboxMessage[]> => {
      const email = request.query.email?.trim().toLowerCase()
      const { rows } = await app.db.query<{ id: number; to_email: string; kind: OutboxMessage['kind']; subject: string; body: string; code: string | null; created_at: Date }>(
        `SELECT id, to_email, kind, subject, body, code, created_at FROM outbox ${email ? 'WHERE to_email = $2' : ''} ORDER BY id DESC LIMIT $1`,
        email ? [request.query.limit ?? 50, email] : [request.query.limit ?? 50],
      )
      return rows.map((row) => ({ id: row.id, to: row.to_email, kind: row.kind, subject: row.subject, body: row.body, code: row.code, created_at: toIso(row.created_at) }))
    },
  )
}
