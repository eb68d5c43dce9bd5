import { expect, test as base } from '@playwright/test'
import type { Page } from '@playwright/test'
import { apiBase } from '../playwright.config.ts'
import { seriousA11yViolations } from '../../../playwright.shared.ts'

export { expect, apiBase, seriousA11yViolations }

/** The first park the sandbox API finds for a search in a country. */
export async function firstPark(country: string, search: string): Promise<{ slug: string; name: string }> {
  const answer = (await (await fetch(`${apiBase}/parks/front/parks/?${new URLSearchParams({ country, search })}`)).json()) as { items: { slug: string; name: string }[] }
  const park = answer.items[0]
  if (!park) throw new Error(`no park for ${search} in ${country}`)
  return park
}

export interface RecordedEvent {
  type: string
  target: string
  bubbles: boolean
  composed: boolean
  detail: Record<string, unknown>
}

/** The parkade:* events the page's document heard (e2e/pages/record.js). */
export function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { parkadeEvents: RecordedEvent[] }).parkadeEvents)
}


export const test = base.extend<{ allowedConsoleErrors: RegExp[]; pageChecks: void }>({
  /** Console errors a test causes on purpose (a script it blocks is logged as failing to load). */
  allowedConsoleErrors: [[], { option: true }],
  // Every page must run without an uncaught error, a console error or a CSP violation.
  pageChecks: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`))
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) problems.push(`console: ${message.text()}`)
      })
      await use()
      const violations = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []).catch(() => [])
      expect([...problems, ...violations.map((v) => `CSP: ${v}`)], 'errors or CSP violations in the page').toEqual([])
    },
    { auto: true },
  ],
})
