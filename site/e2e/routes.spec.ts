import type { Page } from '@playwright/test'
import type { BlogPost, MarketplaceItem, Page as ListPage, Park, ParkadeEvent } from '@parkade/core'
import { apiBase, expect, firstPark, registerDriver, seriousA11yViolations, signInWithToken, test } from './fixtures.ts'
import type { Driver } from './fixtures.ts'

// Every route of the issue renders, in English (Nigeria) and in French (Senegal, detected by IP on
// the first visit), with no console error and nothing serious or critical for axe.

/** What the routes are opened with: real records of the API, in the variant's country and language. */
interface RouteData {
  park: Park
  event: ParkadeEvent
  item: MarketplaceItem
  post: BlogPost
}

interface RouteCase {
  path: (data: RouteData) => string
  /** The page's main heading (level 1), by language, or the record's own title. */
  heading: { en: RegExp; fr: RegExp } | ((data: RouteData) => RegExp)
  signedIn?: boolean
  /** A 404 on purpose — the API's for a read, or the page's own for an unknown address; Chromium logs it. */
  refused?: boolean
}

const ROUTES: RouteCase[] = [
  { path: () => '/', heading: { en: /^Parking, booked before you arrive$/, fr: /^Votre parking, réservé avant votre arrivée$/ } },
  { path: () => '/home', heading: { en: /^Parking, booked before you arrive$/, fr: /^Votre parking, réservé avant votre arrivée$/ } },
  { path: () => '/search', heading: { en: /^Search$/, fr: /^Recherche$/ } },
  { path: () => '/parks-list', heading: { en: /^Find Parking$/, fr: /^Trouver un parking$/ } },
  { path: ({ park }) => `/park/${park.slug}`, heading: { en: /^Park Details$/, fr: /^Détails du parking$/ } },
  { path: ({ park }) => `/park/${park.park_code}`, heading: { en: /^Park Details$/, fr: /^Détails du parking$/ } },
  { path: ({ park }) => `/checkout/${park.slug}`, heading: { en: /^Checkout$/, fr: /^Validation de la réservation$/ } },
  { path: ({ park }) => `/booking/${park.park_code}`, heading: { en: /^Booking$/, fr: /^Réservation$/ } },
  { path: () => '/payment', heading: { en: /^Payment$/, fr: /^Paiement$/ } },
  // Opened with no payment to confirm: nothing was paid, so it does not say it succeeded.
  { path: () => '/payment/success', heading: { en: /^Payment$/, fr: /^Paiement$/ } },
  { path: () => '/payment-success', heading: { en: /^Payment$/, fr: /^Paiement$/ } },
  { path: () => '/booking-success', heading: { en: /^Booking confirmed$/, fr: /^Réservation confirmée$/ } },
  { path: () => '/get-started', heading: { en: /^Get Started$/, fr: /^Commencer$/ } },
  { path: () => '/auth', heading: { en: /^Log in$/, fr: /^Connexion$/ } },
  { path: () => '/auth/register', heading: { en: /^Create an account$/, fr: /^Créer un compte$/ } },
  { path: () => '/auth/forgot-password', heading: { en: /^Forgot password$/, fr: /^Mot de passe oublié$/ } },
  { path: () => '/register', heading: { en: /^Create an account$/, fr: /^Créer un compte$/ } },
  { path: () => '/verify', heading: { en: /^Verify$/, fr: /^Vérification$/ } },
  { path: () => '/forgot-password', heading: { en: /^Forgot password$/, fr: /^Mot de passe oublié$/ } },
  { path: () => '/no-such-page', heading: { en: /^404 Page Not Found!$/, fr: /^404 Page introuvable\s!$/ }, refused: true },
  { path: () => '/bookings', heading: { en: /^My Bookings$/, fr: /^Mes réservations$/ } },
  { path: () => '/wallet', heading: { en: /^Wallet$/, fr: /^Portefeuille$/ } },
  { path: () => '/bookings', heading: { en: /^My Bookings$/, fr: /^Mes réservations$/ }, signedIn: true },
  { path: () => '/wallet', heading: { en: /^Wallet$/, fr: /^Portefeuille$/ }, signedIn: true },
  { path: () => '/wallet/callback', heading: { en: /^Wallet top-up$/, fr: /^Rechargement du portefeuille$/ }, signedIn: true },
  { path: () => '/profile', heading: { en: /^Profile$/, fr: /^Profil$/ }, signedIn: true },
  { path: () => '/add-vehicle', heading: { en: /^Add a vehicle$/, fr: /^Ajouter un véhicule$/ }, signedIn: true },
  { path: () => '/booking-details/PK-NOT-YOURS', heading: { en: /^Booking not found$/, fr: /^Réservation introuvable$/ }, signedIn: true, refused: true },
  // Content, marketing, legal, parking types, events, marketplace, blog.
  { path: () => '/about', heading: { en: /^About Us$/, fr: /^À propos de nous$/ } },
  { path: () => '/help', heading: { en: /^Contact Us$/, fr: /^Nous contacter$/ } },
  { path: () => '/affiliates', heading: { en: /^Affiliates$/, fr: /^Programme d’affiliation$/ } },
  { path: () => '/careers', heading: { en: /^Careers$/, fr: /^Carrières$/ } },
  { path: () => '/media-coverage', heading: { en: /^Media Coverage$/, fr: /^Ils parlent de nous$/ } },
  { path: () => '/business-accounts', heading: { en: /^Business Accounts$/, fr: /^Comptes entreprise$/ } },
  { path: () => '/car-park-management', heading: { en: /^Car Park Management$/, fr: /^Gestion de parkings$/ } },
  { path: () => '/electric-vehicle-charging', heading: { en: /^Electric Vehicle Charging$/, fr: /^Recharge de véhicules électriques$/ } },
  { path: () => '/rent-out-ev-charger', heading: { en: /^Rent Out Your EV Charger$/, fr: /^Louez votre borne de recharge$/ } },
  { path: () => '/how-parkade-works', heading: { en: /^How Parkade Works$/, fr: /^Comment fonctionne Parkade$/ } },
  { path: () => '/book-demo', heading: { en: /^Book a Demo$/, fr: /^Demander une démo$/ } },
  { path: () => '/subscription-plans', heading: { en: /^Subscription Plans$/, fr: /^Formules d’abonnement$/ } },
  { path: () => '/cancellation-policy', heading: { en: /^Cancellation Policy$/, fr: /^Politique d’annulation$/ } },
  { path: () => '/privacy-policy', heading: { en: /^Privacy Policy$/, fr: /^Politique de confidentialité$/ } },
  { path: () => '/terms', heading: { en: /^Terms and Conditions$/, fr: /^Conditions générales$/ } },
  { path: () => '/airport-parking', heading: { en: /^Airport Parking$/, fr: /^Parking d’aéroport$/ } },
  { path: () => '/city-parking', heading: { en: /^City Parking$/, fr: /^Parking en ville$/ } },
  { path: () => '/stadium-parking', heading: { en: /^Stadium Parking$/, fr: /^Parking de stade$/ } },
  { path: () => '/station-parking', heading: { en: /^Station Parking$/, fr: /^Parking de gare$/ } },
  { path: () => '/parking-types/airport-parking', heading: { en: /^Airport Parking$/, fr: /^Parking d’aéroport$/ } },
  { path: () => '/parking-types/city-parking', heading: { en: /^City Parking$/, fr: /^Parking en ville$/ } },
  { path: () => '/parking-types/stadium-parking', heading: { en: /^Stadium Parking$/, fr: /^Parking de stade$/ } },
  { path: () => '/parking-types/station-parking', heading: { en: /^Station Parking$/, fr: /^Parking de gare$/ } },
  { path: () => '/events', heading: { en: /^Events$/, fr: /^Événements$/ } },
  { path: ({ event }) => `/event/${event.event_code}`, heading: ({ event }) => exactly(event.name) },
  { path: ({ event }) => `/booking/event/${event.event_code}`, heading: { en: /^Event Booking$/, fr: /^Réservation pour un événement$/ } },
  { path: () => '/private-event-access', heading: { en: /^Private Event Access$/, fr: /^Accès aux événements privés$/ } },
  { path: () => '/marketplace', heading: { en: /^Marketplace$/, fr: /^Place de marché$/ } },
  { path: ({ item }) => `/marketplace/${item.id}`, heading: ({ item }) => exactly(item.title) },
  { path: () => '/blog', heading: { en: /^Blog$/, fr: /^Blog$/ } },
  { path: ({ post }) => `/post/${post.id}`, heading: ({ post }) => exactly(post.title) },
  { path: () => '/vehicle-docs-renewal', heading: { en: /^Vehicle Documents Renewal$/, fr: /^Renouvellement des documents du véhicule$/ } },
]

function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/** The first record of a list of the API, asked in the variant's language. */
async function first<T>(path: string, lang: string): Promise<T> {
  const answer = (await (await fetch(`${apiBase}${path}`, { headers: { 'accept-language': lang } })).json()) as ListPage<T>
  const record = answer.items[0]
  if (!record) throw new Error(`nothing at ${path}`)
  return record
}

async function expectRendered(page: Page, heading: RegExp, lang: 'en' | 'fr') {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByText('Loading the page…')).toHaveCount(0)
  // Settled: nothing still loading in the page's components.
  await expect(page.locator('.pk-spinner')).toHaveCount(0)
  expect(await page.title()).toMatch(/Parkade/)
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
}

for (const variant of [
  { name: 'English (Nigeria)', country: 'NG', lang: 'en', query: { country: 'Nigeria', search: 'Lagos' } },
  { name: 'French (Senegal)', country: 'SN', lang: 'fr', query: { country: 'Senegal', search: 'Dakar' } },
] as const) {
  test.describe(`every route in ${variant.name}`, () => {
    test.use({ detectedCountry: variant.country })
    let data: RouteData
    let driver: Driver

    test.beforeAll(async () => {
      data = {
        park: await firstPark(variant.query),
        event: await first<ParkadeEvent>(`/events?country=${variant.country}`, variant.lang),
        item: await first<MarketplaceItem>(`/marketplace?country=${variant.country}`, variant.lang),
        post: await first<BlogPost>(`/blog/posts?lang=${variant.lang}`, variant.lang),
      }
      driver = await registerDriver()
    })

    for (const route of ROUTES) {
      const placeholders = { park: { slug: '{slug}', park_code: '{parkCode}' }, event: { event_code: '{eventCode}' }, item: { id: '{id}' }, post: { id: '{id}' } } as unknown as RouteData
      const label = `${route.path(placeholders)}${route.signedIn ? ' (signed in)' : ''}`
      test.describe(() => {
        if (route.refused) test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ })
        test(label, async ({ page }) => {
          if (route.signedIn) await signInWithToken(page, driver.token)
          await page.goto(route.path(data))
          await expectRendered(page, typeof route.heading === 'function' ? route.heading(data) : route.heading[variant.lang], variant.lang)
          expect(await seriousA11yViolations(page)).toEqual([])
          // No sideways scrolling from a small phone to a laptop.
          for (const width of [320, 360, 768, 1280]) {
            await page.setViewportSize({ width, height: 800 })
            await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `scroll width at ${width} px` }).toBeLessThanOrEqual(width)
          }
        })
      })
    }
  })
}

test('a phone 360 px wide gets the folded menu, and the page fits its width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the park page on a laptop puts the booking card (rate, fees, Book now) on the right beside the facts, and keeps it in view; a phone stacks it under the facts', async ({ page }) => {
  const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/park/${park.slug}`)
  const book = page.getByRole('button', { name: 'Book now' })
  const address = page.getByText('Address', { exact: true })
  await expect(book).toBeVisible()
  const [bookBox, addressBox] = [(await book.boundingBox())!, (await address.boundingBox())!]
  expect(bookBox.x).toBeGreaterThan(addressBox.x + 400)
  expect(bookBox.y + bookBox.height).toBeLessThan(800)
  await page.mouse.wheel(0, 400)
  await expect.poll(async () => (await book.boundingBox())!.y).toBeGreaterThan(0)
  expect(await seriousA11yViolations(page)).toEqual([])

  await page.setViewportSize({ width: 360, height: 740 })
  await expect.poll(async () => (await book.boundingBox())!.x - (await address.boundingBox())!.x).toBeLessThan(40)
  expect((await book.boundingBox())!.y).toBeGreaterThan((await address.boundingBox())!.y)
})

/** Tops up the driver's wallet through the sandbox provider, as paying on Paystack's page does. */
async function topUp(token: string, amount: number) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const started = (await (await fetch(`${apiBase}/wallet/add-funds`, { method: 'POST', headers, body: JSON.stringify({ amount }) })).json()) as { data: { reference: string } }
  const reference = started.data.reference
  const page = new URL(`/sandbox/paystack/checkout/${reference}`, apiBase)
  await fetch(page, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' })
  const verified = await fetch(`${apiBase}/wallet/verify-payment?payment_reference=${reference}&amount=${amount}&payment_provider=paystack`, { method: 'POST', headers: { authorization: headers.authorization } })
  expect(verified.status).toBe(200)
}

test('a phone 360 px wide shows the wallet and its transactions without sideways scrolling', async ({ page }) => {
  const driver = await registerDriver()
  for (const amount of [250000, 12500.5, 5000]) await topUp(driver.token, amount)
  await signInWithToken(page, driver.token)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/wallet')
  const table = page.getByRole('table', { name: 'Transactions' })
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table.getByRole('cell', { name: /^\+\W*₦12,500\.50$/ })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const panel = await page.locator('.parkade-wallet').boundingBox()
  const heading = await page.getByRole('heading', { level: 2, name: 'Wallet', exact: true }).boundingBox()
  expect((heading?.x ?? 0) - (panel?.x ?? 0)).toBeGreaterThanOrEqual(16)
  expect(await seriousA11yViolations(page)).toEqual([])
})

for (const variant of [
  { country: 'NG', lang: 'en', navigation: 'Main navigation' },
  { country: 'SN', lang: 'fr', navigation: 'Navigation principale' },
] as const) {
  test.describe(`a laptop 1280 px wide in ${variant.lang}`, () => {
    test.use({ detectedCountry: variant.country })
    test('signed in with a long name, the header fits on one row with its logo', async ({ page }) => {
      const driver = await registerDriver(undefined, undefined, { firstName: 'Oluwaseyifunmi', lastName: 'Adeyemi-Bankole' })
      await signInWithToken(page, driver.token)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/')
      const account = page.getByRole('button', { name: /^Oluwaseyifunmi, / })
      await expect(account).toBeVisible()
      await expect(page.getByRole('navigation', { name: variant.navigation })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
      expect((await page.locator('.site-logo svg').boundingBox())?.width).toBeGreaterThanOrEqual(24)
      const box = await account.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280)
    })
  })
}
