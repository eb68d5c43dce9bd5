import type { BenchResults } from './BenchResults.ts'

export interface BudgetCheck {
  what: string
  /** The figure, in `unit`. */
  actual: number | null
  limit: number
  unit: 'B' | 'score' | 'ms' | 'count'
  /** `max`: the figure must not exceed the limit; `min`: must reach it. */
  kind: 'max' | 'min'
  met: boolean
}

/** KB as size-limit counts it: 1,000 bytes. */
const KB = 1000

/** The transfer budgets of issue 25, by the names the table looks them up with. */
export const TRANSFER_BUDGETS = {
  searchOnly: 'transfer (a): search-only page, gzip',
  airportCheckout: 'transfer (b): airport page to checkout, gzip',
  airportPayment: 'transfer (c): airport page to payment started, gzip',
  reactParkSearch: 'React app with only ParkSearch, beyond React, gzip',
  noFrench: 'French words downloaded by English pages',
  noEnglish: 'English words downloaded by a French page',
} as const

/** The pages DESIGN.md §Budgets holds to Lighthouse's mobile scores. */
export const BUDGET_PAGES = ['/', '/search', '/park/{slug}', '/checkout/{slug}']

function check(what: string, actual: number | null | undefined, limit: number, unit: BudgetCheck['unit'], kind: BudgetCheck['kind']): BudgetCheck {
  const value = actual ?? null
  const met = value !== null && !Number.isNaN(value) && (kind === 'max' ? value <= limit : value >= limit)
  return { what, actual: value, limit, unit, kind, met }
}

/**
 * Every budget of DESIGN.md §Budgets against this run's figures; a figure that should have been
 * measured and was not misses its budget. `phases` leaves out the budgets of phases not run (BENCH_ONLY).
 */
export function checkBudgets(results: Omit<BenchResults, 'budgets'>, phases: ReadonlySet<string>): BudgetCheck[] {
  const gzip = (id: string) => results.sizes.find((row) => row.id === id)?.size.gzip
  const checks: BudgetCheck[] = []
  if (phases.has('sizes')) {
    checks.push(check('loader snippet, gzip', gzip('loader.js'), 0.6 * KB, 'B', 'max'))
    checks.push(check('parkade.js, gzip', gzip('parkade.js'), 40 * KB, 'B', 'max'))
    // Issue 25: every element, every part, payments and social sign-in together (the map apart).
    checks.push(check('parkade.js + every part but the map, gzip', gzip('parkade.js+parts'), 70 * KB, 'B', 'max'))
    checks.push(check('site /: JavaScript loaded, gzip', results.site?.js.gzip, 110 * KB, 'B', 'max'))
  }
  if (phases.has('transfer')) {
    const row = (id: string) => results.transfer?.rows.find((r) => r.id === id)
    checks.push(check(TRANSFER_BUDGETS.searchOnly, row('search-only')?.total.gzip, 30 * KB, 'B', 'max'))
    checks.push(check(TRANSFER_BUDGETS.airportCheckout, row('airport-checkout')?.total.gzip, 50 * KB, 'B', 'max'))
    checks.push(check(TRANSFER_BUDGETS.airportPayment, row('airport-payment')?.total.gzip, 60 * KB, 'B', 'max'))
    checks.push(check(TRANSFER_BUDGETS.reactParkSearch, results.transfer?.reactParkSearch.added, 35 * KB, 'B', 'max'))
    // An English page downloads no French word, and a French page no English one (languageWords.ts).
    const foreign = (language: 'en' | 'fr') => {
      const pages = results.transfer?.rows.filter((r) => r.language === language) ?? []
      return pages.length ? pages.reduce((n, r) => n + r.foreignStrings.length, 0) : null
    }
    checks.push(check(TRANSFER_BUDGETS.noFrench, foreign('en'), 0, 'count', 'max'))
    checks.push(check(TRANSFER_BUDGETS.noEnglish, foreign('fr'), 0, 'count', 'max'))
  }
  if (phases.has('lighthouse')) {
    for (const page of BUDGET_PAGES) {
      const result = results.lighthouse.find((r) => r.name === page)
      checks.push(check(`Lighthouse ${page}: performance`, result?.median.performance, 0.95, 'score', 'min'))
      checks.push(check(`Lighthouse ${page}: accessibility`, result?.median.accessibility, 1, 'score', 'min'))
    }
  }
  if (phases.has('api')) {
    checks.push(check(`API nearest 20 of ${(results.api?.parks ?? 500_000).toLocaleString('en')} parks, p95`, results.api?.search.p95, 5, 'ms', 'max'))
    const parks = (results.api?.parks ?? 500_000).toLocaleString('en')
    checks.push(check(`API place autocomplete with ${parks} parks, p95`, results.api?.placeSearch?.p95, 10, 'ms', 'max'))
    checks.push(check(`API text park search of ${parks} parks, p95`, results.api?.textSearch?.p95, 10, 'ms', 'max'))
    checks.push(check(`API bounding box (city view) of ${parks} parks, p95`, results.api?.boxSearch?.p95, 10, 'ms', 'max'))
  }
  return checks
}
