// Writes the OpenAPI document the server serves at /api/v1/openapi.json, built from the
// contract by the app itself (not listening), with every route on: sandbox stand-ins and the
// development outbox included. `tsx --conditions=parkade-source src/openapi/writeOpenApi.ts OUT.json`
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../buildApp.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { prepareDatabase } from '../db/prepareDatabase.ts'

const out = process.argv[2]
if (!out) throw new Error('usage: writeOpenApi.ts OUT.json')
const dataDir = mkdtempSync(join(tmpdir(), 'parkade-openapi-'))
const config = { ...loadConfig({ NODE_ENV: 'test', PORT: '8787' }), dataDir, databaseUrl: null, devRoutes: true }
const db = await openDatabase(config)
try {
  await prepareDatabase(db, { seed: false })
  const app = await buildApp({ db, config })
  await app.ready()
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`)
  await app.close()
} finally {
  await db.close()
  rmSync(dataDir, { recursive: true, force: true })
}
