import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

// A sandbox API on its own port and fresh data directory, and a static server for the test
// pages, which load the BUILT dist/parkade.js (the webServer command builds it first).
const apiPort = Number(process.env.E2E_API_PORT ?? 8791)
const pagesPort = Number(process.env.E2E_PAGES_PORT ?? 5176)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'parkade-elements-e2e-'))
process.env.E2E_DATA_DIR = dataDir
export const apiBase = `http://127.0.0.1:${apiPort}/api/v1`
export const pagesBase = `http://127.0.0.1:${pagesPort}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: pagesBase,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'pnpm --filter @parkade/sandbox-api start',
      url: `${apiBase}/health`,
      env: { PORT: String(apiPort), PARKADE_DATA_DIR: dataDir, CORS_ORIGINS: pagesBase },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'pnpm run build && node e2e/pagesServer.mjs',
      url: `${pagesBase}/health`,
      env: { E2E_PAGES_PORT: String(pagesPort), E2E_API_BASE: apiBase },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
