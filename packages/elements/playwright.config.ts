import { defineSandboxSuite, sandboxApiBase } from '../../playwright.shared.ts'

// Test pages load the BUILT dist/parkade.js: the page server's command builds it first.
const apiPort = Number(process.env.E2E_API_PORT ?? 8791)
const pagesPort = Number(process.env.E2E_PAGES_PORT ?? 5176)
export const apiBase = sandboxApiBase(apiPort)
export const pagesBase = `http://127.0.0.1:${pagesPort}`

export default defineSandboxSuite({
  name: 'parkade-elements-e2e-',
  apiPort,
  baseURL: pagesBase,
  pageServer: {
    command: 'pnpm run build && node e2e/pagesServer.mjs',
    url: `${pagesBase}/health`,
    env: { E2E_PAGES_PORT: String(pagesPort), E2E_API_BASE: apiBase, PARKADE_BUILD_TYPES: 'off' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
