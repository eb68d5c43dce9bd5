import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { UserProfile } from '@parkade/contract'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import type { IdTokenVerifier } from '../../auth/firebaseVerifier.ts'
import { buildApp } from '../../buildApp.ts'
import { loadConfig } from '../../config.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/Database.ts'
import { openDatabase } from '../../db/openDatabase.ts'
import { prepareDatabase } from '../../db/prepareDatabase.ts'
import { createContractCheck } from './contractCheck.ts'
import { copyTemplate } from './pgliteTemplate.ts'

/** Where a test server keeps its data: a PGlite directory, or a PostgreSQL database. */
export type TestStorage = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string; adminUrl: string; name: string }

export interface StartTestServerOptions {
  /** Overrides of the configuration (env is ignored except DATABASE_URL). */
  config?: Partial<Config>
  /** Reuse the storage of an earlier server (restart tests). Default: a fresh one. */
  storage?: TestStorage
  /** Keep the storage when closing (to reopen it). Default: deleted. */
  keep?: boolean
  /** Apply the default seed. Default true. */
  seed?: boolean
  idTokenVerifier?: IdTokenVerifier
  /** Fastify's logger option (default none), e.g. loggerOptions(level, stream) to read the log lines. */
  logger?: FastifyServerOptions['logger']
}

export interface RegisteredUser {
  token: string
  user: UserProfile
  email: string
  password: string
}

export interface TestServer {
  /** 'http://127.0.0.1:PORT' */
  url: string
  /** 'http://127.0.0.1:PORT/api/v1' */
  apiBase: string
  app: FastifyInstance
  db: Database
  config: Config
  storage: TestStorage
  /** Registers a new account (random email unless given) and returns its token. */
  register(email?: string, fields?: Partial<{ first_name: string; last_name: string; password: string; country_id: string }>): Promise<RegisteredUser>
  /** Answers so far that broke the contract (route, status, content type or body). */
  contractViolations: string[]
  /** Stops the server and closes the database; deletes the storage unless `keep`; then fails if an answer broke the contract. */
  close(): Promise<void>
}

export const TEST_PASSWORD = 'correct-horse-battery'

export function uniqueEmail(prefix = 'driver'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`
}

/** The template directory from globalSetup, when running under Vitest with it. */
function providedTemplate(): string | null {
  try {
    return inject('pgliteTemplate') ?? null
  } catch {
    return null
  }
}

export async function freshStorage(seeded: boolean): Promise<TestStorage> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'parkade-test-'))
    const template = seeded ? providedTemplate() : null
    if (template) copyTemplate(template, dataDir)
    return { kind: 'pglite', dataDir }
  }
  // One new database per test file, created through DATABASE_URL.
  const name = `parkade_test_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { kind: 'postgres', databaseUrl: url.toString(), adminUrl, name }
}

export async function dropStorage(storage: TestStorage): Promise<void> {
  if (storage.kind === 'pglite') {
    rmSync(storage.dataDir, { recursive: true, force: true })
    return
  }
  const client = new pg.Client({ connectionString: storage.adminUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${storage.name} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * A real server on a free port of 127.0.0.1 over a fresh database (PGlite in a temp dir, or a
 * new PostgreSQL database when DATABASE_URL is set), migrated and seeded.
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const storage = options.storage ?? (await freshStorage(options.seed ?? true))
  const base = loadConfig({ NODE_ENV: 'test', PORT: '0' })
  const config: Config = {
    ...base,
    dataDir: storage.kind === 'pglite' ? storage.dataDir : base.dataDir,
    databaseUrl: storage.kind === 'postgres' ? storage.databaseUrl : null,
    ...options.config,
  }
  const db = await openDatabase(config)
  await prepareDatabase(db, { seed: options.seed ?? true })
  const contract = createContractCheck()
  const app = await buildApp({
    db,
    config,
    idTokenVerifier: options.idTokenVerifier,
    forceCloseConnections: true,
    logger: options.logger ?? false,
    instrument: (instance) => contract.instrument(instance),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('server has no port')
  const url = `http://127.0.0.1:${address.port}`
  // Links the server builds (image_url, payment pages) point at this server.
  config.publicUrl = options.config?.publicUrl ?? url
  const apiBase = `${url}/api/v1`

  return {
    url,
    apiBase,
    app,
    db,
    config,
    storage,
    contractViolations: contract.violations,
    async register(email = uniqueEmail(), fields = {}) {
      const password = fields.password ?? TEST_PASSWORD
      const response = await fetch(`${apiBase}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, first_name: fields.first_name ?? 'Ada', last_name: fields.last_name ?? 'Obi', ...(fields.country_id ? { country_id: fields.country_id } : {}) }),
      })
      const body = (await response.json()) as { access_token: string; user: UserProfile; detail?: string }
      if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${body.detail ?? ''}`)
      return { token: body.access_token, user: body.user, email, password }
    },
    async close() {
      await app.close()
      await db.close()
      if (!options.keep) await dropStorage(storage)
      // The drift check: every answer this server gave must match the contract.
      if (contract.violations.length) {
        const unique = [...new Set(contract.violations)]
        throw new Error(`${unique.length} answer(s) do not match @parkade/contract:\n  ${unique.slice(0, 50).join('\n  ')}`)
      }
    },
  }
}
