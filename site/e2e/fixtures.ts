import { expect, test as base } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Page as ListPage, Park } from '@parkade/core'
import { IP_LOOKUP_URL, apiBase } from '../playwright.config.ts'
import { mailedCodeAt, registerDriverAt, seriousA11yViolations, signUpInDialog } from '../../playwright.shared.ts'
import type { RegisteredDriver } from '../../playwright.shared.ts'

export { expect, apiBase, seriousA11yViolations, signUpInDialog }

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


export type Driver = RegisteredDriver

/** Registers a fresh driver through the API. */
export function registerDriver(email?: string, password?: string, names: { firstName?: string; lastName?: string } = {}): Promise<Driver> {
  return registerDriverAt(apiBase, { email, password, ...names })
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

/** Holds back the scripts `url` matches until the returned function is called: the page stays as the server drew it. */
export async function holdScripts(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Opens `path` by the site's own navigation, from a page that reads nothing, once that page is
 * live: the page's reads are then the browser's (a driver moving around the site), not made by
 * the server's render of a page opened by its address.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/about')
  await page.waitForFunction(() => (window as { parkadeLive?: boolean }).parkadeLive === true)
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** The newest code the sandbox API e-mailed to this address. */
export function mailedCode(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  return mailedCodeAt(apiBase, email, kind)
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
