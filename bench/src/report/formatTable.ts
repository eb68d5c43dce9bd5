import type { ApiRun, BenchResults } from './BenchResults.ts'
import { API_LOAD_BUDGETS, TRANSFER_BUDGETS, bookingsCreatedPerSecond } from './budgets.ts'
import type { BudgetCheck } from './budgets.ts'
import type { ApiBenchResult } from '../api/apiBench.ts'
import type { CpuReference } from '../lib/cpuReference.ts'

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en')} ms`
const score = (value: number) => value.toFixed(2)

/** How fast and how steady the machine was around a database's API rows (lib/cpuReference.ts). */
function cpuLine(cpu: NonNullable<ApiBenchResult['cpu']>): string {
  const range = (r: { bestMs: number; worstMs: number }) => `${Math.round(r.bestMs)}–${Math.round(r.worstMs)} ms`
  const walk = (r: CpuReference) => (r.memory ? `, memory walk ${range(r.memory)}` : '')
  return `CPU reference (the same loop${cpu.before.memory ? ' and walk through 64 MB' : ''}, fastest–slowest of ${cpu.before.runs}; lower is faster): loop ${range(cpu.before)}${walk(cpu.before)} before, loop ${range(cpu.after)}${walk(cpu.after)} after`
}

/** Where the database's files were, and what the machine read from its disks around the rows (lib/diskReads.ts). */
function diskLine(api: ApiRun): string | null {
  if (!api.databaseFiles && !api.diskReads) return null
  const where = api.databaseFiles === 'memory' ? 'in memory (tmpfs)' : api.databaseFiles === 'disk' ? 'on disk (no room in memory)' : 'not recorded'
  const read = api.diskReads ? `; read from disk during these rows: ${api.diskReads.readMb.toLocaleString('en')} MB, ${api.diskReads.refaults.toLocaleString('en')} file pages read again after the page cache dropped them` : ''
  return `Database files: ${where}${read}`
}

/** Columns padded to their widest cell; numbers right-aligned. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

/** A figure in its budget's unit. */
function figure(check: BudgetCheck, value: number): string {
  return check.unit === 'B' ? kb(value) : check.unit === 'ms' ? ms(value) : check.unit === 'count' ? String(value) : check.unit === 'req/s' ? `${value.toFixed(0)}/s` : score(value)
}

function budgetText(check: BudgetCheck): string {
  const format = (value: number) => figure(check, value)
  const sign = check.kind === 'max' ? '≤' : '≥'
  return `${sign} ${format(check.limit)} ${check.met ? 'ok' : 'MISSED'}`
}

/** The one table `pnpm bench` prints: sizes with anchors, Lighthouse, the API, then the budgets. */
export function formatTable(results: BenchResults): string {
  const budgetFor = (what: string) => results.budgets.find((b) => b.what === what)
  const out: string[] = []
  const m = results.machine
  out.push(`Parkade bench, ${results.startedAt} — ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}, ${m.chromium}`)

  const sizeBudget: Record<string, string> = {
    'loader.js': 'loader snippet, gzip',
    'parkade.js': 'parkade.js, gzip',
    'parkade.js+parts': 'parkade.js + every part but the map, gzip',
  }
  const sizeRows = results.sizes.map((row) => {
    const budget = sizeBudget[row.id] ? budgetFor(sizeBudget[row.id]!) : undefined
    return [row.label, kb(row.size.raw), kb(row.size.gzip), kb(row.size.brotli), budget ? budgetText(budget) : '']
  })
  if (results.site) {
    const js = budgetFor('site /: JavaScript loaded, gzip')
    sizeRows.push([`site / JavaScript (${results.site.files.filter((f) => f.type === 'script').length} files)`, kb(results.site.js.raw), kb(results.site.js.gzip), kb(results.site.js.brotli), js ? budgetText(js) : ''])
    sizeRows.push([`site / CSS (${results.site.files.filter((f) => f.type === 'stylesheet').length} files)`, kb(results.site.css.raw), kb(results.site.css.gzip), kb(results.site.css.brotli), ''])
  }
  out.push('', 'Sizes (1 kB = 1,000 bytes; gzip -9, brotli 11)', table(['what', 'raw', 'gzip', 'brotli', 'budget (gzip)'], sizeRows))

  const ours = (id: string) => (id === 'site:/ js' ? results.site?.js : results.sizes.find((row) => row.id === id)?.size)
  out.push(
    '',
    'Anchors (published packages, same run)',
    table(
      ['anchor', 'version', 'raw', 'gzip', 'brotli', 'ours', 'ours ÷ anchor (gzip)'],
      results.anchors.map((a) => {
        const mine = ours(a.comparedWith)
        return [a.label, a.version, kb(a.size.raw), kb(a.size.gzip), kb(a.size.brotli), a.comparedWith, mine ? `${(mine.gzip / a.size.gzip).toFixed(2)}×` : 'n/a']
      }),
    ),
  )

  const transfer = results.transfer
  if (transfer) {
    const budgetOf = (what: string) => {
      const budget = budgetFor(what)
      return budget ? budgetText(budget) : ''
    }
    const budgetById: Record<string, string> = {
      'search-only': TRANSFER_BUDGETS.searchOnly,
      'airport-checkout': TRANSFER_BUDGETS.airportCheckout,
      'airport-payment': TRANSFER_BUDGETS.airportPayment,
    }
    const rows = transfer.rows.map((r) => [
      r.label,
      String(r.files.length),
      kb(r.total.raw),
      kb(r.total.gzip),
      kb(r.total.brotli),
      r.foreignStrings.length ? `${r.foreignStrings.length}: ${r.foreignStrings.slice(0, 6).join(', ')}${r.foreignStrings.length > 6 ? '…' : ''}` : 'none',
      budgetById[r.id] ? budgetOf(budgetById[r.id]!) : '',
    ])
    const react = transfer.reactParkSearch
    rows.push(['React app with only ParkSearch, beyond React', '', kb(react.withComponent.raw - react.reactAlone.raw), kb(react.added), kb(react.withComponent.brotli - react.reactAlone.brotli), '', budgetOf(TRANSFER_BUDGETS.reactParkSearch)])
    out.push(
      '',
      'What a partner\'s visitor downloads (scripts and styles of the page\'s origin, each sized as sent)',
      table(['page, up to', 'files', 'raw', 'gzip', 'brotli', 'other language\'s words', 'budget (gzip)'], rows),
    )
  }

  out.push(
    '',
    `Lighthouse 13, mobile preset, ${lighthouseRunsLabel(results.lighthouse.map((r) => r.runs.length))}`,
    results.lighthouse.length
      ? table(
          ['page', 'performance', 'accessibility', 'SEO', 'LCP', 'TBT', 'CLS', 'budget'],
          results.lighthouse.map((r) => {
            const parts = (
              [
                ['performance', 'perf ≥ 0.98'],
                ['accessibility', 'a11y 1.0'],
                ['SEO', 'SEO 1.0'],
                ['SEO audits failed but is-crawlable', 'SEO but noindex on purpose: none failed'],
                ['LCP', 'LCP ≤ 1.2 s'],
              ] as const
            ).flatMap(([kind, label]) => {
              const budget = budgetFor(`Lighthouse ${r.name}: ${kind}`)
              return budget ? [`${label} ${budget.met ? 'ok' : 'MISSED'}`] : []
            })
            return [r.name, score(r.median.performance), score(r.median.accessibility), score(r.median.seo ?? Number.NaN), ms(r.median.lcp), ms(r.median.tbt), r.median.cls.toFixed(3), parts.join(', ')]
          }),
        )
      : '(not measured)',
  )
  if (results.examplesNote) out.push(`Example pages: ${results.examplesNote}`)

  const render = results.render
  if (render) {
    out.push(
      '',
      'Site server rendering /park/{slug} (HTML from the API, brotli)',
      table(
        [`${render.onePark.connections} connections, ${render.onePark.seconds} s each`, 'req/s', 'p50', 'p99', 'requests', 'non-2xx', 'errors'],
        (
          [
            ['one park (page cache)', render.onePark],
            [`${render.parks} parks in turn (each rendered)`, render.manyParks],
          ] as const
        ).map(([name, r]) => [name, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p99), r.requests.toLocaleString('en'), String(r.non2xx), String(r.errors)]),
      ),
    )
  }

  for (const [database, api] of [['PGlite', results.api], ['PostgreSQL', results.apiPostgres]] as const) {
    if (!api) continue
    const budgetOf = (start: string) => {
      const budget = results.budgets.find((b) => b.what.startsWith(start))
      return budget ? budgetText(budget) : ''
    }
    // The one-client budgets are PGlite's (the sandbox's default); PostgreSQL's rows are for comparison.
    const oneClientBudget = (start: string) => (database === 'PGlite' ? budgetOf(start) : '')
    const load = (name: string) => budgetOf(`API on ${database}: ${name}`)
    out.push(
      '',
      `Sandbox API, ${api.parks.toLocaleString('en')} parks (${database}${database === 'PostgreSQL' ? '; server CPU: the API process and PostgreSQL\'s' : ''})`,
      ...(api.cpu ? [cpuLine(api.cpu)] : []),
      ...[diskLine(api)].filter((line): line is string => line !== null),
      table(
        ['one client, sequential', 'requests', 'p50', 'p95', 'p99', 'server CPU/req', 'load avg', 'budget (p95)'],
        (
          [
            ['GET /health (the floor)', api.health, ''],
            ['nearest 20 parks', api.search, oneClientBudget('API nearest 20')],
            ['nearest 20 within 2 km', api.searchWithin2km, ''],
            // Older result files have no such rows.
            ...(api.placeSearch ? ([['place autocomplete', api.placeSearch, oneClientBudget('API place autocomplete')]] as const) : []),
            ...(api.textSearch ? ([['text park search, 20', api.textSearch, oneClientBudget('API text park search')]] as const) : []),
            ...(api.boxSearch ? ([['bounding box (city view), 20', api.boxSearch, oneClientBudget('API bounding box')]] as const) : []),
          ] as const
        ).map(([name, l, budget]) => [name, String(l.requests), ms(l.p50), ms(l.p95), ms(l.p99), l.serverCpuMs === null ? 'n/a' : ms(l.serverCpuMs), l.loadAverage.toFixed(1), budget]),
      ),
      '',
      table(
        [`${api.load.search.connections} connections, ${api.load.search.seconds} s each`, 'req/s', 'p50', 'p99', 'requests', 'answers', 'errors', 'server CPU/req', 'load avg', 'budget (rate)', 'budget (p99)'],
        (
          [
            ['park search (nearest 20)', api.load.search, api.load.search.requestsPerSecond, load(API_LOAD_BUDGETS.searchRate), load(API_LOAD_BUDGETS.searchP99)],
            ['park rate', api.load.rate, api.load.rate.requestsPerSecond, load(API_LOAD_BUDGETS.rate), ''],
            ['booking creation (201/s)', api.load.booking, bookingsCreatedPerSecond(api.load.booking), load(API_LOAD_BUDGETS.bookingRate), load(API_LOAD_BUDGETS.bookingP99)],
          ] as const
        ).map(([name, r, rate, rateBudget, p99Budget]) => [
          name,
          rate.toFixed(0),
          ms(r.p50),
          ms(r.p99),
          r.requests.toLocaleString('en'),
          // Older result files count only non-2xx.
          r.statusCodes ? Object.entries(r.statusCodes).map(([status, count]) => `${status}×${count}`).join(' ') : `non-2xx ${r.non2xx}`,
          String(r.errors),
          r.serverCpuMs === undefined || r.serverCpuMs === null ? 'n/a' : ms(r.serverCpuMs),
          r.loadAverage === undefined ? 'n/a' : r.loadAverage.toFixed(1),
          rateBudget,
          p99Budget,
        ]),
      ),
      api.check
        ? `Database after the booking load: ${api.check.inDatabase} bookings for ${api.check.answered201} answers 201 (${api.check.unseen} without an answer seen, ` +
            `of ${api.bookings.inFlightAtEnd} requests cut at the end); ${api.check.missingOrDuplicated} missing or twice, ${api.check.bookedTwice} requests booked twice, ` +
            `${api.check.oversold} oversold — ${api.check.problems.length ? api.check.problems.join('; ') : 'ok'}`
        : 'Database after the booking load: not checked',
      `API process peak memory (VmHWM): ${api.peakRssBytes === null ? 'n/a' : `${Math.round(api.peakRssBytes / 1_048_576)} MiB`}`,
    )
  }

  const missed = results.budgets.filter((b) => !b.met)
  out.push('', missed.length ? `Budgets MISSED (${missed.length}):` : `Every budget met (${results.budgets.length}).`)
  for (const b of missed) out.push(`  - ${b.what}: ${b.actual === null ? 'not measured' : figure(b, b.actual)} (${budgetText(b)})`)
  for (const failure of results.failures) out.push(`  ! ${failure}`)
  return out.join('\n')
}

/** What each Lighthouse figure is: the median of the runs made (BENCH_LIGHTHOUSE_RUNS), or one run. */
export function lighthouseRunsLabel(runsPerPage: number[]): string {
  const runs = Math.max(0, ...runsPerPage)
  if (runs === 0) return 'not run'
  return runs === 1 ? 'one run each' : `median of ${runs} runs`
}
