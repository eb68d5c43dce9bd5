import { createParkadeClient } from '../sdk.ts'
import type { ParkadeClient, ParkadeClientOptions } from '../sdk.ts'

export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8787/api/v1'

/** `VITE_PARKADE_API`, else the sandbox API of `pnpm start`. */
export function siteApiBaseUrl(env: Record<string, string | undefined> = import.meta.env): string {
  return env.VITE_PARKADE_API?.trim() || DEFAULT_API_BASE_URL
}

/**
 * `VITE_PARKADE_IP_LOOKUP`: 'off' for no IP detection (NG, SPEC §4), a URL for another service
 * answering `country_code`, unset for core's default service.
 */
export function siteIpLookup(env: Record<string, string | undefined> = import.meta.env): ParkadeClientOptions['ipLookup'] {
  const value = env.VITE_PARKADE_IP_LOOKUP?.trim()
  if (!value) return undefined
  return value === 'off' ? false : { url: value }
}

/** The site's one SDK client: every page, the header and the dialogs share its session, country and language. */
export function createSiteClient(options: Partial<ParkadeClientOptions> = {}): ParkadeClient {
  const ipLookup = siteIpLookup()
  return createParkadeClient({
    apiBaseUrl: siteApiBaseUrl(),
    ...(ipLookup !== undefined ? { ipLookup } : {}),
    ...options,
  })
}
