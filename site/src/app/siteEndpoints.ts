// The services the site talks to, from the build's environment. Free of imports, so the build
// configuration reads the same settings as the running site (it preconnects to them).

export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8787/api/v1'

/** `VITE_PARKADE_API`, else the sandbox API of `pnpm start`. */
export function siteApiBaseUrl(env: Record<string, string | undefined> = import.meta.env): string {
  return env.VITE_PARKADE_API?.trim() || DEFAULT_API_BASE_URL
}

/**
 * `VITE_PARKADE_IP_LOOKUP`: 'off' for no IP detection (NG, SPEC §4), a URL for another service
 * answering `country_code`, unset for core's default service.
 */
export function siteIpLookupSetting(env: Record<string, string | undefined> = import.meta.env): string | false | undefined {
  const value = env.VITE_PARKADE_IP_LOOKUP?.trim()
  if (!value) return undefined
  return value === 'off' ? false : value
}

/** `VITE_PARKADE_MAP_STYLE`: the maps' MapLibre style URL; unset: the API's built-in style (no outside tiles). */
export function siteMapStyle(env: Record<string, string | undefined> = import.meta.env): string | null {
  return env.VITE_PARKADE_MAP_STYLE?.trim() || null
}
