export type ParkadeApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'unauthenticated'

export interface ParkadeApiErrorOptions {
  kind: ParkadeApiErrorKind
  status?: number
  body?: unknown
  cause?: unknown
}

/**
 * The one error every call throws. SPEC §8: its message is the server's `detail` or `message`
 * field, else the thrown message.
 */
export class ParkadeApiError extends Error {
  override readonly name = 'ParkadeApiError'
  readonly kind: ParkadeApiErrorKind
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number
  readonly body: unknown

  constructor(message: string, options: ParkadeApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.kind = options.kind
    this.status = options.status ?? 0
    this.body = options.body
  }
}

/** Reads the person-readable message out of an error answer: `detail`, else `message`. */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined
  if (!body || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  for (const field of ['detail', 'message'] as const) {
    const value = record[field]
    if (typeof value === 'string' && value.trim()) return value
    // FastAPI-style validation answers carry a list of { msg } under detail.
    if (Array.isArray(value) && value.length > 0) {
      const first = value[0] as Record<string, unknown> | undefined
      if (first && typeof first.msg === 'string') return first.msg
      if (first && typeof first.message === 'string') return first.message
    }
  }
  return undefined
}

/** Any thrown value to a message, the way SPEC §8 shows errors. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message
  return messageFromBody(error) ?? fallback
}
