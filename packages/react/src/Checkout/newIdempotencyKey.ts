/** A fresh `Idempotency-Key`: a UUID where the platform has one, else random enough for one driver's retries. */
export function newIdempotencyKey(): string {
  const uuid = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto?.randomUUID?.()
  if (uuid) return uuid
  return `ck-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
