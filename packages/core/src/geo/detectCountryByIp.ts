import { DEFAULT_COUNTRY_CODE, IP_LOOKUP_TIMEOUT_MS } from '../constants.ts'
import { isTwoLetterCountryCode } from '../validation/isTwoLetterCountryCode.ts'
import type { FetchLike } from './types.ts'

export const DEFAULT_IP_LOOKUP_URL = 'https://ipapi.co/json/'

export interface DetectCountryByIpOptions {
  /** Default: the global `fetch`, looked up at call time. */
  fetch?: FetchLike
  url?: string
  timeoutMs?: number
  signal?: AbortSignal
  /** Answered on any failure; SPEC §4 says NG (one place in SPEC §7 used US). */
  fallback?: string
}

/**
 * The visitor's country code (upper case) from the IP-geolocation service's `country_code`.
 * Never rejects: network error, timeout, non-2xx, bad JSON, a missing or malformed code, or
 * an aborted `signal` all resolve to `fallback`.
 */
export async function detectCountryByIp(options: DetectCountryByIpOptions = {}): Promise<string> {
  const {
    url = DEFAULT_IP_LOOKUP_URL,
    timeoutMs = IP_LOOKUP_TIMEOUT_MS,
    signal,
    fallback = DEFAULT_COUNTRY_CODE,
  } = options
  const fetchImpl = options.fetch ?? (globalThis as { fetch?: FetchLike }).fetch
  if (!fetchImpl || signal?.aborted) return fallback

  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort, { once: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  // Resolves on timeout or abort even when a fetch ignores its signal and never settles.
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(null)
    }, timeoutMs)
    controller.signal.addEventListener('abort', () => resolve(null), { once: true })
  })

  const lookup = async (): Promise<unknown> => {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return null
    const body = await response.json()
    return typeof body === 'object' && body !== null ? (body as { country_code?: unknown }).country_code : null
  }

  try {
    const code = await Promise.race([lookup(), gaveUp])
    return isTwoLetterCountryCode(code) ? code.toUpperCase() : fallback
  } catch {
    return fallback
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}
