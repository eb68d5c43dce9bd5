import { expect, recordedEvents, seriousA11yViolations, test } from './fixtures.ts'
import { ParkSearchModel } from './models/parkSearch.model.ts'

// Parkade elements inside a single-page app whose routes add and remove them.
test.describe('in a single-page app', () => {
  test('route changes leave one listener per event, no stray styles, and the body scrollable', async ({ page }) => {
    await page.goto('/spa.html')
    const nav = page.getByRole('navigation', { name: 'Partner app' })
    for (let i = 0; i < 4; i++) {
      await nav.getByRole('button', { name: 'Find parking' }).click()
      await expect(new ParkSearchModel(page).viewButtons().first()).toBeVisible()
      await nav.getByRole('button', { name: 'Home' }).click()
      await expect(page.locator('parkade-park-search')).toHaveCount(0)
    }
    await nav.getByRole('button', { name: 'Find parking' }).click()
    const search = new ParkSearchModel(page)
    await search.viewButtons().first().click()
    await expect.poll(async () => (await recordedEvents(page)).filter((e) => e.type === 'parkade:park-selected').length).toBe(1)
    // Only the element alive now answered: the removed ones left nothing listening.
    await page.waitForTimeout(300)
    expect((await recordedEvents(page)).filter((e) => e.type === 'parkade:park-selected')).toHaveLength(1)

    // The login dialog locks the page's scroll; leaving the route while it is open gives it back.
    await nav.getByRole('button', { name: 'Account' }).click()
    await page.locator('parkade-login').getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.evaluate(() => (window as unknown as { partnerRoute(route: string): void }).partnerRoute('home'))
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => ({ overflow: document.body.style.overflow, computed: getComputedStyle(document.body).overflow }))).toEqual({ overflow: '', computed: 'visible' })

    // Styles live in the shadow roots only: nothing added to the document, nothing left behind.
    expect(await page.evaluate(() => ({ adopted: document.adoptedStyleSheets.length, styles: document.querySelectorAll('style').length }))).toEqual({ adopted: 0, styles: 0 })
    await nav.getByRole('button', { name: 'Find parking' }).click()
    await expect(search.viewButtons().first()).toBeVisible()
    expect(await page.locator('parkade-park-search').evaluate((el) => el.shadowRoot!.adoptedStyleSheets.length)).toBe(1)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('Parkade.destroy() twice is safe, and a new init works after it', async ({ page }) => {
    await page.goto('/spa.html')
    await page.getByRole('button', { name: 'Find parking' }).click()
    await expect(new ParkSearchModel(page).viewButtons().first()).toBeVisible()
    await page.evaluate(() => {
      const parkade = window.Parkade as unknown as { destroy(): void }
      parkade.destroy()
      parkade.destroy()
    })
    await expect(page.locator('parkade-park-search').getByRole('button', { name: /^View park/ })).toHaveCount(0)
    const api = await page.locator('script[data-api-base-url]').getAttribute('data-api-base-url')
    await page.evaluate((apiBaseUrl) => (window.Parkade as unknown as { init(options: object): void }).init({ apiBaseUrl, country: 'NG' }), api)
    await page.getByRole('button', { name: 'Home' }).click()
    await page.getByRole('button', { name: 'Find parking' }).click()
    await expect(new ParkSearchModel(page).viewButtons().first()).toBeVisible()
  })
})
