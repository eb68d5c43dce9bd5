// `pnpm --filter @parkade/api seed:bench`: a data directory with 500,000 parks for the
// benchmarks (PARKADE_BENCH_PARKS to change the number). PARKADE_DATA_DIR chooses the directory
// (default <repo>/.bench/api, git-ignored); DATABASE_URL loads a PostgreSQL database instead.
// Then times the API's nearest-20 search over HTTP.
import { cpus, loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { prepareDatabase } from '../db/prepareDatabase.ts'
import { buildApp } from '../buildApp.ts'
import { SEED_LANDMARKS } from './data/landmarks.ts'
import { insertBenchParks } from './insertBenchParks.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const count = Number(process.env.PARKADE_BENCH_PARKS ?? 500_000)
if (!Number.isInteger(count) || count < 1) throw new Error('PARKADE_BENCH_PARKS must be a positive integer')
const config = loadConfig({ ...process.env, PARKADE_DATA_DIR: process.env.PARKADE_DATA_DIR ?? resolve(repoRoot, '.bench/api') })

const started = performance.now()
const db = await openDatabase(config)
// A data set from an earlier version gets the newer migrations here (and, below, is laid out again when they ask for it).
const { migrations } = await prepareDatabase(db)
if (migrations.length) console.info(`Migrations applied: ${migrations.join(', ')} (${((performance.now() - started) / 1000).toFixed(1)} s).`)
console.info(`Loading ${count.toLocaleString('en')} parks into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}…`)
let lastReport = 0
const { inserted, indexMs } = await insertBenchParks(db, SEED_LANDMARKS, count, (done, total) => {
  if (performance.now() - lastReport > 5000 || done === total) {
    lastReport = performance.now()
    console.info(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`)
  }
})
const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parks')).rows[0]!.n
console.info(
  `${inserted ? `Inserted ${inserted.toLocaleString('en')} parks, indexes built and laid out in ${(indexMs / 1000).toFixed(1)} s` : `Already loaded${indexMs ? `, laid out for search in ${(indexMs / 1000).toFixed(1)} s` : ''}`}; ` +
    `${total.toLocaleString('en')} parks in all (${((performance.now() - started) / 1000).toFixed(1)} s).`,
)

// The API itself, over HTTP: the nearest 20 parks of points around the landmarks.
const app = await buildApp({ db, config })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/parks/front/parks/`
async function time(extra: string) {
  const timings: number[] = []
  let cpu = { user: 0, system: 0 }
  for (let i = 0; i < 220; i++) {
    // The first 20 warm the caches.
    if (i === 20) cpu = process.cpuUsage()
    const landmark = SEED_LANDMARKS[i % SEED_LANDMARKS.length]!
    const url = `${base}?lat=${landmark.lat + ((i % 7) - 3) * 0.002}&lng=${landmark.lng + ((i % 5) - 2) * 0.002}&size=20${extra}`
    const t = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (i >= 20) timings.push(performance.now() - t)
  }
  // CPU time of this process (server, PGlite and client) per request: what a request costs when
  // the machine is not shared, whatever else is running.
  const used = process.cpuUsage(cpu)
  const cpuMs = (used.user + used.system) / 1000 / timings.length
  timings.sort((a, b) => a - b)
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(2)
  console.info(
    `GET /parks/front/parks/?lat&lng&size=20${extra}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${timings.length} requests; ` +
      `CPU ${cpuMs.toFixed(2)} ms a request (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  )
}
// Calibration: PGlite's bare round trip on this machine right now (about 0.1 ms on an idle core).
{
  const started = process.cpuUsage()
  for (let i = 0; i < 200; i++) await db.query('SELECT 1')
  const used = process.cpuUsage(started)
  console.info(`SELECT 1 round trip: CPU ${((used.user + used.system) / 1000 / 200).toFixed(2)} ms (load average ${loadavg()[0]!.toFixed(1)})`)
}
await time('')
await time('&radius_km=2')
await app.close()
await db.close()
