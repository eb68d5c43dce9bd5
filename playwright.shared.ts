// What every browser suite shares: Debian's Chromium with the flags this machine needs, one
// worker, JSON counts for the root test runner, and a sandbox API on its own port and fresh
// data directory. Each package's playwright.config.ts adds only its own page server.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { defineConfig, expect } from '@playwright/test'
import type { Locator, Page, PlaywrightTestConfig } from '@playwright/test'

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number]

export interface SandboxSuite {
  /** Prefix of the data directory, e.g. 'parkade-react-e2e-'. */
  name: string
  apiPort: number
  baseURL: string
  pageServer: WebServer
  /**
   * Starts the Firebase Auth emulator on this port before the API, and points the API's token
   * verification at it (suites that sign in with Google/Apple). The page server must point the
   * browser at it too.
   */
  authEmulatorPort?: number
}

/** The Firebase project of the emulator runs: a `demo-` project needs no login and no network. */
export const EMULATOR_PROJECT_ID = 'demo-parkade'
const authEmulatorScript = join(dirname(fileURLToPath(import.meta.url)), 'scripts/auth-emulator.mjs')

export function authEmulatorUrl(port: number): string {
  return `http://127.0.0.1:${port}`
}

/** The sandbox API's data directory, made once per run and shared with the test workers. */
function e2eDataDir(name: string): string {
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), name))
  return process.env.E2E_DATA_DIR
}

export function sandboxApiBase(apiPort: number): string {
  return `http://127.0.0.1:${apiPort}/api/v1`
}

export function defineSandboxSuite({ name, apiPort, baseURL, pageServer, authEmulatorPort }: SandboxSuite) {
  const apiBase = sandboxApiBase(apiPort)
  const emulator: WebServer[] =
    authEmulatorPort === undefined
      ? []
      : [
          {
            command: `node "${authEmulatorScript}"`,
            url: `${authEmulatorUrl(authEmulatorPort)}/`,
            env: { AUTH_EMULATOR_PORT: String(authEmulatorPort), FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID },
            reuseExistingServer: false,
            // CPU-bound: 16–21 s alone, longer beside the other servers' builds.
            timeout: 180_000,
          },
        ]
  const firebaseEnv: Record<string, string> =
    authEmulatorPort === undefined ? {} : { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`, FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID }
  return defineConfig({
    testDir: './e2e',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
    use: {
      baseURL,
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        // Without the background-networking flags Chromium keeps reaching for the internet.
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      },
      trace: 'off',
    },
    webServer: [
      ...emulator,
      {
        command: 'pnpm --filter @parkade/api start',
        url: `${apiBase}/health`,
        // The suites read sign-up codes from the outbox, a development-only route.
        env: { PORT: String(apiPort), PARKADE_DATA_DIR: e2eDataDir(name), PARKADE_DEV_ROUTES: '1', ...firebaseEnv },
        reuseExistingServer: false,
        timeout: 180_000,
      },
      pageServer,
    ],
  })
}

/** axe-core violations of impact serious or critical, as readable lines: every suite allows none. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

export interface RegisteredDriver {
  email: string
  password: string
  token: string
}

/** Registers a fresh driver through the sandbox API at `apiBase` and returns its token. */
export async function registerDriverAt(
  apiBase: string,
  { email = `driver-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`, password = 'parkade-pass-1', firstName = 'Test', lastName = 'Driver' } = {},
): Promise<RegisteredDriver> {
  const response = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: firstName, last_name: lastName }),
  })
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { access_token: string }
  return { email, password, token: body.access_token }
}

/** The newest code the sandbox API at `apiBase` e-mailed to `email` (its dev outbox). */
export async function mailedCodeAt(apiBase: string, email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const response = await fetch(`${apiBase}/dev/outbox?email=${encodeURIComponent(email)}`)
  const messages = (await response.json()) as { kind: string; code: string | null }[]
  const code = messages.find((m) => m.kind === kind)?.code
  if (!code) throw new Error(`no ${kind} code for ${email}`)
  return code
}

/**
 * A new driver signs up in the open sign-in dialog (English), as a person does: "Create an
 * account", the form, then the e-mailed code; returns once every dialog has closed, signed in.
 */
export async function signUpInDialog(page: Page, apiBase: string, driver: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click()
  const signUp = page.getByRole('dialog', { name: 'Create your account' })
  await signUp.getByLabel('First name', { exact: true }).fill(driver.firstName)
  await signUp.getByLabel('Last name', { exact: true }).fill(driver.lastName)
  await signUp.getByLabel('Email', { exact: true }).fill(driver.email)
  await signUp.getByLabel('Password', { exact: true }).fill(driver.password)
  await signUp.getByRole('button', { name: 'Create account' }).click()
  const verify = page.getByRole('dialog', { name: 'Verify your email' })
  await expect(verify).toBeVisible()
  await verify.getByLabel('Verification code', { exact: true }).fill(await mailedCodeAt(apiBase, driver.email, 'verify-email'))
  await verify.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * Every request the page makes to a host other than `origins` (the local servers), as they happen:
 * a test that ends with this list empty proved nothing left for a host that is not configured.
 * `blob:` and `data:` never leave the browser.
 */
export function foreignRequests(page: Page, origins: string[]): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/^(blob|data):/.test(url)) return
    if (!origins.includes(new URL(url).origin)) foreign.push(url)
  })
  return foreign
}

/** Waits until the map in `scope` is ready and still (ParkMap marks a moving map data-moving). */
export async function mapSettled(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('.pk-map[data-status="ready"]:not([data-moving])')).toBeVisible({ timeout: 30_000 })
}

/**
 * Opens clusters until the map shows price pins, each click waited out (the map zooms in, then
 * stops, its markers drawn again) so that no click lands on a marker that is being replaced.
 */
export async function openClustersUntilPins(scope: Page | Locator): Promise<Locator> {
  const pins = scope.locator('.pk-map-pin')
  const clusters = scope.locator('.pk-map-cluster')
  const zoom = async () => Number(await scope.locator('.pk-map').getAttribute('data-zoom'))
  await mapSettled(scope)
  await expect(pins.or(clusters).first()).toBeVisible()
  for (let i = 0; i < 6 && (await pins.count()) === 0; i++) {
    const before = await zoom()
    await clusters.first().click({ timeout: 10_000 })
    await expect.poll(zoom, { timeout: 10_000 }).toBeGreaterThan(before)
    await mapSettled(scope)
  }
  await expect(pins.first()).toBeVisible()
  return pins
}

/**
 * Presses a map's "Search this area" and checks the box search it sends: a real box, and every park
 * answered inside it. Returns the parks, to compare with the list the page then shows.
 */
export async function searchThisArea(page: Page, button: Locator): Promise<{ name: string; lat: number; lng: number }[]> {
  const boxSearch = (url: string) => url.includes('/parks/front/parks/') && url.includes('min_lat=')
  const request = page.waitForRequest((r) => boxSearch(r.url()))
  const response = page.waitForResponse((r) => boxSearch(r.url()))
  await button.click()
  const box = Object.fromEntries([...new URL((await request).url()).searchParams].map(([k, v]) => [k, Number(v)]))
  expect(box.max_lat).toBeGreaterThan(box.min_lat!)
  expect(box.max_lng).toBeGreaterThan(box.min_lng!)
  const { items } = (await (await response).json()) as { items: { name: string; lat: number; lng: number }[] }
  expect(items.length).toBeGreaterThan(0)
  for (const park of items) {
    expect(park.lat, park.name).toBeGreaterThanOrEqual(box.min_lat!)
    expect(park.lat, park.name).toBeLessThanOrEqual(box.max_lat!)
    expect(park.lng, park.name).toBeGreaterThanOrEqual(box.min_lng!)
    expect(park.lng, park.name).toBeLessThanOrEqual(box.max_lng!)
  }
  return items
}
