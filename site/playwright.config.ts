import { authEmulatorUrl, defineSandboxSuite, sandboxApiBase } from '../playwright.shared.ts'

// The production build of the site (vite build + preview) pointed at the run's sandbox API. The IP
// lookup goes to an address the tests answer.
const apiPort = Number(process.env.E2E_API_PORT ?? 8792)
const sitePort = Number(process.env.E2E_SITE_PORT ?? 5177)
export const apiBase = sandboxApiBase(apiPort)
export const siteOrigin = `http://127.0.0.1:${sitePort}`
export const IP_LOOKUP_URL = 'http://ip-lookup.parkade.test/json/'
// Google/Apple sign-in runs against the Firebase Auth emulator the suite starts.
const authEmulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9099)
export const AUTH_EMULATOR_URL = authEmulatorUrl(authEmulatorPort)

export default defineSandboxSuite({
  name: 'parkade-site-e2e-',
  apiPort,
  baseURL: siteOrigin,
  authEmulatorPort,
  pageServer: {
    command: 'pnpm run start',
    url: siteOrigin,
    env: { SITE_PORT: String(sitePort), VITE_PARKADE_API: apiBase, VITE_PARKADE_IP_LOOKUP: IP_LOOKUP_URL, VITE_FIREBASE_AUTH_EMULATOR: AUTH_EMULATOR_URL },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
