import { expect, test as base } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { Booking } from '@parkade/core'
import { apiBase, examplesBase } from '../playwright.config.ts'
import { mailedCodeAt, registerDriverAt, seriousA11yViolations, signUpInDialog } from '../../playwright.shared.ts'

export { expect, apiBase, examplesBase, seriousA11yViolations, signUpInDialog }

export interface HostEvent {
  type: string
  target: string
  bubbles: boolean
  composed: boolean
  detail: Record<string, unknown>
}

const EVENT_NAMES = ['ready', 'park-selected', 'booking-created', 'payment-succeeded', 'payment-failed', 'login', 'logout', 'auth-required', 'error']

/** What the host page heard: every parkade:* DOM event and every CSP violation, kept across reloads in sessionStorage. */
async function listenLikeAHost(page: Page) {
  await page.addInitScript((names: string[]) => {
    const read = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]
    const push = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify([...read(key), value]))
    for (const name of names) {
      document.addEventListener(`parkade:${name}`, (event) => {
        const custom = event as CustomEvent
        push('hostEvents', {
          type: event.type,
          target: (event.target as Element).tagName.toLowerCase(),
          bubbles: event.bubbles,
          composed: event.composed,
          detail: JSON.parse(JSON.stringify(custom.detail ?? null)),
        })
      })
    }
    document.addEventListener('securitypolicyviolation', (event) => push('cspViolations', `${event.violatedDirective} ${event.blockedURI}`))
  }, EVENT_NAMES)
}

export function hostEvents(page: Page): Promise<HostEvent[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('hostEvents') ?? '[]') as HostEvent[])
}


/** The newest code the sandbox API e-mailed to this address (its development outbox). */
export function mailedCode(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  return mailedCodeAt(apiBase, email, kind)
}

/** A new driver, registered through the API. */
export function registerDriver() {
  return registerDriverAt(apiBase, { email: `partner-driver-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`, firstName: 'Ada', lastName: 'Okafor' })
}

export async function bookingByCode(request: APIRequestContext, token: string, code: string): Promise<Booking> {
  const answer = await request.get(`${apiBase}/bookings/code/${code}`, { headers: { authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Booking
}

/** Signs in through an open Parkade login dialog. */
export async function signInThroughDialog(page: Page, email: string, password: string, labels = { email: 'Email', password: 'Password', submit: 'Log in' }) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(labels.email, { exact: true }).fill(email)
  await dialog.getByLabel(labels.password, { exact: true }).fill(password)
  await dialog.getByRole('button', { name: labels.submit, exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** Pays on the sandbox provider's hosted page (Wave, the mobile-money redirect) and waits to be back. */
export async function payOnProviderPage(page: Page, back: RegExp) {
  await page.waitForURL(/\/sandbox\/(paystack|wave|stripe)\/checkout\//)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: /^(Pay|Payer) / }).click()
  await page.waitForURL(back)
}

/**
 * Pays in the popup of Paystack's inline script (its sandbox stand-in, loaded from the API when
 * the payment starts), then waits for the page to come back with the payment's reference.
 */
export async function payInPaystackPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Paystack \((sandbox|bac à sable)\)$/ })
  await expect(dialog).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  // Marked, so that a reload or a navigation (which would lose the mark) shows in stillSamePage.
  await page.evaluate(() => void ((window as unknown as { samePage?: boolean }).samePage = true))
  await dialog.getByRole('button', { name: /^(Pay|Payer)$/ }).click()
}

/** True while the page marked by payInPaystackPopup has been neither reloaded nor left. */
export function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true)
}

/** Types Stripe's paying test card into the card provider's field shown in `scope`, before Pay. */
export async function enterTestCard(scope: Locator) {
  const field = scope.getByRole('group', { name: 'Card details' })
  await expect(field).toBeVisible()
  await field.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; hostChecks: void }>({
  /** Console errors a test causes on purpose (a wrong password is a 401 the browser logs). */
  allowedConsoleErrors: [[], { option: true }],
  // Every example must run with no uncaught error, no console error and no CSP violation.
  hostChecks: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`))
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) problems.push(`console: ${message.text()}`)
      })
      await listenLikeAHost(page)
      await use()
      const violations = await page
        .evaluate(() => JSON.parse(sessionStorage.getItem('cspViolations') ?? '[]') as string[])
        .catch(() => [] as string[])
      expect([...problems, ...violations.map((v) => `CSP: ${v}`)], 'errors or CSP violations in the page').toEqual([])
    },
    { auto: true },
  ],
})
