import AxeBuilder from '@axe-core/playwright'
import { expect, test as base } from '@playwright/test'
import type { Page } from '@playwright/test'
import { AUTH_EMULATOR_URL, apiBase } from '../playwright.config.ts'

export { expect }
export { apiBase }

/** Opens the playground against the e2e sandbox API; `country`/`lang` as a partner page would set them. */
export async function openPlayground(page: Page, params: { country?: string; lang?: 'en' | 'fr'; theme?: string } = {}) {
  const search = new URLSearchParams({ api: apiBase, authEmulator: AUTH_EMULATOR_URL, ...params })
  await page.goto(`/?${search}`)
}

/** axe-core violations of impact serious or critical, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** Registers a fresh driver through the API and returns its token. */
export async function registerDriver(email = `driver-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`, password = 'parkade-pass-1') {
  const response = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: 'Test', last_name: 'Driver' }),
  })
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { access_token: string }
  return { email, password, token: body.access_token }
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  // A console error in the playground is a bug unless a test says otherwise.
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(String(error)))
      await use()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})
