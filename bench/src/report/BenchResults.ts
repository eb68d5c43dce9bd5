import type { RenderBenchResult } from '../site/renderBench.ts'
import type { ApiBenchResult } from '../api/apiBench.ts'
import type { BookingCheck } from '../api/checkBookings.ts'
import type { LighthouseResult } from '../lighthouse/runLighthouse.ts'
import type { PageAssets } from '../site/measurePageAssets.ts'
import type { AnchorRow } from '../sizes/anchorSizes.ts'
import type { TransferResult } from '../transfer/transferBench.ts'
import type { SizeRow } from '../sizes/SizeRow.ts'
import type { BudgetCheck } from './budgets.ts'

export interface Machine {
  cpus: number
  cpuModel: string
  memoryGb: number
  os: string
  node: string
  chromium: string
  loadAverageAtStart: number
}

export interface BenchResults {
  startedAt: string
  seconds: number
  machine: Machine
  sizes: SizeRow[]
  anchors: AnchorRow[]
  site: PageAssets | null
  lighthouse: LighthouseResult[]
  /** Why example pages were not measured, when they were not. */
  examplesNote: string | null
  /** What a partner's visitor downloads (null when the phase did not run; absent in older files). */
  transfer?: TransferResult | null
  /** The site server rendering park pages under load (null when the phase did not run; absent in older files). */
  render?: RenderBenchResult | null
  /** The sandbox API on PGlite (its default database). */
  api: ApiRun | null
  /** The same on PostgreSQL (a throwaway cluster, the test suite's binaries); absent from older result files. */
  apiPostgres?: ApiRun | null
  budgets: BudgetCheck[]
  /** Phases that could not run, with the reason. */
  failures: string[]
}

export type ApiRun = ApiBenchResult & {
  peakRssBytes: number | null
  /** The database after the booking load; absent from older result files. */
  check?: BookingCheck
  /** Where the database's files were: in memory (tmpfs), or on disk where the machine has no room in memory; absent from older result files. */
  databaseFiles?: 'memory' | 'disk'
}
