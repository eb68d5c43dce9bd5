// `pnpm bench`: builds what it measures, measures it beside the anchors and the budgets of
// DESIGN.md §Budgets, prints one table, writes the figures to .bench/results/, and exits 1 when a
// budget is missed (naming it). BENCHMARKS.md explains each figure and the settings below.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os'
import { join } from 'node:path'
import { apiBench } from './api/apiBench.ts'
import { checkBookings } from './api/checkBookings.ts'
import { samplePlaces } from './api/samplePlaces.ts'
import { examplePages } from './examples/examplePages.ts'
import { chromiumPath } from './lib/chromium.ts'
import { dirBytes, memoryDir, memoryRoom } from './lib/memoryDir.ts'
import { benchDataDir, fromRoot } from './lib/paths.ts'
import { ports } from './lib/ports.ts'
import { postgresCluster } from './lib/postgresCluster.ts'
import { runCommand } from './lib/runCommand.ts'
import { startServer } from './lib/startServer.ts'
import type { RunningServer } from './lib/startServer.ts'
import { runLighthouse } from './lighthouse/runLighthouse.ts'
import type { LighthouseResult } from './lighthouse/runLighthouse.ts'
import type { BenchResults, Machine } from './report/BenchResults.ts'
import { checkBudgets } from './report/budgets.ts'
import { formatTable } from './report/formatTable.ts'
import { ipLookupStandIn } from './site/ipLookupStandIn.ts'
import { measurePageAssets } from './site/measurePageAssets.ts'
import type { PageAssets } from './site/measurePageAssets.ts'
import { siteServer } from './site/siteServer.ts'
import { siteMapSize } from './sizes/siteMapSize.ts'
import { anchorSizes } from './sizes/anchorSizes.ts'
import { ourSizes } from './sizes/ourSizes.ts'
import { renderBench } from './site/renderBench.ts'
import type { RenderBenchResult } from './site/renderBench.ts'
import { transferBench } from './transfer/transferBench.ts'
import type { TransferResult } from './transfer/transferBench.ts'

const PHASES = ['sizes', 'transfer', 'lighthouse', 'render', 'api'] as const
type Phase = (typeof PHASES)[number]
const only = (process.env.BENCH_ONLY ?? '').split(',').map((p) => p.trim()).filter(Boolean)
const phases = new Set<Phase>(only.length ? PHASES.filter((p) => only.includes(p)) : PHASES)
const parks = Number(process.env.BENCH_PARKS ?? 500_000)
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)

function machine(): Machine {
  let chromium = 'Chromium not found'
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()
  } catch {
    // Reported as missing; the browser phases will say why they failed.
  }
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: Math.round(totalmem() / 1e9),
    os: `${osType()} ${release()}`,
    node: process.versions.node,
    chromium,
    loadAverageAtStart: Number(loadavg()[0]!.toFixed(2)),
  }
}

const started = new Date()
const failures: string[] = []
const servers: RunningServer[] = []
let ipLookup: Awaited<ReturnType<typeof ipLookupStandIn>> | null = null
let site: PageAssets | null = null
const lighthouse: LighthouseResult[] = []
let examplesNote: string | null = null
let api: BenchResults['api'] = null
let apiPostgres: BenchResults['apiPostgres'] = null
let transfer: TransferResult | null = null
let render: RenderBenchResult | null = null

async function attempt(what: string, step: () => Promise<void>) {
  try {
    await step()
  } catch (error) {
    failures.push(`${what}: ${(error as Error).message}`)
    console.error(`\n${what} failed: ${(error as Error).stack ?? error}`)
  }
}

// contract too: core's built modules import its built ones, which the size rows bundle.
console.info('Building the packages (contract, core, react, elements)…')
await runCommand('pnpm', ['--filter', '@parkade/contract', '--filter', '@parkade/core', '--filter', '@parkade/react', '--filter', '@parkade/elements', 'run', 'build'])
const sizes = phases.has('sizes') ? await ourSizes() : []
const anchors = phases.has('sizes') ? await anchorSizes() : []

const apiBase = `http://127.0.0.1:${ports.api}/api/v1`
const siteOrigin = `http://127.0.0.1:${ports.site}`
const examplesOrigin = `http://127.0.0.1:${ports.examples}`
let apiServer: RunningServer | null = null
/** The PGlite copy the sandbox API runs on: in memory where there is room (lib/memoryDir.ts). */
let runRoot: string | null = null
let runData = ''
let seededBytes = 0
let examplesServer: RunningServer | null = null

/** The examples package's own server (built first), on the bench's API: `pnpm examples` would start a second API. Once per run. */
async function startExamples(): Promise<void> {
  if (examplesServer) return
  const env = { EXAMPLES_PORT: String(ports.examples), VITE_PARKADE_API: apiBase, PARKADE_API: apiBase }
  examplesServer = await startServer({ name: 'examples', command: 'pnpm', args: ['--filter', '@parkade/examples', 'start'], cwd: fromRoot(), env, readyUrl: `${examplesOrigin}/`, timeoutMs: 180_000 })
  servers.push(examplesServer)
}

try {
  await attempt('API (sandbox mode)', async () => {
    console.info(`Loading the ${parks.toLocaleString('en')}-park data set (once; later runs reuse .bench/api)…`)
    await runCommand('pnpm', ['--filter', '@parkade/api', 'seed:bench'], { env: { PARKADE_BENCH_PARKS: String(parks) } })
    // A copy per run: booking creation writes, and every run should start from the same data.
    const seeded = join(benchDataDir, 'api')
    seededBytes = dirBytes(seeded)
    runRoot = memoryDir('parkade-bench-', seededBytes) ?? join(benchDataDir, 'run')
    runData = join(runRoot, 'api')
    rmSync(runData, { recursive: true, force: true })
    cpSync(seeded, runData, { recursive: true })
    // The built server, as production runs it.
    await runCommand('pnpm', ['--filter', '@parkade/api', 'build'])
    apiServer = await startServer({
      name: 'api',
      command: process.execPath,
      args: ['dist/server.js'],
      cwd: fromRoot('packages/api'),
      // Sandbox mode. NODE_ENV is cleared because Vite's build API, run earlier in this process for
      // the size rows, sets it to production, which would make the API ask for production settings.
      env: { PORT: String(ports.api), PARKADE_DATA_DIR: runData, LOG_LEVEL: 'warn', NODE_ENV: '' },
      readyUrl: `${apiBase}/health`,
    })
    servers.push(apiServer)
  })

  if (apiServer && phases.has('transfer')) {
    await attempt('transfer (what a partner\'s visitor downloads)', async () => {
      await startExamples()
      console.info('Transfer: the example pages in Chromium, and a one-component React app…')
      transfer = await transferBench(examplesOrigin, apiBase)
    })
  }

  if (apiServer && (phases.has('sizes') || phases.has('lighthouse') || phases.has('render'))) {
    await attempt('site', async () => {
      ipLookup = await ipLookupStandIn(ports.ipLookup)
      console.info('Building and serving the site…')
      servers.push(await siteServer({ port: ports.site, apiBase, ipLookupUrl: `http://127.0.0.1:${ports.ipLookup}/json/` }))
      if (phases.has('sizes')) {
        site = await measurePageAssets(`${siteOrigin}/`)
        sizes.push(...siteMapSize(join(benchDataDir, 'site')))
      }
    })
  }

  if (apiServer && phases.has('lighthouse') && servers.length > 1) {
    await attempt('Lighthouse on the site', async () => {
      // A park of the regular seed (the first in id order), as a driver arriving from search would open.
      const [park] = await samplePlaces(apiBase, 1, 1, 1)
      const pages = [
        ['/', '/'],
        ['/search', '/search'],
        ['/park/{slug}', `/park/${park!.slug}`],
        ['/checkout/{slug}', `/checkout/${park!.slug}`],
        ['/about', '/about'],
        ['/airport-parking', '/airport-parking'],
      ] as const
      for (const [name, path] of pages) {
        console.info(`Lighthouse ${path} (${runs} runs)…`)
        lighthouse.push(await runLighthouse(name, `${siteOrigin}${path}`, runs))
      }
    })
    await attempt('Lighthouse on the examples', async () => {
      const pages = examplePages()
      if (!pages.length) {
        examplesNote = 'none yet (no examples/*/index.html); skipped'
        return
      }
      await startExamples()
      for (const page of pages) {
        console.info(`Lighthouse example ${page.path} (${runs} runs)…`)
        lighthouse.push(await runLighthouse(`example ${page.name}`, `${examplesOrigin}${page.path}`, runs))
      }
    })
  }

  if (apiServer && phases.has('render') && servers.length > 1) {
    await attempt('the site server rendering park pages', async () => {
      console.info(`Site server: /park/{slug} at ${connections} connections for ${seconds} s, one park then many…`)
      render = await renderBench({ siteOrigin, apiBase, parks, connections, seconds })
    })
  }

  if (apiServer && phases.has('api')) {
    const server: RunningServer = apiServer
    await attempt('API benchmark (PGlite)', async () => {
      console.info(`API on PGlite: one client, then ${connections} connections for ${seconds} s per route…`)
      const sample = await samplePlaces(apiBase, parks)
      const result = await apiBench({ apiBase, parks, sample, connections, seconds, serverCpuMs: () => server.cpuMs() })
      const peakRssBytes = server.peakRss()
      // PGlite's directory belongs to one process: the check reads it once the API has stopped.
      await server.stop()
      const check = await checkBookings({ databaseUrl: null, dataDir: runData }, result.bookings)
      api = { ...result, peakRssBytes, check, databaseFiles: runData.startsWith(benchDataDir) ? 'disk' : 'memory' }
    })
    await attempt('API benchmark (PostgreSQL)', async () => {
      // Its port is the one PostgreSQL's API takes (stopped already unless the PGlite run failed).
      await server.stop()
      // PostgreSQL's files take about what PGlite's do; in memory where there is room for both.
      const parentDir = memoryRoom(2 * seededBytes)
      const cluster = await postgresCluster({ parentDir })
      try {
        console.info(`API on PostgreSQL (${cluster.url}): loading the ${parks.toLocaleString('en')}-park data set…`)
        await runCommand('pnpm', ['--filter', '@parkade/api', 'seed:bench'], { env: { PARKADE_BENCH_PARKS: String(parks), DATABASE_URL: cluster.url } })
        const pgServer = await startServer({
          name: 'api-postgres',
          command: process.execPath,
          args: ['dist/server.js'],
          cwd: fromRoot('packages/api'),
          env: { PORT: String(ports.api), DATABASE_URL: cluster.url, LOG_LEVEL: 'warn', NODE_ENV: '' },
          readyUrl: `${apiBase}/health`,
        })
        try {
          console.info(`API on PostgreSQL: one client, then ${connections} connections for ${seconds} s per route…`)
          const sample = await samplePlaces(apiBase, parks)
          // The server is the API and PostgreSQL together.
          const serverCpuMs = () => {
            const [apiMs, databaseMs] = [pgServer.cpuMs(), cluster.cpuMs()]
            return apiMs === null || databaseMs === null ? null : apiMs + databaseMs
          }
          const result = await apiBench({ apiBase, parks, sample, connections, seconds, serverCpuMs })
          const peakRssBytes = pgServer.peakRss()
          await pgServer.stop()
          const check = await checkBookings({ databaseUrl: cluster.url, dataDir: '' }, result.bookings)
          apiPostgres = { ...result, peakRssBytes, check, databaseFiles: parentDir ? 'memory' : 'disk' }
        } finally {
          await pgServer.stop()
        }
      } finally {
        await cluster.stop()
      }
    })
  }
} finally {
  for (const server of servers.reverse()) await server.stop()
  await new Promise<void>((resolve) => (ipLookup ? ipLookup.close(() => resolve()) : resolve()))
  rmSync(join(benchDataDir, 'run'), { recursive: true, force: true })
  if (runRoot) rmSync(runRoot, { recursive: true, force: true })
}

const partial: Omit<BenchResults, 'budgets'> = {
  startedAt: started.toISOString(),
  seconds: Math.round((Date.now() - started.getTime()) / 1000),
  machine: machine(),
  sizes,
  anchors,
  site,
  lighthouse,
  examplesNote,
  transfer,
  render,
  api,
  apiPostgres,
  failures,
}
const results: BenchResults = { ...partial, budgets: checkBudgets(partial, phases) }
const resultsDir = join(benchDataDir, 'results')
if (!existsSync(resultsDir)) mkdirSync(resultsDir, { recursive: true })
const json = `${JSON.stringify(results, null, 2)}\n`
writeFileSync(join(resultsDir, `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`), json)
writeFileSync(join(resultsDir, 'latest.json'), json)
console.info(`\n${formatTable(results)}\n\nFigures: .bench/results/latest.json`)
process.exitCode = results.budgets.some((b) => !b.met) || failures.length ? 1 : 0
