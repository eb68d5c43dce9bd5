import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

// A sandbox API on its own port and fresh data directory, and the playground pointed at it.
const apiPort = Number(process.env.E2E_API_PORT ?? 8790)
const playgroundPort = Number(process.env.PLAYGROUND_PORT ?? 5175)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'parkade-react-e2e-'))
process.env.E2E_DATA_DIR = dataDir
export const apiBase = `http://127.0.0.1:${apiPort}/api/v1`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${playgroundPort}`,
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
      env: { PORT: String(apiPort), PARKADE_DATA_DIR: dataDir, CORS_ORIGINS: `http://127.0.0.1:${playgroundPort}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'pnpm exec vite --config playground/vite.config.ts',
      url: `http://127.0.0.1:${playgroundPort}`,
      env: { PLAYGROUND_PORT: String(playgroundPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
