import AxeBuilder from '@axe-core/playwright'
import { expect, test as base } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Page as ListPage, Park } from '@parkade/core'
import { IP_LOOKUP_URL, apiBase } from '../playwright.config.ts'

export { expect, apiBase }

export interface SiteOptions {
  /** What the IP lookup answers on a first visit (SPEC §4: the country is detected by IP). */
  detectedCountry: string
  /** Console errors a test causes on purpose (a failing chunk, a refused request). */
  allowedConsoleErrors: RegExp | null
}

export const test = base.extend<SiteOptions & { failOnConsoleErrors: void }>({
  detectedCountry: ['NG', { option: true }],
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, detectedCountry }, provide) => {
    await page.route(IP_LOOKUP_URL, (route) => route.fulfill({ json: { country_code: detectedCountry } }))
    await provide(page)
  },
  // SPEC / issue: every route renders with no console error.
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, provide) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors?.test(message.text())) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(String(error)))
      await provide()
      expect(errors, 'console errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

/** axe-core violations of impact serious or critical, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

export interface Driver {
  email: string
  password: string
  token: string
}

/** Registers a fresh driver through the API. */
export async function registerDriver(email = `driver-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`, password = 'parkade-pass-1'): Promise<Driver> {
  const response = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: 'Test', last_name: 'Driver' }),
  })
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { access_token: string }
  return { email, password, token: body.access_token }
}

/** Starts the page signed in, as a stored session does. */
export async function signInWithToken(page: Page, token: string) {
  // Once per tab: a logout and its reload must not bring the token back.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:signed-in')) return
    sessionStorage.setItem('e2e:signed-in', '1')
    localStorage.setItem('parkade:token', value)
  }, token)
}

/** The newest code the sandbox API e-mailed to this address. */
export async function mailedCode(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const response = await fetch(`${apiBase}/dev/outbox?email=${encodeURIComponent(email)}`)
  const messages = (await response.json()) as { kind: string; code: string | null }[]
  const code = messages.find((m) => m.kind === kind)?.code
  if (!code) throw new Error(`no ${kind} code for ${email}`)
  return code
}

export async function firstPark(query: Record<string, string>): Promise<Park> {
  const answer = (await (await fetch(`${apiBase}/parks/front/parks/?${new URLSearchParams(query)}`)).json()) as ListPage<Park>
  const park = answer.items[0]
  if (!park) throw new Error(`no park for ${JSON.stringify(query)}`)
  return park
}

/**
 * Pays in the popup of Paystack's inline script: the sandbox API's stand-in, loaded from where
 * the API says when the payment starts. The page then goes to its return URL.
 */
export async function payInPaystackPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Paystack (sandbox)' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click()
}
