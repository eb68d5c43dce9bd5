import type { Page } from '@playwright/test'
import type { Park } from '@parkade/core'
import { expect, firstPark, registerDriver, seriousA11yViolations, signInWithToken, test } from './fixtures.ts'
import type { Driver } from './fixtures.ts'

// Every route of the issue renders, in English (Nigeria) and in French (Senegal, detected by IP on
// the first visit), with no console error and nothing serious or critical for axe.

interface RouteCase {
  path: (parks: { park: Park }) => string
  /** The page's main heading (level 1), by language. */
  heading: { en: RegExp; fr: RegExp }
  signedIn?: boolean
  /** The API refuses this page on purpose; Chromium logs the refused request. */
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
  { path: () => '/payment/success', heading: { en: /^Payment Successful$/, fr: /^Paiement réussi$/ } },
  { path: () => '/payment-success', heading: { en: /^Payment Successful$/, fr: /^Paiement réussi$/ } },
  { path: () => '/booking-success', heading: { en: /^Booking Confirmed$/, fr: /^Réservation confirmée$/ } },
  { path: () => '/get-started', heading: { en: /^Get Started$/, fr: /^Commencer$/ } },
  { path: () => '/auth', heading: { en: /^Log in$/, fr: /^Connexion$/ } },
  { path: () => '/auth/register', heading: { en: /^Create an account$/, fr: /^Créer un compte$/ } },
  { path: () => '/auth/forgot-password', heading: { en: /^Forgot password$/, fr: /^Mot de passe oublié$/ } },
  { path: () => '/register', heading: { en: /^Create an account$/, fr: /^Créer un compte$/ } },
  { path: () => '/verify', heading: { en: /^Verify$/, fr: /^Vérification$/ } },
  { path: () => '/forgot-password', heading: { en: /^Forgot password$/, fr: /^Mot de passe oublié$/ } },
  { path: () => '/no-such-page', heading: { en: /^404 Page Not Found!$/, fr: /^404 Page introuvable\s!$/ } },
  { path: () => '/bookings', heading: { en: /^My Bookings$/, fr: /^Mes réservations$/ } },
  { path: () => '/wallet', heading: { en: /^Wallet$/, fr: /^Portefeuille$/ } },
  { path: () => '/bookings', heading: { en: /^My Bookings$/, fr: /^Mes réservations$/ }, signedIn: true },
  { path: () => '/wallet', heading: { en: /^Wallet$/, fr: /^Portefeuille$/ }, signedIn: true },
  { path: () => '/wallet/callback', heading: { en: /^Wallet top-up$/, fr: /^Rechargement du portefeuille$/ }, signedIn: true },
  { path: () => '/profile', heading: { en: /^Profile$/, fr: /^Profil$/ }, signedIn: true },
  { path: () => '/add-vehicle', heading: { en: /^Add Vehicle$/, fr: /^Ajouter un véhicule$/ }, signedIn: true },
  { path: () => '/booking-details/PK-NOT-YOURS', heading: { en: /^403 Access Denied!$/, fr: /^403 Accès refusé\s!$/ }, signedIn: true, refused: true },
]

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
    let park: Park
    let driver: Driver

    test.beforeAll(async () => {
      park = await firstPark(variant.query)
      driver = await registerDriver()
    })

    for (const route of ROUTES) {
      const label = `${route.path({ park: { slug: '{slug}', park_code: '{parkCode}' } as Park })}${route.signedIn ? ' (signed in)' : ''}`
      test.describe(() => {
        if (route.refused) test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ })
        test(label, async ({ page }) => {
          if (route.signedIn) await signInWithToken(page, driver.token)
          await page.goto(route.path({ park }))
          await expectRendered(page, route.heading[variant.lang], variant.lang)
          expect(await seriousA11yViolations(page)).toEqual([])
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
