import type { Page } from '@playwright/test'
import { AUTH_EMULATOR_URL } from '../playwright.config.ts'
import { apiBase, expect, registerDriver, test } from './fixtures.ts'

// Google and Apple sign-in against the Firebase Auth emulator this suite starts (playwright.config.ts).
// The browser has no network, so the provider step signs in the emulator identity of the email
// typed in the dialog; the Firebase ID token, the server's verification with firebase-admin, the
// success flag, the reload and the welcome are the production path.

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}${Math.round(Math.random() * 1e4)}@example.com`

async function signInWith(page: Page, provider: 'Google' | 'Apple', email: string, { from = '/events' } = {}) {
  await page.goto(from)
  await page.getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Email', { exact: true }).fill(email)
  // A mark on this document: gone once the 500 ms reload has happened.
  await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true))
  await dialog.getByRole('button', { name: `Continue with ${provider}` }).click()
  return dialog
}

const welcomeToast = (page: Page) => page.locator('.site-toasts[data-position="top-center"] .site-toast')
const welcomeText = (page: Page) => welcomeToast(page).locator('p')

async function expectSignedInAfterReload(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false)
  await expect(page.getByRole('button', { name: `${firstName}, Account menu` })).toBeVisible()
  // SPEC §4: the success flag is cleared 1 s after the welcome.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('parkade:social_login_success'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('parkade:token'))).toBeTruthy()
}

test.describe('Google and Apple sign-in (Firebase Auth emulator)', () => {
  test('a new Google user is created, goes home, reloads signed in and sees the account-created welcome', async ({ page }) => {
    const email = uniqueEmail('ngozi.eze')
    await signInWith(page, 'Google', email)
    await expect(welcomeText(page)).toHaveText('Welcome to Parkade! Your account is ready.')
    await expect(welcomeToast(page)).toHaveAttribute('data-kind', 'created')
    await expectSignedInAfterReload(page, 'Ngozi')
    const profile = await page.evaluate(async (api) => {
      const token = localStorage.getItem('parkade:token')
      return (await fetch(`${api}/users/profile`, { headers: { authorization: `Bearer ${token}` } })).json()
    }, apiBase)
    expect(profile).toMatchObject({ email, first_name: 'Ngozi', last_name: 'Eze', auth_providers: ['google'] })
  })

  test('a driver whose email has a password account is linked to it and told so', async ({ page }) => {
    const driver = await registerDriver(uniqueEmail('amaka.obi'))
    await signInWith(page, 'Google', driver.email)
    await expect(welcomeText(page)).toHaveText('You are signed in. This sign-in method is now linked to your existing Parkade account.')
    await expect(welcomeToast(page)).toHaveAttribute('data-kind', 'linked')
    // The account keeps its name (Test Driver), now with Google beside the password.
    await expectSignedInAfterReload(page, 'Test')
  })

  test('a returning Apple user is welcomed back', async ({ page }) => {
    const email = uniqueEmail('moussa.sow')
    await signInWith(page, 'Apple', email)
    await expect(welcomeToast(page)).toHaveAttribute('data-kind', 'created')
    await expectSignedInAfterReload(page, 'Moussa')
    await page.getByRole('button', { name: 'Moussa, Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()

    await signInWith(page, 'Apple', email)
    await expect(welcomeText(page)).toHaveText('Welcome back, Moussa!')
    await expect(welcomeToast(page)).toHaveAttribute('data-kind', 'welcomeBack')
    await expectSignedInAfterReload(page, 'Moussa')
  })

  test.describe('with the Auth emulator stopped', () => {
    // Firebase logs the refused connection itself.
    test.use({ allowedConsoleErrors: /ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to load resource/ })

    test('the driver is told the authentication service is unavailable, and stays signed out', async ({ page }) => {
      // What the browser meets when nothing listens on the emulator's port.
      await page.route(`${AUTH_EMULATOR_URL}/**`, (route) => route.abort('connectionrefused'))
      const dialog = await signInWith(page, 'Google', uniqueEmail('offline'))
      await expect(dialog.getByRole('alert')).toHaveText('Authentication service unavailable. Please try again later.')
      await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
      expect(await page.evaluate(() => localStorage.getItem('parkade:token'))).toBeNull()
      expect(await page.evaluate(() => localStorage.getItem('parkade:social_login_success'))).toBeNull()
    })
  })
})
