import type { TranslationKey } from '../i18n/translationKey.ts'

export type ParkadeApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'unauthenticated'

export interface ParkadeApiErrorOptions {
  kind: ParkadeApiErrorKind
  status?: number
  body?: unknown
  cause?: unknown
  /** A failure the SDK detects itself (CLIENT_ERROR_CODES); else the answer's own `code` is used. */
  code?: string
  /** The answer's Retry-After, in seconds: how long a refused attempt (429, 503) must wait. */
  retryAfterSeconds?: number
}

/**
 * Codes of the failures the SDK detects itself, beside the API's (@parkade/contract/errors): why a
 * request got no answer. Hosts read them in `parkade:error`.
 */
export const CLIENT_ERROR_CODES = {
  /** The device is offline. */
  offline: 'client.offline',
  /** No answer: the server is down or cannot be reached from this network. */
  unreachable: 'client.unreachable',
  /** The server answered, but the browser would not let this page read it (CORS, a proxy's policy). */
  originRefused: 'client.origin_refused',
  timeout: 'client.timeout',
  aborted: 'client.aborted',
  /** An answer that is not the JSON the contract describes (a proxy's HTML page, say). */
  invalidResponse: 'client.invalid_response',
} as const

/** The values a Problem Details answer fills its message with, e.g. { amount: '₦4,321.00' }. */
export type ProblemParams = Readonly<Record<string, string | number>>

/**
 * The one error every call throws. SPEC §8: its message is the server's `detail` or `message`
 * field (English), else the thrown message (the SDK's own: its text's key). `code` is the API's
 * stable error code (@parkade/contract/errors), what clients translate by.
 */
export class ParkadeApiError extends Error {
  override readonly name = 'ParkadeApiError'
  readonly kind: ParkadeApiErrorKind
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number
  readonly body: unknown
  /** The Problem Details `code`, e.g. 'booking.space_unavailable'; undefined when the answer had none. */
  readonly code: string | undefined
  readonly params: ProblemParams | undefined
  /** From the answer's Retry-After: seconds to wait before trying again. */
  readonly retryAfterSeconds: number | undefined

  constructor(message: string, options: ParkadeApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.kind = options.kind
    this.status = options.status ?? 0
    this.body = options.body
    this.code = options.code ?? codeFromBody(options.body)
    this.params = paramsFromBody(options.body)
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined
}

function codeFromBody(body: unknown): string | undefined {
  const code = field(body, 'code')
  return typeof code === 'string' && code ? code : undefined
}

function paramsFromBody(body: unknown): ProblemParams | undefined {
  const params = field(body, 'params')
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return undefined
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') values[name] = value
  return values
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

/** The message of a failure that says nothing of itself (SPEC §2's generic error). */
export const SOMETHING_WENT_WRONG_MESSAGE = 'screens.somethingWentWrong.title' satisfies TranslationKey

/**
 * Any thrown value to a message, the way SPEC §8 shows errors: the API's own message, or for the
 * SDK's own failures their text's key (`errors.request.timeout`), which `translateMessage` words.
 */
export function errorMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message
  return messageFromBody(error) ?? fallback
}

/**
 * What a failure shows: its message and, when the API answered one, the code and values a UI
 * translates it by (`translateMessage`). The SDK's own messages are their texts' keys (SPEC §8's
 * sentences in each language's resources), translated the same way. Stores and hooks keep this,
 * not the thrown error.
 */
export interface ErrorInfo {
  readonly message: string
  readonly code?: string
  readonly params?: ProblemParams
  /** Seconds to wait before trying again (a locked sign-in), when the API said. */
  readonly retryAfterSeconds?: number
  /** The thrown value, for hosts' logs; not enumerable, so an ErrorInfo compares and serializes as plain data. */
  readonly cause?: unknown
}

/** Any thrown value (or a message the SDK itself writes) as an ErrorInfo. */
export function describeError(error: unknown, fallback: string = SOMETHING_WENT_WRONG_MESSAGE): ErrorInfo {
  if (typeof error === 'string') return { message: error || fallback }
  const message = errorMessage(error, fallback)
  let info: ErrorInfo = { message }
  if (error instanceof ParkadeApiError && error.code) {
    info = { message, code: error.code, ...(error.params ? { params: error.params } : {}), ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}) }
  }
  return Object.defineProperty(info, 'cause', { value: error, enumerable: false })
}
