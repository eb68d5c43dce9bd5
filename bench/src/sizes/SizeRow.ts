import type { CompressedSize } from '../lib/compressedSize.ts'

export interface SizeRow {
  /** Stable key for the JSON results and the budgets, e.g. `parkade.js`. */
  id: string
  label: string
  size: CompressedSize
  /** What was measured, in a few words (which files, what is bundled). */
  what: string
}
