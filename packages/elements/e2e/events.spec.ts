import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { apiBase, expect, firstPark, recordedEvents, test } from './fixtures.ts'
import type { RecordedEvent } from './fixtures.ts'
import { guideEventTable } from './guideEventTable.ts'
import { CheckoutModel } from './models/checkout.model.ts'
import { ParkSearchModel } from './models/parkSearch.model.ts'

// What the elements dispatch, against the partner guide's table of events: every event heard is
// in the table, comes from where the table says, and carries the detail it lists.

const GUIDE = guideEventTable(readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8'))
const ELEMENTS = ['parkade-login', 'parkade-park-search', 'parkade-park-detail', 'parkade-checkout']

async function registered(country?: string) {
  const email = `events-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const answer = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'parkade-pass-5', first_name: 'Ife', last_name: 'Ola', ...(country ? { country_id: country } : {}) }),
  })
  expect(answer.status).toBe(201)
  return { email, password: 'parkade-pass-5', token: ((await answer.json()) as { access_token: string }).access_token }
}

/** Checks every event heard against the guide; `causedBy` names the element each widget event must come from. */
function expectAsTheGuideSays(events: RecordedEvent[], causedBy: Partial<Record<string, string>>, connected: string[]) {
  for (const event of events) {
    const row = GUIDE.find((r) => r.name === event.type)
    expect(row, `${event.type} is in the guide's table`).toBeDefined()
    expect(event, event.type).toMatchObject({ bubbles: true, composed: true })
    const keys = Object.keys(event.detail ?? {})
    expect(keys.filter((key) => !row!.keys.includes(key)), `${event.type}: detail keys the guide does not list`).toEqual([])
    expect(row!.keys.filter((key) => !row!.optional.includes(key) && !keys.includes(key)), `${event.type}: detail keys the guide promises`).toEqual([])
  }
  for (const row of GUIDE) {
    const heard = events.filter((event) => event.type === row.name)
    if (heard.length === 0) continue
    if (row.from.startsWith('every element')) {
      // One per connected element, each time.
      expect(heard.length % connected.length, `${row.name} from every element`).toBe(0)
      expect([...new Set(heard.map((event) => event.target))].sort(), row.name).toEqual([...connected].sort())
    } else if (causedBy[row.name]) {
      expect(heard.map((event) => event.target), row.name).toEqual(heard.map(() => causedBy[row.name]))
    }
  }
}

const readyTargets = async (page: Page) => (await recordedEvents(page)).filter((event) => event.type === 'parkade:ready').map((event) => [event.target, event.detail.widget])

test('the airport page: the events a driver causes are the guide’s, from the elements it says, with the detail it lists', async ({ page }) => {
  const driver = await registered('NG')
  await page.goto('/airport.html')
  const search = new ParkSearchModel(page)
  await search.viewButtons().first().click()
  const detail = page.locator('parkade-park-detail')
  await detail.getByRole('button', { name: /^Book/ }).click()
  const checkout = new CheckoutModel(page)
  await checkout.toPayment('LSR 410 EV')
  await checkout.host.getByRole('button', { name: 'Sign in to book' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
  await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(checkout.payButton()).toBeVisible()

  // A new query searches again: no second 'ready'.
  await page.locator('parkade-park-search').evaluate((element) => element.setAttribute('query', 'Abuja'))
  await expect(search.heading('Parking near Abuja')).toBeVisible()
  await page.locator('parkade-park-search').evaluate((element) => element.setAttribute('lang', 'fr'))
  await page.locator('parkade-park-search').evaluate((element) => element.setAttribute('country', 'SN'))
  await expect.poll(async () => (await recordedEvents(page)).filter((event) => event.type === 'parkade:country-changed').length).toBe(ELEMENTS.length)
  await page.locator('parkade-login').getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page.locator('parkade-login').getByRole('button', { name: 'Se connecter' })).toBeVisible()

  const events = await recordedEvents(page)
  expect([...new Set(events.map((event) => event.type))].sort()).toEqual(
    ['parkade:ready', 'parkade:park-selected', 'parkade:auth-required', 'parkade:login', 'parkade:language-changed', 'parkade:logout', 'parkade:country-changed'].sort(),
  )
  expect(await readyTargets(page)).toEqual(
    expect.arrayContaining([
      ['parkade-login', 'login'],
      ['parkade-park-search', 'park-search'],
      ['parkade-park-detail', 'park-detail'],
      ['parkade-checkout', 'checkout'],
    ]),
  )
  expect(await readyTargets(page)).toHaveLength(4)
  expectAsTheGuideSays(events, { 'parkade:park-selected': 'parkade-park-search', 'parkade:auth-required': 'parkade-checkout' }, ELEMENTS)
})

test('ready: once per mount, from the element itself, also when an SPA route adds a new search beside a header that stays', async ({ page }) => {
  await page.goto('/shell.html')
  await expect.poll(() => readyTargets(page)).toEqual(expect.arrayContaining([['parkade-login', 'login'], ['parkade-wallet', 'wallet']]))
  const nav = page.getByRole('navigation', { name: 'Partner app' })
  for (let i = 1; i <= 3; i++) {
    await nav.getByRole('button', { name: 'Find parking' }).click()
    await expect(new ParkSearchModel(page).viewButtons().first()).toBeVisible()
    await expect.poll(async () => (await readyTargets(page)).filter(([, widget]) => widget === 'park-search')).toHaveLength(i)
    await nav.getByRole('button', { name: 'Home' }).click()
  }
  await page.waitForTimeout(300)
  // The header's two elements say ready in whichever order their parts arrive; then one search per visit.
  const targets = await readyTargets(page)
  expect([...targets.slice(0, 2)].sort()).toEqual([
    ['parkade-login', 'login'],
    ['parkade-wallet', 'wallet'],
  ])
  expect(targets.slice(2)).toEqual([
    ['parkade-park-search', 'park-search'],
    ['parkade-park-search', 'park-search'],
    ['parkade-park-search', 'park-search'],
  ])
  expectAsTheGuideSays(await recordedEvents(page), { 'parkade:ready': undefined }, ['parkade-login', 'parkade-wallet'])
})

test('United States: a card refused, then paid: one booking-created for the one booking', async ({ page }) => {
  const driver = await registered('US')
  const park = await firstPark('United States', 'New York')
  await page.goto(`/checkout.html#park=${park.slug}&country=US&token=${driver.token}`)
  const checkout = new CheckoutModel(page)
  await checkout.toPayment('NY 4821 ZK')
  const card = checkout.host.getByRole('group', { name: 'Card details' })
  await expect(card).toBeVisible()
  await expect.poll(() => page.evaluate(() => !!document.querySelector('parkade-checkout')?.shadowRoot?.querySelector('.pk-card-field-host input'))).toBe(true)
  // Pay with the card field empty: the hold is made, the card is refused.
  await checkout.payButton().click()
  await expect.poll(async () => (await recordedEvents(page)).filter((event) => event.type === 'parkade:payment-failed')).toHaveLength(1)
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await checkout.payButton().click()
  await expect(page.locator('parkade-checkout').getByTestId('booking-code')).toHaveText(/^PK-/, { timeout: 20_000 })

  const events = await recordedEvents(page)
  const created = events.filter((event) => event.type === 'parkade:booking-created')
  expect(created).toHaveLength(1)
  const succeeded = events.filter((event) => event.type === 'parkade:payment-succeeded')
  expect(succeeded).toHaveLength(1)
  expect(succeeded[0]!.detail.bookingId).toBe((created[0]!.detail.booking as { id: number }).id)
  expectAsTheGuideSays(
    events.filter((event) => event.type !== 'parkade:ready'),
    { 'parkade:booking-created': 'parkade-checkout', 'parkade:payment-failed': 'parkade-checkout', 'parkade:payment-succeeded': 'parkade-checkout', 'parkade:error': 'parkade-checkout' },
    ['parkade-login', 'parkade-checkout'],
  )
})

test.describe('no answer from the API, on a partner page', () => {
  // Chromium logs the refused and failed requests these tests cause.
  test.use({ allowedConsoleErrors: [/CORS policy|Failed to load resource|net::ERR_/] })

  const cases = [
    {
      name: 'answers the browser hides (a proxy or CDN that strips or rewrites the CORS header)',
      fault: { status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': 'https://elsewhere.example' }, body: '[]' },
      shown: 'This site could not connect to Parkade. Please try again later, or tell the site’s owner.',
      code: 'client.origin_refused',
      key: 'errors.request.originRefused',
    },
    { name: 'the API down', fault: null, shown: 'Parkade could not be reached. Please try again in a moment.', code: 'client.unreachable', key: 'errors.request.serverUnreachable' },
  ]
  for (const { name, fault, shown, code, key } of cases) {
    test(`${name}: the search says so in words, and parkade:error carries ${code} and its cause`, async ({ page }) => {
      await page.route(`${apiBase}/**`, (route) => (fault ? route.fulfill(fault) : route.abort('connectionrefused')))
      await page.goto('/search.html')
      await expect(page.locator('parkade-park-search').getByRole('alert').filter({ hasText: shown })).toBeVisible()
      const errors = (await recordedEvents(page)).filter((event) => event.type === 'parkade:error')
      // parkade.js carries no English of its own: the thrown error holds the text's key.
      expect(errors[0]).toMatchObject({ target: 'parkade-park-search', detail: { message: shown, code, widget: 'park-search', cause: { name: 'ParkadeApiError', message: key } } })
    })
  }
})

test('the guide’s first example runs against the seeded data: its search finds parks and its event shows', async ({ page }) => {
  await page.goto('/guide.html')
  const search = new ParkSearchModel(page)
  await expect(search.viewButtons().first()).toBeVisible()
  await expect(page.locator('parkade-park-search')).not.toContainText('No parks found')
  await expect(page.locator('[data-parkade="event-booking"]').getByRole('heading', { level: 2 })).toContainText('Lagos Christmas Charity Football Match')
  const errors = (await recordedEvents(page)).filter((event) => event.type === 'parkade:error')
  expect(errors).toEqual([])
})
