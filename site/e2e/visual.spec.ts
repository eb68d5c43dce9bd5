import type { Locator, Page } from '@playwright/test'
import type { Park } from '@parkade/core'
import { expect, firstPark, registerDriver, signInWithToken, test } from './fixtures.ts'
import type { Driver } from './fixtures.ts'

// Visual regression (issue 23): the key pages at a phone's and a laptop's width, in English and
// French, against the baselines in visual.spec.ts-snapshots/. A page that loses its padding or
// whose columns collapse fails; antialiasing between two runs of Debian's Chromium does not.
// Refresh the baselines after a wanted change with `--update-snapshots` and look at them.

// "Now" in the browser: the checkout's default times and every "today" are read from it. In the
// future of any run, so the API still takes the stay the checkout prices (its own clock is real).
const NOW = new Date('2030-01-16T08:00:00Z')
const WIDTHS = [360, 1280] as const
const LANGS = ['en', 'fr'] as const

// 0.5 % of the page's pixels: a text's antialiasing moves a few dozen pixels, a panel losing
// its 24 px padding or a two-column page turning into one moves many thousands (the proof is in
// the report of the commit that added this file: the park page without its column rule fails).
const TOLERANCE = { maxDiffPixelRatio: 0.005, threshold: 0.2 } as const

/** The parts that change by themselves: the map (tiles, pins, their animation), time-filtered lists. */
function dynamicParts(page: Page): Locator[] {
  return [
    page.locator('.pk-map'),
    // Upcoming events: which are still to come is the API's real clock's answer.
    page.getByTestId('home-events'),
    // A park's spaces free now: bookings other tests of the run made.
    page.locator('.pk-row').filter({ has: page.locator('dt', { hasText: /^(Available now|Places libres)$/ }) }).locator('dd'),
  ]
}

async function open(page: Page, lang: (typeof LANGS)[number], width: number, path: string) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.site-spinner')).toHaveCount(0)
  // A full-page capture takes the page's whole width: nothing may stick out of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `scroll width at ${width} px`).toBeLessThanOrEqual(width)
  // Every picture drawn, the lazy ones too (a full-page capture would load them half-way), every font in use loaded.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await document.fonts.ready
    const pending = [...document.images].filter((image) => !image.complete)
    await Promise.all(pending.map((image) => new Promise((done) => ['load', 'error'].forEach((kind) => image.addEventListener(kind, done, { once: true })))))
  })
}

async function expectLooksAsBefore(page: Page, name: string, mask: Locator[] = []) {
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', mask: [...dynamicParts(page), ...mask], ...TOLERANCE })
}

test.describe('the key pages look as their baselines', () => {
  let park: Park
  let driver: Driver

  test.beforeAll(async () => {
    park = await firstPark({ country: 'NG', search: 'Abuja' })
    driver = await registerDriver(undefined, undefined, { firstName: 'Ada', lastName: 'Okafor' })
  })

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  for (const lang of LANGS) {
    test.describe(lang, () => {
      test.beforeEach(async ({ page }) => {
        if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('parkade:userLanguagePreference', 'fr'))
      })

      test('home', async ({ page }) => {
        for (const width of WIDTHS) {
          await open(page, lang, width, '/')
          await expect(page.getByTestId('home-destinations')).toBeVisible()
          await expect(page.getByTestId('home-facts').getByRole('listitem')).toHaveCount(3)
          await expectLooksAsBefore(page, `home-${width}-${lang}`)
        }
      })

      test('place search', async ({ page }) => {
        for (const width of WIDTHS) {
          await open(page, lang, width, `/search?${new URLSearchParams({ place: 'Nnamdi Azikiwe International Airport', lat: '9.0068', lng: '7.2632' })}`)
          await expect(page.getByRole('article').first()).toBeVisible()
          await expectLooksAsBefore(page, `search-${width}-${lang}`)
        }
      })

      test('park', async ({ page }) => {
        for (const width of WIDTHS) {
          await open(page, lang, width, `/park/${park.slug}`)
          await expect(page.getByRole('heading', { level: 2, name: park.name })).toBeVisible()
          await expectLooksAsBefore(page, `park-${width}-${lang}`)
        }
      })

      test('checkout', async ({ page }) => {
        for (const width of WIDTHS) {
          await open(page, lang, width, `/checkout/${park.slug}`)
          await expectLooksAsBefore(page, `checkout-${width}-${lang}`)
        }
      })

      test('wallet, signed in', async ({ page }) => {
        await signInWithToken(page, driver.token)
        for (const width of WIDTHS) {
          await open(page, lang, width, '/wallet')
          // The address is new on every run.
          await expectLooksAsBefore(page, `wallet-${width}-${lang}`, [page.getByText(driver.email)])
        }
      })
    })
  }
})
