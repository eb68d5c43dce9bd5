/** A timestamptz column (a Date from either driver, or a string) as ISO 8601 UTC. */
export function toIso(value: Date | string): string
export function toIso(value: Date | string | null | undefined): string | null
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}
