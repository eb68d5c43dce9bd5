import { defineSandboxSuite, sandboxApiBase } from '../playwright.shared.ts'

// Every example against its own sandbox API, with the BUILT parkade.js and react-partner app:
// the page server's command builds them first.
const apiPort = Number(process.env.E2E_API_PORT ?? 8793)
const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? 5178)
export const apiBase = sandboxApiBase(apiPort)
export const examplesBase = `http://127.0.0.1:${examplesPort}`

export default defineSandboxSuite({
  name: 'parkade-examples-e2e-',
  apiPort,
  baseURL: examplesBase,
  pageServer: {
    command: 'pnpm run start',
    url: `${examplesBase}/health`,
    env: { EXAMPLES_PORT: String(examplesPort), PARKADE_API: apiBase, PARKADE_BUILD_TYPES: 'off' },
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
