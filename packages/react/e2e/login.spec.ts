import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { AUTH_EMULATOR_URL } from '../playwright.config.ts'
import { apiBase, expect, openPlayground, registerDriver, test } from './fixtures.ts'

const SECTION = 'Login dialog and account screens'

/** The playground's host button that opens the dialog (trigger mode). */
const trigger = (page: Page) => page.getByRole('button', { name: 'Open login dialog' })

async function openWithKeyboard(page: Page, name = 'Log in') {
  await trigger(page).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  return dialog
}

async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** The newest code the sandbox API e-mailed to this address. */
async function mailedCode(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const response = await fetch(`${apiBase}/dev/outbox?email=${encodeURIComponent(email)}`)
  const messages = (await response.json()) as { kind: string; code: string | null }[]
  const code = messages.find((m) => m.kind === kind)?.code
  if (!code) throw new Error(`no ${kind} code for ${email}`)
  return code
}

test.describe('LoginDialog against the sandbox API', () => {
  test('opens from its trigger with the keyboard, focus on the email field; empty submit shows SPEC §5 messages under their fields', async ({ page }) => {
    await openPlayground(page)
    const dialog = await openWithKeyboard(page)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    const email = dialog.getByLabel('Email', { exact: true })
    const password = dialog.getByLabel('Password', { exact: true })
    await expect(email).toBeFocused()

    await page.keyboard.press('Enter') // submits the form from the email field
    await expect(email).toHaveAccessibleDescription('This field is required!')
    await expect(password).toHaveAccessibleDescription('This field is required!')
    await expect(email).toBeFocused()

    await email.fill('driver@example')
    await password.fill('short')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email')
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters')
    await expect(page.getByTestId('event-log')).not.toContainText('login')
  })

  test('a wrong password shows the server’s message; the right one closes, returns focus and emits login', async ({ page }) => {
    const driver = await registerDriver()
    await openPlayground(page)
    const dialog = await openWithKeyboard(page)
    await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password')
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.')
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(driver.email)

    await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
    await dialog.getByRole('checkbox', { name: 'Remember me' }).check()
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(trigger(page)).toBeFocused()
    await expect(page.getByTestId('event-log')).toContainText('login')
    await expect(page.getByTestId('session-state')).toHaveText('signed in')
    const logins = await page.evaluate(() => (window as unknown as { parkadeEvents: { name: string }[] }).parkadeEvents.filter((e) => e.name === 'login').length)
    expect(logins).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('parkade:email'))).toBe(JSON.stringify(driver.email))
    // Nothing is left on the host's <body>.
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull()
  })

  test('Escape closes and focus returns to the opener; the backdrop closes too', async ({ page }) => {
    await openPlayground(page)
    await openWithKeyboard(page)
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(trigger(page)).toBeFocused()
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull()

    await openWithKeyboard(page)
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(trigger(page)).toBeFocused()
  })

  test('Tab and Shift+Tab cycle inside the open dialog', async ({ page }) => {
    await openPlayground(page)
    const dialog = await openWithKeyboard(page)
    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement))
    const seen = new Set<string>()
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInside()).toBe(true)
      seen.add(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? ''))
    }
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside()).toBe(true)
    }
    // The cycle went all the way round: the close button, the fields, the links.
    expect([...seen]).toEqual(expect.arrayContaining(['email', 'password', 'remember', '×', 'Forgot password?', 'Create an account']))
  })

  test('Google signs a new driver in through Firebase and the server, and the dialog closes', async ({ page }) => {
    await openPlayground(page)
    const dialog = await openWithKeyboard(page)
    const email = `kofi.mensah.${Date.now()}@example.com`
    await dialog.getByLabel('Email', { exact: true }).fill(email)
    await dialog.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0)
    await expect(page.getByTestId('session-state')).toHaveText('signed in')
    const login = await page.evaluate(() => (window as unknown as { parkadeEvents: { name: string; payload: unknown }[] }).parkadeEvents.find((e) => e.name === 'login')?.payload)
    expect(login).toMatchObject({ method: 'social', isNewUser: true, isAccountLinked: false, user: { email, first_name: 'Kofi' } })
    // SPEC §4: the success flag is set for the host's completion step.
    expect(await page.evaluate(() => localStorage.getItem('parkade:social_login_success'))).toBe('true')
  })

  test('Apple with the Auth service unreachable: the SPEC §8 message in French, focus stays on the button', async ({ page }) => {
    await page.route(`${AUTH_EMULATOR_URL}/**`, (route) => route.abort('connectionrefused'))
    await openPlayground(page, { country: 'SN' })
    const dialog = await openWithKeyboard(page, 'Connexion')
    const apple = dialog.getByRole('button', { name: 'Continuer avec Apple' })
    await apple.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('alert')).toHaveText('Le service d’authentification est indisponible. Veuillez réessayer plus tard.')
    await expect(apple).toBeFocused()
    await expect(page.getByTestId('session-state')).toHaveText('signed out')
  })

  test('opens itself when a widget asks for a signed-in driver (autoOpenOnAuthRequired)', async ({ page }) => {
    await openPlayground(page)
    const emitter = page.getByRole('button', { name: 'Emit auth-required' })
    await emitter.click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(emitter).toBeFocused()
  })

  test('axe: nothing serious or critical with the dialog open, nor in the section', async ({ page }) => {
    await openPlayground(page)
    const dialog = await openWithKeyboard(page)
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('This field is required!')
    expect(await seriousViolationsIn(page, '.parkade-login-dialog')).toEqual([])
    await page.keyboard.press('Escape')
    expect(await seriousViolationsIn(page, `section[aria-label="${SECTION}"]`)).toEqual([])
  })

  test('in French with country SN: French labels and French SPEC §5 messages', async ({ page }) => {
    await openPlayground(page, { country: 'SN' })
    const dialog = await openWithKeyboard(page, 'Connexion')
    const email = dialog.getByLabel('Adresse e-mail', { exact: true })
    const password = dialog.getByLabel('Mot de passe', { exact: true })
    await expect(email).toBeFocused()
    await expect(dialog.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Mot de passe oublié\u202f?' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Créer un compte' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Continuer avec Google' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible()

    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(email).toHaveAccessibleDescription('Ce champ est obligatoire\u202f!')
    await expect(password).toHaveAccessibleDescription('Ce champ est obligatoire\u202f!')
    await email.fill('conducteur@exemple')
    await password.fill('court')
    await expect(email).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide')
    await expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 8\u00a0caractères')
    expect(await seriousViolationsIn(page, '.parkade-login-dialog')).toEqual([])
  })
})

test.describe('Account screens against the sandbox API', () => {
  test('register, then verify the email with the e-mailed code', async ({ page }) => {
    const email = `new-${Date.now()}@example.com`
    await openPlayground(page)
    const section = page.getByRole('region', { name: SECTION })
    await section.getByRole('button', { name: 'Register' }).click()
    await section.getByLabel('First name').fill('Aminata')
    await section.getByLabel('Last name').fill('Diop')
    await section.getByLabel('Email', { exact: true }).fill(email)
    await section.getByLabel('Password', { exact: true }).fill('parkade-pass-2')
    await section.getByLabel('Country').selectOption('SN')
    await section.getByRole('button', { name: 'Create account' }).click()

    // The playground goes on to the verify screen with the email, as the site does.
    await expect(section.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
    await expect(section.getByLabel('Email', { exact: true })).toHaveValue(email)
    await section.getByLabel('Verification code', { exact: true }).fill('000000')
    await section.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(section.getByRole('alert')).toContainText('Invalid or expired code')
    await section.getByLabel('Verification code', { exact: true }).fill(await mailedCode(email, 'verify-email'))
    await section.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(section.getByRole('status').filter({ hasText: 'Your email is verified' })).toBeVisible()
    await expect(page.getByTestId('session-state')).toHaveText('signed in')
  })

  test('forgot password: code by e-mail, new password, then log in with it', async ({ page }) => {
    const driver = await registerDriver()
    await openPlayground(page)
    const section = page.getByRole('region', { name: SECTION })
    await section.getByRole('button', { name: 'Forgot password' }).click()
    await section.getByLabel('Email', { exact: true }).fill(driver.email)
    await section.getByRole('button', { name: 'Send the code' }).click()
    await expect(section.getByRole('heading', { name: 'Choose a new password' })).toBeFocused()
    await expect(section.getByRole('button', { name: /Resend the code in \d+ s/ })).toHaveAttribute('aria-disabled', 'true')
    await section.getByLabel('Verification code', { exact: true }).fill(await mailedCode(driver.email, 'reset-password'))
    await section.getByLabel('New password', { exact: true }).fill('brand-new-pass-3')
    await section.getByRole('button', { name: 'Reset password' }).click()
    await expect(section.getByRole('heading', { name: 'Password reset' })).toBeFocused()

    const dialog = await openWithKeyboard(page)
    await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
    await dialog.getByLabel('Password', { exact: true }).fill('brand-new-pass-3')
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('session-state')).toHaveText('signed in')
  })
})
