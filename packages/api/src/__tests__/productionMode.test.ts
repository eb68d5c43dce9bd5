// NODE_ENV=production as an operator starts it (`node dist/server.js`): refused, with every
// missing setting named, until the database, the token secret, the mail server, the public URL
// and a payment provider are configured; then no development route and no stand-in page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, parseTrustProxy, productionProblems } from '../config.ts'
import { readMigrations } from '../db/migrate.ts'
import { REQUIRED_EXTENSIONS } from '../db/prepareDatabase.ts'
import type { ApiProcess } from './helpers/apiProcess.ts'
import { buildApiOnce, packageDir, startApiProcess, stopApiProcess } from './helpers/apiProcess.ts'
import { callFrom } from './helpers/startBalancer.ts'
import { dropStorage, freshStorage } from './helpers/startTestServer.ts'
import type { TestStorage } from './helpers/startTestServer.ts'
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const onPostgres = Boolean(process.env.DATABASE_URL)
const SECRET = 'a-production-secret-of-forty-characters!!'

describe('production mode', () => {
  it('names every setting it lacks, and exits 1 without listening', () => {
    buildApiOnce()
    const result = spawnSync(process.execPath, ['dist/server.js'], {
      cwd: packageDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    for (const name of ['DATABASE_URL', 'PARKADE_JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'PAYSTACK_SECRET_KEY']) expect(result.stderr).toContain(name)
    expect(result.stdout).not.toMatch(/listening|on http/)
  }, 120_000)

  it('refuses a short token secret and a malformed SMTP_URL or TRUST_PROXY with the variable named', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/parkade', SMTP_URL: 'smtp://mail:587', PUBLIC_URL: 'https://api.parkade.example', PAYSTACK_SECRET_KEY: 'sk_live_x' }
    expect(productionProblems(loadConfig({ ...base, PARKADE_JWT_SECRET: 'short' }))).toEqual(['PARKADE_JWT_SECRET must be at least 32 characters long.'])
    expect(productionProblems(loadConfig({ ...base, PARKADE_JWT_SECRET: SECRET }))).toEqual([])
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//)
    expect(() => loadConfig({ TRUST_PROXY: 'the balancer' })).toThrow(/TRUST_PROXY/)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('true')).toBe(true)
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1'])
    expect(parseTrustProxy(undefined)).toBe(false)
  })

  it('names every extension the migrations create, for the message a database user without rights gets', () => {
    const created = readMigrations().flatMap((m) => [...m.sql.matchAll(/CREATE EXTENSION IF NOT EXISTS (\w+)/g)].map((match) => match[1]))
    expect([...REQUIRED_EXTENSIONS].sort()).toEqual([...new Set(created)].sort())
  })

  it.skipIf(!onPostgres)('on a database whose user may not create extensions, says which statements a superuser must run, and exits 1', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    const suffix = Math.random().toString(36).slice(2, 8)
    try {
      await admin.query(`CREATE ROLE limited_${suffix} LOGIN`)
      await admin.query(`CREATE DATABASE limited_${suffix} OWNER limited_${suffix}`)
      const url = new URL(process.env.DATABASE_URL!)
      url.username = `limited_${suffix}`
      url.pathname = `/limited_${suffix}`
      buildApiOnce()
      const result = spawnSync(process.execPath, ['dist/server.js'], {
        cwd: packageDir,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', DATABASE_URL: url.toString() },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toContain('migration 001_init.sql failed: permission denied to create extension')
      expect(result.stderr).toContain('CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance; CREATE EXTENSION IF NOT EXISTS pg_trgm;')
      expect(result.stderr).not.toMatch(/\bat .*\.js:\d+/)
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS limited_${suffix} WITH (FORCE)`)
      await admin.query(`DROP ROLE IF EXISTS limited_${suffix}`)
      await admin.end()
    }
  }, 120_000)

  describe.skipIf(!onPostgres)('configured', () => {
    let storage: TestStorage
    let api: ApiProcess

    beforeAll(async () => {
      storage = await freshStorage(false)
      if (storage.kind !== 'postgres') throw new Error('PostgreSQL expected')
      api = await startApiProcess('production', {
        NODE_ENV: 'production',
        DATABASE_URL: storage.databaseUrl,
        PARKADE_JWT_SECRET: SECRET,
        // Nothing listens there: mail waits in the queue, which is what this test needs.
        SMTP_URL: 'smtp://127.0.0.1:9',
        PUBLIC_URL: 'https://api.parkade.example',
        PAYSTACK_SECRET_KEY: 'sk_test_production_mode',
        PAYSTACK_API_URL: 'http://127.0.0.1:9',
        PARKADE_DEV_ROUTES: '1',
        LOG_LEVEL: 'info',
      })
    }, 120_000)
    afterAll(async () => {
      if (api) await stopApiProcess(api)
      if (storage) await dropStorage(storage)
    })

    it('says production in /health and its first line, and serves neither dev routes nor stand-in pages', async () => {
      expect(api.lines[0]).toContain('production mode')
      const health = await callFrom(api.apiBase, '127.0.0.1', 'GET', '/health')
      expect(health.body).toEqual({ status: 'ok', mode: 'production', database: 'postgres', sandbox: false })
      expect((await callFrom(api.apiBase, '127.0.0.1', 'GET', '/ready')).status).toBe(200)
      // Even with PARKADE_DEV_ROUTES=1: the outbox hands out anyone's codes.
      expect((await callFrom(api.apiBase, '127.0.0.1', 'GET', '/dev/outbox')).status).toBe(404)
      for (const path of ['/sandbox/paystack/inline.js', '/sandbox/stripe/v3', '/sandbox/wave/checkout.js']) {
        expect((await callFrom(api.url, '127.0.0.1', 'GET', path)).status, path).toBe(404)
      }
    })

    it('logs one JSON line per request with its id, which the answer echoes', async () => {
      const answer = await callFrom(api.apiBase, '127.0.0.1', 'GET', '/nowhere', { headers: { 'x-request-id': 'lb-1234abcd' } })
      expect(answer.status).toBe(404)
      expect(answer.headers['x-request-id']).toBe('lb-1234abcd')
      expect(answer.body.request_id).toBe('lb-1234abcd')
      await new Promise((r) => setTimeout(r, 200))
      const lines = api.logs().filter((line) => line.req_id === 'lb-1234abcd')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', status: 404, url: '/api/v1/nowhere' })
    })
  })
})
