import { expect, test as base } from '@playwright/test'
import type { Page } from '@playwright/test'
import { AUTH_EMULATOR_URL, apiBase } from '../playwright.config.ts'
import { registerDriverAt, seriousA11yViolations } from '../../../playwright.shared.ts'

export { expect }
export { apiBase, seriousA11yViolations }

/** Opens the playground against the e2e sandbox API; `country`/`lang` as a partner page would set them. */
export async function openPlayground(page: Page, params: { country?: string; lang?: 'en' | 'fr'; theme?: string } = {}) {
  const search = new URLSearchParams({ api: apiBase, authEmulator: AUTH_EMULATOR_URL, ...params })
  await page.goto(`/?${search}`)
}


/** Registers a fresh driver through the API and returns its token. */
export function registerDriver(email?: string, password?: string) {
  return registerDriverAt(apiBase, { email, password })
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
