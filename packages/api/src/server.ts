// The sandbox API process: config, database, migrations, seed once, listen; closes cleanly on
// SIGTERM/SIGINT so PGlite flushes its data directory.
import { buildApp } from './buildApp.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/openDatabase.ts'
import { prepareDatabase } from './db/prepareDatabase.ts'

const started = performance.now()
const config = loadConfig()
const db = await openDatabase(config)
const { migrations, seeded } = await prepareDatabase(db, { seed: config.seed })
const app = await buildApp({ db, config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } })

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`)
  await db.close()
  process.exit(1)
}

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`
console.info(
  `Parkade sandbox API on http://${config.host}:${port}/api/v1 (docs: /api/v1/docs) — ${where}` +
    `${migrations.length ? `, ${migrations.length} migration(s) applied` : ''}${seeded ? ', seeded' : ''}` +
    `${config.sandbox ? ', sandbox payments' : ''}; ready in ${Math.round(performance.now() - started)} ms`,
)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  console.info(`${signal}: closing`)
  // A hung close must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref()
  try {
    await app.close()
    await db.close()
    process.exit(0)
  } catch (error) {
    console.error('Error while closing:', error)
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
