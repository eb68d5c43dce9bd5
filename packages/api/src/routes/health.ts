import type { HealthResponse, ReadyResponse } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { readMigrations } from '../db/migrate.ts'
import { HttpError } from '../lib/HttpError.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

/**
 * Liveness and readiness, apart: a balancer restarts an instance whose /health fails and stops
 * sending it traffic while /ready fails (database unreachable, migrations not all applied, or
 * shutting down), without restarting it for a database outage.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const expectedMigrations = readMigrations().map((migration) => migration.name)
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        description: 'Does not touch the database; use /ready to know whether this instance can serve requests.',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              mode: { type: 'string', enum: ['production', 'sandbox', 'staging'], description: 'production (NODE_ENV=production), sandbox (no provider keys: stand-in payment pages) or staging.' },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              sandbox: { type: 'boolean', description: 'True without payment provider keys.' },
            },
            required: ['status', 'mode', 'database', 'sandbox'],
          },
        },
      },
    },
    async (): Promise<HealthResponse> => ({ status: 'ok', mode: app.config.mode, database: app.db.kind, sandbox: app.config.sandbox }),
  )

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and every migration is applied',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ready'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              migrations: { type: 'integer', description: 'Migrations applied.' },
            },
            required: ['status', 'database', 'migrations'],
          },
          ...errorResponses(503),
        },
      },
    },
    async (): Promise<ReadyResponse> => {
      if (closing) throw new HttpError(503, 'This instance is shutting down.', { headers: { 'retry-after': '1' } })
      let applied: Set<string>
      try {
        const { rows } = await app.db.query<{ name: string }>('SELECT name FROM schema_migrations')
        applied = new Set(rows.map((row) => row.name))
      } catch {
        throw new HttpError(503, 'The database is not reachable.', { headers: { 'retry-after': '5' } })
      }
      const missing = expectedMigrations.filter((name) => !applied.has(name))
      if (missing.length) throw new HttpError(503, `Migrations not applied yet: ${missing.join(', ')}.`, { headers: { 'retry-after': '5' } })
      return { status: 'ready', database: app.db.kind, migrations: applied.size }
    },
  )
}
