import type { Page } from '@playwright/test'
import { expect, registerDriver, signInWithToken, test } from './fixtures.ts'

// SPEC §4 and §8 with real failing resources: the page chunks of the production build are made
// to fail (or hang) with page.route, the way a flaky network or a new deployment would.

// What Chromium and the site's error reporting log about a chunk that failed on purpose.
const CHUNK_FAILURE_LOGS = /Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module|\[parkade\]/

/** Counts the page loads of the tab (the first one and each reload). */
function countLoads(page: Page) {
  const loads = { count: 0 }
  page.on('load', () => {
    loads.count += 1
  })
  return loads
}

test.describe('the error boundary', () => {
  test.use({ allowedConsoleErrors: CHUNK_FAILURE_LOGS })

  test('reloads once by itself, 1 s after a page chunk fails, and the reloaded page works', async ({ page }) => {
    let failing = true
    let failedAt = 0
    // A modulepreload and the import may each ask for the failing chunk: count what reached it after the reload.
    let afterReload = 0
    await page.route(/\/assets\/WalletPage-[\w-]+\.js$/, (route) => {
      if (!failing) {
        afterReload += 1
        return route.continue()
      }
      failedAt ||= Date.now()
      return route.abort('failed')
    })
    const loads: number[] = []
    page.on('load', () => loads.push(Date.now()))
    await page.goto('/wallet')
    await expect(page.getByText('Reloading the page…')).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('parkade-site:auto-reloaded'))).not.toBeNull()
    failing = false
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeAttached()
    await expect(page.getByText('Please login to view your account')).toBeVisible()
    expect(loads).toHaveLength(2)
    expect(loads[1]! - failedAt).toBeGreaterThanOrEqual(1000)
    expect(afterReload).toBeGreaterThanOrEqual(1)
  })

  test("reloads only once: the same failure after the reload shows 'Something went wrong', then 'Go Home' after two retries", async ({ page }) => {
    await page.route(/\/assets\/WalletPage-[\w-]+\.js$/, (route) => route.abort('failed'))
    const loads = countLoads(page)
    await page.goto('/wallet')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.")).toBeVisible()
    await page.waitForTimeout(2000)
    expect(loads.count).toBe(2)
    // The header and footer stay: only the page failed.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached()
    await expect(page.getByRole('button', { name: 'Go Home' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('button', { name: 'Go Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Parking, booked before you arrive' })).toBeVisible()
    expect(loads.count).toBe(2)
  })

  test("says 'Loading Issue' when a page chunk takes more than 15 s, and Refresh recovers", async ({ page }) => {
    test.setTimeout(60_000)
    await page.route(/\/assets\/ProfilePage-[\w-]+\.js$/, () => {
      // Never answered: a connection that hangs.
    })
    await signInWithToken(page, (await registerDriver()).token)
    await page.goto('/profile')
    await expect(page.getByText('Loading the page…')).toBeVisible()
    await page.waitForTimeout(14_000)
    await expect(page.getByRole('heading', { name: 'Loading Issue' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Loading Issue' })).toBeVisible({ timeout: 3000 })
    await expect(page.getByText('Some resources are taking longer to load than expected. This might be due to a slow internet connection.')).toBeVisible()
    await page.unroute(/\/assets\/ProfilePage-[\w-]+\.js$/)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  })
})

test.describe("'Loading Error'", () => {
  test.use({ allowedConsoleErrors: CHUNK_FAILURE_LOGS })

  test('when the application itself cannot load: one automatic reload, then Loading Error with Retry', async ({ page }) => {
    let failing = true
    await page.route(/\/assets\/App-[\w-]+\.js$/, (route) => (failing ? route.abort('failed') : route.continue()))
    const loads = countLoads(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Loading Error' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Unable to load the application. Please check your internet connection and try again.')).toBeVisible()
    expect(loads.count).toBe(2)
    failing = false
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Parking, booked before you arrive' })).toBeVisible()
  })
})
