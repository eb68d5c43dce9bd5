import type { HealthResponse } from '@parkade/core'
import type { FastifyInstance } from 'fastify'

/** Readiness: answers once the database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              sandbox: { type: 'boolean', description: 'True without payment provider keys.' },
            },
            required: ['status', 'database', 'sandbox'],
          },
        },
      },
    },
    async (): Promise<HealthResponse> => {
      await app.db.query('SELECT 1')
      return { status: 'ok', database: app.db.kind, sandbox: app.config.sandbox }
    },
  )
}
