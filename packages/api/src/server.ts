// The API process: configuration (refused, with the reason, when production lacks a setting),
// database, migrations and the seed under one advisory lock, listen, background jobs; SIGTERM
// drains in-flight requests, stops the jobs and closes the pool.
import { buildApp } from './buildApp.ts'
import { ConfigError, loadConfig, productionProblems } from './config.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/openDatabase.ts'
import { MigrationError } from './db/migrate.ts'
import { prepareDatabase, REQUIRED_EXTENSIONS } from './db/prepareDatabase.ts'
import { loggerOptions } from './observability/loggerOptions.ts'
import { startBackgroundJobs } from './startBackgroundJobs.ts'

const started = performance.now()

function configOrExit(): Config {
  try {
    const config = loadConfig()
    const problems = productionProblems(config)
    if (problems.length) {
      console.error(`Parkade API: NODE_ENV=production needs these settings (see the README's "Running the API in production"):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
      process.exit(1)
    }
    return config
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Parkade API: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

const config = configOrExit()
const db = await openDatabase(config)
const { migrations, seeded } = await prepareDatabase(db, { seed: config.seed }).catch(async (error: unknown) => {
  if (!(error instanceof MigrationError)) throw error
  // Said plainly, with what to do: the usual cause is a database user that may not create extensions.
  console.error(
    `Parkade API: ${error.message}.\nThe schema needs the extensions ${REQUIRED_EXTENSIONS.join(', ')}; ` +
      `if the database user may not create them, have a superuser run once in this database:\n  ${REQUIRED_EXTENSIONS.map((name) => `CREATE EXTENSION IF NOT EXISTS ${name};`).join(' ')}`,
  )
  await db.close()
  process.exit(1)
})
const app = await buildApp({ db, config, logger: loggerOptions(config.logLevel) })

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`
const startLine = (url: string) => `Parkade API (${config.mode} mode, ${where}) on ${url}/api/v1 (docs: /api/v1/docs)`

try {
  // Fastify's own first line, at info: the mode and the database, then where it listens.
  await app.listen({ port: config.port, host: config.host, listenTextResolver: startLine })
} catch (error) {
  console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`)
  await db.close()
  process.exit(1)
}

const jobs = startBackgroundJobs({ db, config, log: app.log })

const summary = {
  mode: config.mode,
  database: db.kind,
  migrations_applied: migrations.length,
  seeded,
  mail: config.smtpUrl ? 'smtp' : 'queue only',
  trust_proxy: config.trustProxy,
  ready_ms: Math.round(performance.now() - started),
}
if (['trace', 'debug', 'info'].includes(config.logLevel)) app.log.info(summary, 'ready')
else {
  // Said whatever LOG_LEVEL is: which mode, which database, where.
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  app.log.child({}, { level: 'info' }).info(summary, startLine(`http://${config.host}:${port}`))
}

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'closing: no new connections; finishing requests in flight')
  // A request that never ends must not keep the process alive forever.
  setTimeout(() => {
    app.log.error({ timeout_ms: config.shutdownTimeoutMs }, 'requests still running at the shutdown timeout; exiting')
    process.exit(1)
  }, config.shutdownTimeoutMs).unref()
  try {
    // Fastify answers 503 to requests that arrive on open connections meanwhile (return503OnClosing).
    await app.close()
    await jobs.stop()
    await db.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'error while closing')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
