// Every test of the workspace in one run, on Node 24: lint, types, unit/component/API tests
// (Vitest), the sandbox API suite again on PostgreSQL, and the browser suites when they exist;
// then the Vitest suites again on Node 22, the other supported LTS line. A Node the machine lacks
// is installed under .tools/ (scripts/lib/withNode.mjs).
// The last line is `N passed, N failed`, summed over every suite.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { pnpmBin, root, run } from './lib/run.mjs'
import { PUBLIC_PACKAGES, tarballOf } from './packCheck.mjs'
import { ensureNode, envWithNode, runOnNodeMajor } from './lib/withNode.mjs'

await runOnNodeMajor(24)

const pnpm = pnpmBin() ?? 'pnpm'
const resultsDir = join(root, '.test-results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
const report = []

/** `failures`: the names of the tests that failed, repeated in the summary so a CI log's tail says which. */
function record(name, passed, failed, { skipped = 0, note = '', failures = [] } = {}) {
  totals.passed += passed
  totals.failed += failed
  totals.skipped += skipped
  report.push({ name, passed, failed, skipped, note, failures })
}

/** An error's first lines, without colours, short enough for the summary (a log's tail may be all a reader gets). */
function firstLines(message) {
  if (!message) return ''
  const lines = stripVTControlCharacters(String(message))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' ⏎ ')
  return `\n        ${lines.length > 600 ? `${lines.slice(0, 600)}…` : lines}`
}

/** The failed tests of a Vitest JSON report, as `file › test` and the error's first lines (the file alone when it did not load). */
function vitestFailures(json) {
  return (json.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${root}/`, '')
    const tests = (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} › ${t.fullName}${firstLines(t.failureMessages?.[0])}`)
    return tests.length || file.status !== 'failed' ? tests : [`${where}${firstLines(file.message)}`]
  })
}

/** The failed and flaky tests of a Playwright JSON report, as `file:line › title`. */
function playwrightFailures(json) {
  const out = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = (test.results ?? []).find((result) => result.error)?.error
        out.push(`${spec.file}:${spec.line} › ${spec.title}${test.status === 'flaky' ? ' (flaky)' : ''}${firstLines(error?.message)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of json.suites ?? []) walk(suite)
  return out
}

/** A check that is one test: it passes when the command exits 0. */
async function check(name, command, args, options) {
  console.info(`\n── ${name}`)
  const code = await run(command, args, options)
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1)
}

/** A Vitest run whose counts come from its JSON report. */
async function vitest(name, file, args, { wrapper = [], env } = {}) {
  console.info(`\n── ${name}`)
  const output = join(resultsDir, file)
  const vitestArgs = ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args]
  const [command, ...rest] = wrapper.length ? [...wrapper, pnpm, ...vitestArgs] : [pnpm, ...vitestArgs]
  const code = await run(command, rest, { env: { ...process.env, ...env } })
  if (!existsSync(output)) {
    record(name, 0, 1, { note: `no report (exit ${code})` })
    return
  }
  const json = JSON.parse(readFileSync(output, 'utf8'))
  // A file that fails to load has no tests in the counts: count it as a failure.
  const brokenFiles = (json.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length
  const failed = json.numFailedTests + brokenFiles + (code !== 0 && json.numFailedTests + brokenFiles === 0 ? 1 : 0)
  record(name, json.numPassedTests, failed, { skipped: json.numPendingTests + json.numTodoTests, failures: vitestFailures(json) })
}

function workspacePackages() {
  const dirs = []
  for (const parent of ['packages']) {
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      if (entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json'))) dirs.push(join(parent, entry.name))
    }
  }
  for (const dir of ['site', 'examples', 'bench']) if (existsSync(join(root, dir, 'package.json'))) dirs.push(dir)
  return dirs.map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }))
}

const packages = workspacePackages()

await check('lint (eslint)', pnpm, ['exec', 'eslint', '.', '--max-warnings=0'])
for (const { dir, manifest } of packages) {
  if (manifest.scripts?.['test:types']) await check(`types: ${manifest.name}`, pnpm, ['run', 'test:types'], { cwd: join(root, dir) })
}
await vitest(`unit, component and API tests (Vitest, PGlite, Node ${process.versions.node})`, 'vitest.json', [])

// The same Vitest projects on Node 22 (the running Node stays 24; this one is first on PATH, so
// pnpm starts Vitest, and Vitest its workers and the API processes, on it).
let node22 = null
try {
  node22 = ensureNode(22)
} catch (error) {
  console.error(error.message)
  record('unit, component and API tests (Vitest, PGlite, Node 22)', 0, 1, { note: 'Node 22 could not be installed' })
}
if (node22) await vitest(`unit, component and API tests (Vitest, PGlite, Node ${node22.version})`, 'vitest-node22.json', [], { env: envWithNode(node22) })

const withPostgres = join(root, 'packages', 'api', 'scripts', 'with-postgres.sh')
if (existsSync(withPostgres)) {
  await vitest('API tests on PostgreSQL', 'vitest-postgres.json', ['--project', 'api'], { wrapper: ['bash', withPostgres] })
}

// The OpenAPI document, written from the contract by the app itself, against Redocly's recommended
// rules (redocly.yaml; the two trailing slashes SPEC §7 prescribes are exempted in .redocly.lint-ignore.yaml).
const openapiFile = join(resultsDir, 'openapi.json')
await check('OpenAPI document: redocly lint (recommended rules)', 'sh', [
  '-c',
  `"${pnpm}" --filter @parkade/api exec tsx --conditions=parkade-source src/openapi/writeOpenApi.ts "${openapiFile}" && "${pnpm}" exec redocly lint "${openapiFile}" --format=summary`,
], { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } })

/** A Playwright suite whose counts come from its JSON report. */
async function playwright(name, dir) {
  console.info(`\n── ${name}`)
  const output = join(resultsDir, `playwright-${name.replace(/\W+/g, '-')}.json`)
  if (!existsSync(process.env.CHROME_PATH || '/usr/bin/chromium')) {
    record(name, 0, 1, { note: 'Chromium not found: apt-get install chromium, or set CHROME_PATH' })
    return
  }
  const code = await run(pnpm, ['exec', 'playwright', 'test'], { cwd: join(root, dir), env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output } })
  if (!existsSync(output)) {
    record(name, 0, 1, { note: `no report (exit ${code})` })
    return
  }
  const json = JSON.parse(readFileSync(output, 'utf8'))
  const { stats } = json
  const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected + stats.flaky === 0 ? 1 : 0)
  record(name, stats.expected, failed, { skipped: stats.skipped, failures: playwrightFailures(json) })
}

for (const { dir, manifest } of packages) {
  if (manifest.scripts?.['test:e2e']) await playwright(`browser: ${manifest.name}`, dir)
}

// DESIGN's size budgets of the script-tag bundle (loader ≤ 0.6 kB, parkade.js ≤ 40 kB gzip), on a fresh build.
const elementsDir = join(root, 'packages', 'elements')
if (existsSync(join(elementsDir, '.size-limit.json'))) {
  await check('size budgets: loader and parkade.js (size-limit)', 'sh', ['-c', `"${pnpm}" run build >/dev/null && "${pnpm}" exec size-limit`], { cwd: elementsDir })
}

// The published packages as partners' tools meet them (scripts/packCheck.mjs): each packed as npm
// would publish it, publint on the tarball (warnings count as errors), Are the Types Wrong? with
// the ESM-only profile, and the tarballs installed into a Vite + React 18 and a Vite + React 19
// app that type-check, build and render ParkSearch.
const packCheck = join(root, 'scripts', 'packCheck.mjs')
await check('packages: build and pack (pnpm pack)', process.execPath, [packCheck, 'pack', '--reuse-elements-build'])
for (const name of PUBLIC_PACKAGES) {
  const tarball = tarballOf(name)
  await check(`package @parkade/${name}: publint --strict`, pnpm, ['exec', 'publint', 'run', tarball, '--strict'])
  await check(`package @parkade/${name}: attw --profile esm-only`, pnpm, ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped'])
}
for (const major of [18, 19]) {
  await check(`packages in a Vite + React ${major} app: install, tsc, vite build, render ParkSearch`, process.execPath, [packCheck, 'consumer', String(major)])
}

console.info(`\nSummary (Node ${process.versions.node}${node22 ? `; the Vitest suites also on Node ${node22.version}` : ''})`)
for (const r of report) {
  console.info(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? ` (${r.note})` : ''}`)
  for (const failure of r.failures) console.info(`      ✗ ${failure}`)
}
if (totals.skipped) console.info(`(${totals.skipped} skipped)`)
// The last line, alone and in exactly this form, is what CI reads.
console.info(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed ? 1 : 0)
