import type { TranslationKey } from '../i18n/translationKey.ts'
import { CLIENT_ERROR_CODES, ParkadeApiError, messageFromBody } from './ParkadeApiError.ts'

export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue>
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export const DEFAULT_TIMEOUT_MS = 15_000
export const NETWORK_ERROR_MESSAGE = 'errors.request.network' satisfies TranslationKey
export const TIMEOUT_MESSAGE = 'errors.request.timeout' satisfies TranslationKey
export const ABORTED_MESSAGE = 'errors.request.aborted' satisfies TranslationKey
export const SERVER_UNAVAILABLE_MESSAGE = 'errors.request.serverUnavailable' satisfies TranslationKey
export const SERVER_UNREACHABLE_MESSAGE = 'errors.request.serverUnreachable' satisfies TranslationKey
export const ORIGIN_REFUSED_MESSAGE = 'errors.request.originRefused' satisfies TranslationKey
/** How long the check of why a request failed may take. */
const PROBE_TIMEOUT_MS = 4_000
export const NO_TOKEN_MESSAGE = 'validation.noAuthToken' satisfies TranslationKey
export const INVALID_RESPONSE_MESSAGE = 'validation.invalidServerResponse' satisfies TranslationKey

export interface HttpOptions {
  /** `…/api/v1` of the server. */
  baseUrl: string
  fetch?: FetchLike
  /** Read at every call, so a login in one widget is seen by every other. */
  getToken?: () => string | null | undefined
  getLanguage?: () => string | undefined
  timeoutMs?: number
}

/** Per-call options every client method accepts. */
export interface CallOptions {
  signal?: AbortSignal
  timeoutMs?: number
}

export interface RequestOptions extends CallOptions {
  query?: Query
  body?: unknown
  /** 'required': no token → error before any request; 'optional': sent when present. */
  auth?: 'required' | 'optional' | 'none'
  idempotencyKey?: string
  /** Absolute URL instead of `baseUrl + path` (the payment intent lives outside /api/v1). */
  url?: string
}

export type HttpRequest = <T>(method: string, path: string, options?: RequestOptions) => Promise<T>

export function buildUrl(base: string, path: string, query?: Query): string {
  const url = base.replace(/\/+$/, '') + path
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${url}?${search}` : url
}

export function createHttp(options: HttpOptions): HttpRequest {
  const timeoutDefault = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  return async function request<T>(method: string, path: string, call: RequestOptions = {}): Promise<T> {
    const fetchImpl = options.fetch ?? globalThis.fetch
    const token = call.auth === 'none' ? null : options.getToken?.()
    if (call.auth === 'required' && !token) {
      throw new ParkadeApiError(NO_TOKEN_MESSAGE, { kind: 'unauthenticated', status: 401, code: 'auth.token_missing' })
    }

    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    const language = options.getLanguage?.()
    if (language) headers['Accept-Language'] = language
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey
    let body: string | undefined
    if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(call.body)
    }

    if (call.signal?.aborted) throw new ParkadeApiError(ABORTED_MESSAGE, { kind: 'aborted', code: CLIENT_ERROR_CODES.aborted })

    // One controller joins the caller's signal and the timeout; AbortSignal.any is too new for
    // some of the phones our drivers use.
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, call.timeoutMs ?? timeoutDefault)
    const onAbort = () => controller.abort()
    call.signal?.addEventListener('abort', onAbort, { once: true })

    let response: Response
    const url = call.url ? buildUrl(call.url, '', call.query) : buildUrl(options.baseUrl, path, call.query)
    try {
      response = await fetchImpl(url, { method, headers, body, signal: controller.signal })
    } catch (error) {
      if (timedOut) throw new ParkadeApiError(TIMEOUT_MESSAGE, { kind: 'timeout', code: CLIENT_ERROR_CODES.timeout, cause: error })
      if (controller.signal.aborted) throw new ParkadeApiError(ABORTED_MESSAGE, { kind: 'aborted', code: CLIENT_ERROR_CODES.aborted, cause: error })
      throw await whyUnanswered(fetchImpl, buildUrl(options.baseUrl, '/health'), error)
    } finally {
      clearTimeout(timer)
      call.signal?.removeEventListener('abort', onAbort)
    }

    const text = await response.text().catch(() => '')
    let parsed: unknown = undefined
    if (text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    if (!response.ok) {
      // Only a JSON detail/message is the server speaking to the driver; a text body is a proxy's
      // or a crashed server's page (HTML, a stack trace), never shown as is.
      const detail = parsed !== null && typeof parsed === 'object' ? messageFromBody(parsed) : undefined
      const message =
        detail ?? (response.status >= 500 ? SERVER_UNAVAILABLE_MESSAGE : `Request failed (${response.status} ${response.statusText})`.replace(' )', ')'))
      const retryAfterSeconds = retryAfter(response.headers?.get('retry-after') ?? null)
      throw new ParkadeApiError(message, { kind: 'http', status: response.status, body: parsed, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) })
    }
    if (parsed !== undefined && typeof parsed === 'string') {
      throw new ParkadeApiError(INVALID_RESPONSE_MESSAGE, { kind: 'invalid-response', status: response.status, body: parsed, code: CLIENT_ERROR_CODES.invalidResponse })
    }
    return parsed as T
  }
}

/**
 * Why a request got no answer. fetch says only "TypeError": offline, a server that is down and an
 * answer the browser hid (CORS, a proxy's policy) look the same. The device says whether it is
 * offline; a `no-cors` request to /health reaches a running server whatever its CORS headers, so
 * if it arrives the server is up and this page's origin was refused.
 */
async function whyUnanswered(fetchImpl: FetchLike, healthUrl: string, cause: unknown): Promise<ParkadeApiError> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ParkadeApiError(NETWORK_ERROR_MESSAGE, { kind: 'network', code: CLIENT_ERROR_CODES.offline, cause })
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS)
  try {
    await fetchImpl(healthUrl, { method: 'GET', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal })
    return new ParkadeApiError(ORIGIN_REFUSED_MESSAGE, { kind: 'network', code: CLIENT_ERROR_CODES.originRefused, cause })
  } catch {
    return new ParkadeApiError(SERVER_UNREACHABLE_MESSAGE, { kind: 'network', code: CLIENT_ERROR_CODES.unreachable, cause })
  } finally {
    clearTimeout(timer)
  }
}

/** Retry-After as seconds from now: a number of seconds, or an HTTP date; undefined when absent or unreadable. */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}
