import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { readMigrations } from '../db/migrate.ts'
import { contractRoute } from '../lib/contractRoute.ts'
import { HttpError } from '../lib/HttpError.ts'

/**
 * Liveness and readiness, apart: a balancer restarts an instance whose /health fails and stops
 * sending it traffic while /ready fails (database unreachable, migrations not all applied, or
 * shutting down: buildApp's onRequest hook refuses every request then), without restarting it
 * for a database outage.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const expectedMigrations = readMigrations().map((migration) => migration.name)

  app.route({
    ...contractRoute(app, ROUTES.getHealth),
    handler: async () => ({ status: 'ok' as const, mode: app.config.mode, database: app.db.kind, sandbox: app.config.sandbox }),
  })

  app.route({
    ...contractRoute(app, ROUTES.getReady),
    handler: async () => {
      let applied: Set<string>
      try {
        const { rows } = await app.db.query<{ name: string }>('SELECT name FROM schema_migrations')
        applied = new Set(rows.map((row) => row.name))
      } catch {
        throw new HttpError('server.database_unreachable', {}, { headers: { 'retry-after': '5' } })
      }
      const missing = expectedMigrations.filter((name) => !applied.has(name))
      if (missing.length) throw new HttpError('server.migrations_pending', { migrations: missing.join(', ') }, { headers: { 'retry-after': '5' } })
      return { status: 'ready' as const, database: app.db.kind, migrations: applied.size }
    },
  })
}
