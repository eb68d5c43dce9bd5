import type { BrowserContext, Page, Route } from '@playwright/test'
import type { Park } from '@parkade/core'
import { IP_LOOKUP_URL } from '../playwright.config.ts'
import { apiBase, expect, firstPark, openInApp, registerDriver, signInWithToken, test } from './fixtures.ts'
import type { Driver } from './fixtures.ts'

// The API down, answering 500 with a proxy's HTML page, answering after 30 s, answering without
// CORS headers (a proxy that drops them), and the browser offline: every main screen says what
// happened in words a driver understands — offline, down and refused are different messages —,
// offers a way on (Retry, or the form again), is never blank, and works again once the API is back.

const NETWORK = 'Network error. Please check your internet connection and try again.'
const UNREACHABLE = 'Parkade could not be reached. Please try again in a moment.'
const REFUSED = 'This site could not connect to Parkade. Please try again later, or tell the site’s owner.'
const SERVER = 'The server could not answer right now. Please try again in a moment.'
const TIMEOUT = 'The server took too long to answer. Please try again.'

// Chromium logs every failed or refused request; the faults cause them on purpose.
test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_|CORS policy/ })

interface Screen {
  name: string
  path: (park: Park) => string
  signedIn?: boolean
  /** The screen's main heading, there whatever the API does. */
  heading: RegExp
  /** Makes the screen call the API (default: opening it does). */
  act?: (page: Page, driver: Driver) => Promise<void>
  /** What shows once the API answers again. */
  recovered: (page: Page, park: Park) => Promise<void>
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => '/',
    heading: /^Parking, booked before you arrive$/,
    // The home page reads nothing it cannot do without: searching from it is the first call.
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Where do you need to park?' }).fill('Lagos')
      await page.getByRole('combobox', { name: 'Where do you need to park?' }).press('Enter')
    },
    recovered: async (page) => {
      await expect(page.locator('.parkade-park-search').getByRole('listitem').first()).toBeVisible()
    },
  },
  {
    name: 'search',
    path: () => '/search?q=Lagos',
    heading: /^Search$/,
    recovered: async (page) => {
      await expect(page.locator('.parkade-park-search').getByRole('listitem').first()).toBeVisible()
    },
  },
  {
    name: 'park',
    path: (park) => `/park/${park.slug}`,
    heading: /^Park Details$/,
    recovered: async (page, park) => {
      await expect(page.getByRole('heading', { level: 2, name: park.name })).toBeVisible()
    },
  },
  {
    name: 'checkout',
    path: (park) => `/checkout/${park.slug}`,
    heading: /^Checkout$/,
    recovered: async (page, park) => {
      await expect(page.getByText(park.name).first()).toBeVisible()
    },
  },
  {
    name: 'login',
    path: () => '/auth',
    heading: /^Log in$/,
    act: async (page, driver) => {
      const main = page.locator('main')
      await main.getByLabel('Email', { exact: true }).fill(driver.email)
      await main.getByLabel('Password', { exact: true }).fill(driver.password)
      await main.getByRole('button', { name: 'Log in', exact: true }).click()
    },
    // The form again is the way on: sent once more, it signs in.
    recovered: async (page) => {
      await expect(page.getByRole('button', { name: /Test, Account menu/ })).toBeVisible()
    },
  },
  {
    name: 'bookings',
    path: () => '/bookings',
    heading: /^My Bookings$/,
    signedIn: true,
    recovered: async (page) => {
      await expect(page.getByText('You have no bookings yet.').or(page.locator('main').getByRole('listitem').first())).toBeVisible()
    },
  },
  {
    name: 'wallet',
    path: () => '/wallet',
    heading: /^Wallet$/,
    signedIn: true,
    recovered: async (page) => {
      await expect(page.getByText(/₦0(\.00)?/).first()).toBeVisible()
    },
  },
]

type Fault = 'down' | '500' | 'slow' | 'offline' | 'refused'

/** API requests each fault touched (offline: screens opened offline), for the report. */
const touched: Record<Fault, number> = { down: 0, '500': 0, slow: 0, offline: 0, refused: 0 }

/** Makes every API call fail the fault's way until `heal()`; the page's own files still load. */
async function breakApi(page: Page, context: BrowserContext, fault: Fault) {
  let broken = true
  const handler = async (route: Route) => {
    if (!broken) return route.continue()
    touched[fault]++
    if (fault === 'down') return route.abort('connectionrefused')
    if (fault === '500') return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1><script>window.__leaked=1</script></body></html>' })
    if (fault === 'offline') return route.abort('internetdisconnected')
    // An answer that allows another origin only (Playwright would add a matching header to one with
    // none): the browser hides it from the page, while a no-cors probe still arrives.
    if (fault === 'refused') return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': 'https://partner.example' }, body: '{}' })
    // 'slow': the answer comes after 30 s, long after the client gave up.
    await new Promise((resolve) => setTimeout(resolve, 30_000))
    return route.continue().catch(() => undefined)
  }
  await page.route(`${apiBase}/**`, handler)
  if (fault === 'offline') await context.setOffline(true)
  return {
    heal: async () => {
      broken = false
      if (fault === 'offline') await context.setOffline(false)
    },
  }
}

/** Moves inside the single-page app, as its links do, without loading a document. */
async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

let park: Park
let otherPark: Park
test.beforeAll(async () => {
  park = await firstPark({ q: 'Lagos' })
  otherPark = await firstPark({ q: 'Abuja' })
})

const EXPECTED = { down: UNREACHABLE, '500': SERVER, offline: NETWORK, refused: REFUSED } as const

for (const fault of ['down', '500', 'offline', 'refused'] as const) {
  const expected = EXPECTED[fault]
  test.describe(`API ${fault}`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name}: says “${expected.slice(0, 30)}…”, offers a way on, and recovers`, async ({ page, context }) => {
        const driver = await registerDriver()
        if (screen.signedIn) await signInWithToken(page, driver.token)
        let fault_: Awaited<ReturnType<typeof breakApi>>
        if (fault === 'offline') {
          // The screen and its code load online; the connection goes; the screen is opened again
          // inside the app (no reload, which offline would refuse) and reads the API offline.
          await page.goto('/')
          // Every chunk the home page asks for is in before anything goes offline.
          await page.waitForLoadState('networkidle')
          if (screen.name === 'home') {
            await spaNavigate(page, '/search?q=Lagos')
            await screen.recovered(page, park)
          }
          await spaNavigate(page, screen.path(otherPark))
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
          if (!screen.act) await screen.recovered(page, otherPark)
          await page.waitForLoadState('networkidle')
          await context.setOffline(true)
          if (screen.name !== 'home' && screen.name !== 'login') {
            // Another park than the one read online, so nothing cached can stand in for the API.
            await spaNavigate(page, '/')
            await spaNavigate(page, screen.path(park))
          }
          touched.offline++
          fault_ = { heal: () => context.setOffline(false) }
        } else {
          fault_ = await breakApi(page, context, fault)
          // Opened inside the site, so the screen's reads are the browser's (the server reads for
          // a page opened by its address, see serverRender.spec.ts).
          await openInApp(page, screen.path(park))
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
        }
        if (screen.act) await screen.act(page, driver)
        const alert = page.getByRole('alert').filter({ hasText: expected }).first()
        await expect(alert).toBeVisible()
        // Never the raw answer of a broken server.
        await expect(page.locator('body')).not.toContainText('502 Bad Gateway')
        expect(await page.evaluate(() => (window as unknown as { __leaked?: number }).__leaked)).toBeUndefined()
        await fault_.heal()
        // Each failed part of the screen has its own Retry; pressing them brings it all back.
        const failed = page.getByRole('alert').filter({ hasText: expected })
        for (let round = 0; round < 5 && (await failed.count()) > 0; round++) {
          const retry = failed.first().getByRole('button', { name: 'Retry' })
          if (await retry.count()) await retry.click()
          else await screen.act?.(page, driver)
          await page.waitForTimeout(300)
        }
        await screen.recovered(page, park)
        await expect(failed).toHaveCount(0)
      })
    }
  })
}

test.describe('API answering after 30 s', () => {
  test('every main screen gives up at the client time-out with a clear message and Retry', async ({ browser }) => {
    test.setTimeout(120_000)
    const driver = await registerDriver()
    const anonymous = await browser.newContext()
    const signedIn = await browser.newContext()
    await signedIn.addInitScript((token) => localStorage.setItem('parkade:token', token), driver.token)
    try {
      // All screens wait at once: one time-out for the lot.
      await Promise.all(
        SCREENS.map(async (screen) => {
          const context = screen.signedIn ? signedIn : anonymous
          const page = await context.newPage()
          await page.route(IP_LOOKUP_URL, (route) => route.fulfill({ json: { country_code: 'NG' } }))
          await breakApi(page, context, 'slow')
          await page.goto(screen.path(park))
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
          const started = Date.now()
          if (screen.act) await screen.act(page, driver)
          const alert = page.getByRole('alert').filter({ hasText: TIMEOUT }).first()
          await expect(alert).toBeVisible({ timeout: 45_000 })
          // One read or two in a row, each given up at 15 s: never a screen left waiting for good.
          expect(Date.now() - started).toBeLessThan(45_000)
          // The way on: Retry, or the form (search, log in) still there to send again.
          const wayOn = alert.getByRole('button', { name: 'Retry' }).or(page.locator('main').getByRole('button', { name: /^(Search|Log in)$/ }))
          await expect(wayOn.first()).toBeEnabled()
        }),
      )
    } finally {
      await anonymous.close()
      await signedIn.close()
    }
  })
})

test.afterAll(() => {
  console.info(`[faults] API requests faulted: ${JSON.stringify(touched)}`)
})
