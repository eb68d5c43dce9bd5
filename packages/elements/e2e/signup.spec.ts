import { apiBase, expect, firstPark, seriousA11yViolations, test } from './fixtures.ts'
import { CHECKOUT_LABELS, CheckoutModel } from './models/checkout.model.ts'
import { LOGIN_LABELS, LoginDialogModel } from './models/loginDialog.model.ts'

// A new driver signs up, verifies and resets a password inside the widgets, on the partner's
// page (its own origin, not the API's), and never faces two dialogs at once.

/** The newest code the sandbox API e-mailed to this address. */
async function mailedCode(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const messages = (await (await fetch(`${apiBase}/dev/outbox?email=${encodeURIComponent(email)}`)).json()) as { kind: string; code: string | null }[]
  const code = messages.find((m) => m.kind === kind)?.code
  if (!code) throw new Error(`no ${kind} code for ${email}`)
  return code
}

const newEmail = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`

// The airport in Lagos, a page in Dakar in French, a page in New York: the new account takes
// the page's country, so its wallet is in the page's currency.
const PAGES = [
  { lang: 'en', country: 'NG', countryName: 'Nigeria', search: 'Lagos', currency: 'NGN' },
  { lang: 'fr', country: 'SN', countryName: 'Senegal', search: 'Dakar', currency: 'XOF' },
  { lang: 'en', country: 'US', countryName: 'United States', search: 'New York', currency: 'USD' },
] as const

for (const { lang, country, countryName, search, currency } of PAGES) {
  test(`${country}, ${lang}: a new driver signs up in the checkout's dialog, enters the e-mailed code, and is back on the payment step with everything kept`, async ({ page }) => {
    const park = (await firstPark(countryName, search)).slug
    const authTextsFetched: string[] = []
    page.on('request', (request) => {
      const name = /parkade\.(auth-(?:en|fr))\./.exec(request.url())?.[1]
      if (name) authTextsFetched.push(name)
    })
    await page.goto(`/checkout.html#park=${park}&country=${country}&lang=${lang}`)
    const checkout = new CheckoutModel(page, 'parkade-checkout', CHECKOUT_LABELS[lang])
    const dialog = new LoginDialogModel(page, LOGIN_LABELS[lang])
    await checkout.toPayment('LSR 310 KY')
    await checkout.host.getByRole('button', { name: CHECKOUT_LABELS[lang].signIn }).click()
    await expect(dialog.named(LOGIN_LABELS[lang].login)).toBeVisible()
    // The texts of registering and verifying come with those forms, not with the login.
    expect(authTextsFetched).toEqual([])

    const email = newEmail('signup')
    const verify = await dialog.register({ firstName: 'Amaka', lastName: 'Eze', email, password: 'parkade-pass-9' })
    expect(authTextsFetched).toEqual([`auth-${lang}`])
    expect(await seriousA11yViolations(page)).toEqual([])
    await expect(verify).toContainText(email)
    await dialog.verify(await mailedCode(email, 'verify-email'))

    // Back where the driver was: signed in, the plate kept, ready to pay.
    await expect(checkout.host.getByText(CHECKOUT_LABELS[lang].signedIn)).toBeVisible()
    await expect(checkout.host.getByText(/LSR 310 KY/)).toBeVisible()
    await expect(checkout.payButton()).toBeVisible()
    await expect.poll(() => dialog.focused()).toMatchObject({ tag: 'h3', text: CHECKOUT_LABELS[lang].payment })
    await expect(page.locator('parkade-login').getByRole('button', { name: lang === 'fr' ? 'Se déconnecter' : 'Log out' })).toBeVisible()
    // The account has the page's country, so its wallet has the page's currency.
    const token = await page.evaluate(() => localStorage.getItem('parkade:token') ?? sessionStorage.getItem('parkade:token'))
    const headers = { authorization: `Bearer ${token}` }
    const profile = (await (await fetch(`${apiBase}/users/profile`, { headers })).json()) as { email_verified: boolean; country_id: string | null }
    expect(profile).toMatchObject({ email_verified: true, country_id: country })
    expect(((await (await fetch(`${apiBase}/wallet`, { headers })).json()) as { currency: string }).currency).toBe(currency)
  })
}

test('forgot password: the code, a new password, and back to the login, which signs in with it', async ({ page }) => {
  const email = newEmail('reset')
  const registered = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'old-password-1', first_name: 'Bola', last_name: 'Ade' }),
  })
  expect(registered.status).toBe(201)
  await page.goto('/checkout.html#country=NG')
  const labels = LOGIN_LABELS.en
  const dialog = new LoginDialogModel(page)
  await page.locator('parkade-login').getByRole('button', { name: 'Log in' }).click()
  await dialog.named(labels.login).getByLabel(labels.email, { exact: true }).fill(email)
  await dialog.named(labels.login).getByRole('button', { name: labels.forgot }).click()
  await dialog.expectFocusOnHeading(labels.forgotTitle)
  await dialog.named(labels.forgotTitle).getByRole('button', { name: labels.sendCode }).click()
  const reset = dialog.named(labels.resetTitle)
  await dialog.expectFocusOnHeading(labels.resetTitle)
  await reset.getByLabel(labels.code, { exact: true }).fill(await mailedCode(email, 'reset-password'))
  await reset.getByLabel(labels.newPassword, { exact: true }).fill('new-password-2')
  await reset.getByRole('button', { name: labels.resetSubmit }).click()
  await dialog.named(labels.doneTitle).getByRole('button', { name: labels.backToLogin }).click()

  const login = dialog.named(labels.login)
  await expect(login.getByLabel(labels.email, { exact: true })).toHaveValue(email)
  await login.getByLabel(labels.password, { exact: true }).fill('new-password-2')
  await login.getByRole('button', { name: labels.login, exact: true }).click()
  await expect(dialog.all()).toHaveCount(0)
  await expect(page.locator('parkade-login').getByRole('button', { name: 'Log out' })).toBeVisible()
})

test('keyboard: focus moves into each step, Escape closes from any of them, focus returns to the page', async ({ page }) => {
  await page.goto('/checkout.html#country=NG')
  const labels = LOGIN_LABELS.en
  const dialog = new LoginDialogModel(page)
  const button = page.locator('parkade-login').getByRole('button', { name: 'Log in' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => dialog.focused()).toMatchObject({ tag: 'input', label: labels.email })
  // Tab through the login form to "Create an account", and open it with the keyboard.
  for (let i = 0; i < 12 && (await dialog.focused()).text !== labels.createAccount; i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await dialog.expectFocusOnHeading(labels.register)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect.poll(() => dialog.focused()).toMatchObject({ tag: 'input', label: labels.firstName })
  await page.keyboard.press('Escape')
  await expect(dialog.all()).toHaveCount(0)
  await expect.poll(() => dialog.focused()).toMatchObject({ tag: 'button', text: 'Log in' })
})

test.describe('one dialog at a time', () => {
  test('an auto-open <parkade-login> beside a checkout: one sign-in request, one dialog, no complaint before typing', async ({ page }) => {
    const park = (await firstPark('Nigeria', 'Lagos')).slug
    await page.goto(`/checkout.html#park=${park}&country=NG&auto-open`)
    const checkout = new CheckoutModel(page)
    await checkout.toPayment('KJA 100 AA')
    await checkout.host.getByRole('button', { name: 'Sign in to book' }).click()
    const dialog = new LoginDialogModel(page)
    await expect(dialog.named('Log in')).toBeVisible()
    await page.waitForTimeout(300)
    await expect(dialog.all()).toHaveCount(1)
    await expect(page.getByText('This field is required!')).toHaveCount(0)
    await expect.poll(() => dialog.focused()).toMatchObject({ tag: 'input', label: 'Email' })
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog.all()).toHaveCount(0)

    // Asked by a widget with no dialog of its own, the auto-open login answers alone.
    await page.evaluate(() => document.querySelector('parkade-checkout')?.setAttribute('host-login', ''))
    await checkout.host.getByRole('button', { name: 'Sign in to book' }).click()
    await expect(dialog.named('Log in')).toBeVisible()
    await expect(dialog.all()).toHaveCount(1)
  })
})

test.describe('the host’s own sign-up page', () => {
  test('create-account-url on the checkout, or from Parkade.init, sends drivers there', async ({ page }) => {
    const park = (await firstPark('Nigeria', 'Lagos')).slug
    await page.goto(`/checkout.html#park=${park}&country=NG&create-account-url=/join.html`)
    const checkout = new CheckoutModel(page)
    await checkout.toPayment('KJA 200 BB')
    await checkout.host.getByRole('button', { name: 'Sign in to book' }).click()
    await expect(new LoginDialogModel(page).named('Log in').getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/join.html')
    await page.keyboard.press('Escape')

    await page.evaluate(() => {
      const checkoutElement = document.querySelector('parkade-checkout')!
      checkoutElement.removeAttribute('create-account-url')
      ;(window.Parkade as unknown as { init(options: object): void }).init({ createAccountUrl: '/partner/register', forgotPasswordUrl: '/partner/password' })
    })
    await checkout.host.getByRole('button', { name: 'Sign in to book' }).click()
    const login = new LoginDialogModel(page).named('Log in')
    await expect(login.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/partner/register')
    await expect(login.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/partner/password')
  })
})
