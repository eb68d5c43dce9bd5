import type { RenderBenchResult } from '../site/renderBench.ts'
import type { ApiBenchResult } from '../api/apiBench.ts'
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
  api: (ApiBenchResult & { peakRssBytes: number | null }) | null
  budgets: BudgetCheck[]
  /** Phases that could not run, with the reason. */
  failures: string[]
}
