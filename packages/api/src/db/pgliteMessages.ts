import type { QueryOptions } from './Database.ts'

/** What the API thread asks the PGlite worker; `tx`: inside that open transaction. */
export type PgliteRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; options?: QueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
)

/** An error as it crosses threads: a structured clone keeps only an Error's message and stack. */
export interface WireError {
  message: string
  stack?: string
  /** Its own fields with plain values: PostgreSQL's code, detail, constraint, severity… */
  fields: Record<string, string | number | boolean | null>
}

/** The worker's answer to request `id` (0: the worker is ready, or could not open the database). */
export type PgliteReply = { id: number; value?: unknown; error?: WireError }

export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} }
  const fields: WireError['fields'] = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null
  }
  // `name` is often the prototype's, not an own field.
  if (!('name' in fields)) fields.name = error.name
  return { message: error.message, ...(error.stack === undefined ? {} : { stack: error.stack }), fields }
}

/** The error again on the API thread, with the same fields (code, detail, …) as PGlite's. */
export function errorFromWire(wire: WireError): Error {
  const error = new Error(wire.message)
  Object.assign(error, wire.fields)
  if (wire.stack !== undefined) error.stack = wire.stack
  return error
}
