import type { Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './fixtures.ts'
import { CheckoutModel } from './models/checkout.model.ts'
import { ParkSearchModel } from './models/parkSearch.model.ts'

// The widgets on a partner's page: their own type, whatever the page's; no sideways scroll on a
// phone; the keyboard taken where the driver's choice leads.

/** Computed type of the search's heading, a label, an input and a result's text, read in its shadow root. */
function searchType(page: Page) {
  return page.locator('#search').evaluate((host) => {
    const root = host.shadowRoot!
    const pick = (selector: string) => {
      const style = getComputedStyle(root.querySelector(selector)!)
      return { size: style.fontSize, lineHeight: style.lineHeight, family: style.fontFamily, letterSpacing: style.letterSpacing }
    }
    return { heading: pick('h2'), label: pick('label'), input: pick('input'), text: pick('.parkade'), host: pick(':host > *') }
  })
}

test('the page’s font size, line height and family do not reach the widgets', async ({ page }) => {
  await page.goto('/plain.html')
  await expect(new ParkSearchModel(page).viewButtons().first()).toBeVisible()
  const own = await searchType(page)
  expect(own.heading.size).toBe('20px')
  expect(own.input.size).toBe('16px')

  await page.goto('/host-styles.html')
  await expect(new ParkSearchModel(page).viewButtons().first()).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).lineHeight)).not.toBe('normal')
  expect(await searchType(page)).toEqual(own)
  // The login button too.
  const button = (p: Page) => p.locator('parkade-login').getByRole('button', { name: 'Log in' }).evaluate((b) => [getComputedStyle(b).fontSize, getComputedStyle(b).fontFamily])
  const onHostPage = await button(page)
  await page.goto('/plain.html')
  expect(onHostPage).toEqual(await button(page))
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('search, detail and checkout fit the width: no sideways scroll', async ({ page }) => {
    await page.goto('/airport.html')
    const search = new ParkSearchModel(page)
    await search.viewButtons().first().click()
    await page.locator('parkade-park-detail').getByRole('button', { name: /^Book/ }).click()
    const checkout = new CheckoutModel(page)
    await checkout.toPayment('LSR 360 PH')
    await expect(checkout.host.getByRole('button', { name: 'Sign in to book' })).toBeVisible()
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
    expect(widths.scroll).toBeLessThanOrEqual(widths.client)
    await checkout.host.getByRole('button', { name: 'Sign in to book' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const inDialog = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
    expect(inDialog.scroll).toBeLessThanOrEqual(inDialog.client)
  })
})

test('keyboard: "View park" takes the focus to the park’s detail and scrolls it into view', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 })
  await page.goto('/airport.html')
  const search = new ParkSearchModel(page)
  const first = search.viewButtons().first()
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^View park: /, '')
  await first.focus()
  await page.keyboard.press('Enter')
  const detail = page.locator('parkade-park-detail')
  await expect(detail.getByRole('heading', { name, level: 2 })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return { tag: active?.tagName.toLowerCase(), inDetail: document.querySelector('parkade-park-detail')?.shadowRoot?.contains(active) ?? false }
      }),
    )
    .toEqual({ tag: 'h2', inDetail: true })
  const box = await detail.getByRole('heading', { name, level: 2 }).boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(700)
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('money shows the currency’s minor units: never one decimal', async ({ page }) => {
  await page.goto('/airport.html')
  const search = new ParkSearchModel(page)
  await search.viewButtons().first().click()
  await page.locator('parkade-park-detail').getByRole('button', { name: /^Book/ }).click()
  const checkout = new CheckoutModel(page)
  await expect(checkout.host.getByTestId('checkout-total')).toBeVisible()
  const amounts = async () =>
    page.evaluate(() =>
      ['parkade-park-search', 'parkade-park-detail', 'parkade-checkout'].flatMap((tag) => (document.querySelector(tag)?.shadowRoot?.textContent ?? '').match(/₦[\d,]+(\.\d+)?/g) ?? []),
    )
  const shown = await amounts()
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.filter((amount) => /\.\d$/.test(amount) || /\.\d{3,}$/.test(amount))).toEqual([])
  expect(shown.filter((amount) => amount.includes('.'))).toEqual(shown.filter((amount) => /\.\d\d$/.test(amount)))
})
