import { createParkadeClient, loadFirebaseAuth } from '../sdk.ts'
import type { ParkadeClient, ParkadeClientOptions } from '../sdk.ts'
import { siteApiBaseUrl, siteIpLookupSetting, siteMapStyle } from './siteEndpoints.ts'

export { DEFAULT_API_BASE_URL, siteApiBaseUrl, siteMapStyle } from './siteEndpoints.ts'

/**
 * `VITE_PARKADE_IP_LOOKUP`: 'off' for no IP detection (NG, SPEC §4), a URL for another service
 * answering `country_code`, unset for core's default service.
 */
export function siteIpLookup(env: Record<string, string | undefined> = import.meta.env): ParkadeClientOptions['ipLookup'] {
  const value = siteIpLookupSetting(env)
  return typeof value === 'string' ? { url: value } : value
}

/** The development emulator of `scripts/auth-emulator.mjs`. */
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099'

/**
 * Google/Apple sign-in settings from the environment:
 * - `VITE_FIREBASE_API_KEY`, `VITE_FIREBASE_AUTH_DOMAIN`, `VITE_FIREBASE_PROJECT_ID`,
 *   `VITE_FIREBASE_APP_ID`: a real Firebase project (production).
 * - `VITE_FIREBASE_AUTH_EMULATOR`: the Auth emulator's URL; 'off' for none. Without a real
 *   project it defaults to the development emulator (project demo-parkade); with 'off' and no
 *   project, the Google and Apple buttons are not offered.
 */
export function siteFirebase(env: Record<string, string | undefined> = import.meta.env): ParkadeClientOptions['firebase'] {
  const value = (name: string) => env[name]?.trim() || undefined
  const emulatorSetting = value('VITE_FIREBASE_AUTH_EMULATOR')
  const apiKey = value('VITE_FIREBASE_API_KEY')
  const appId = value('VITE_FIREBASE_APP_ID')
  if (apiKey) {
    const projectId = value('VITE_FIREBASE_PROJECT_ID') ?? ''
    return {
      config: { apiKey, authDomain: value('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`, projectId, ...(appId ? { appId } : {}) },
      authEmulatorUrl: emulatorSetting && emulatorSetting !== 'off' ? emulatorSetting : null,
      load: loadFirebaseAuth,
    }
  }
  if (emulatorSetting === 'off') return null
  const projectId = value('VITE_FIREBASE_PROJECT_ID') ?? 'demo-parkade'
  return {
    // The emulator accepts any API key; a demo- project exists only there.
    config: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    authEmulatorUrl: emulatorSetting ?? DEFAULT_AUTH_EMULATOR_URL,
    load: loadFirebaseAuth,
  }
}

/** The site's one SDK client: every page, the header and the dialogs share its session, country and language. */
export function createSiteClient(options: Partial<ParkadeClientOptions> = {}): ParkadeClient {
  const ipLookup = siteIpLookup()
  return createParkadeClient({
    apiBaseUrl: siteApiBaseUrl(),
    mapStyle: siteMapStyle(),
    ...(ipLookup !== undefined ? { ipLookup } : {}),
    firebase: siteFirebase(),
    ...options,
  })
}
