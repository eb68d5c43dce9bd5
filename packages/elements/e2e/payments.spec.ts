import type { Page } from '@playwright/test'
import { apiBase, expect, firstPark, recordedEvents, seriousA11yViolations, test } from './fixtures.ts'
import { CHECKOUT_LABELS, CheckoutModel } from './models/checkout.model.ts'

// <parkade-wallet> from parkade.js under a strict CSP pays with the provider's browser script
// from where the API says (its sandbox stand-ins): the page configures no gateway of its own.
// An in-page payment never reloads the partner's page: the element asks the server in place.

/** Marks the page, so that a reload or a navigation (which would lose the mark) shows. */
const markPage = (page: Page) => page.evaluate(() => void ((window as unknown as { samePage?: boolean }).samePage = true))
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true)

async function driverIn(country: string) {
  const email = `elements-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const registered = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'parkade-pass-1', first_name: 'Ada', last_name: 'Okafor' }),
  })
  expect(registered.status).toBe(201)
  const { access_token: token } = (await registered.json()) as { access_token: string }
  const profile = await fetch(`${apiBase}/users/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ country_id: country }),
  })
  expect(profile.status).toBe(200)
  return token
}

async function balance(token: string): Promise<number> {
  return ((await (await fetch(`${apiBase}/wallet`, { headers: { authorization: `Bearer ${token}` } })).json()) as { balance: number }).balance
}

test('United States: the card field appears in the shadow root, a test card tops up the wallet by exactly the amount', async ({ page }) => {
  const token = await driverIn('US')
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto(`/wallet.html#token=${token}&country=US`)
  const wallet = page.locator('parkade-wallet')
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('$0')
  expect(scripts).not.toContain('/sandbox/stripe/v3')

  await wallet.getByRole('textbox', { name: 'Amount (USD)' }).fill('19.99')
  const card = wallet.getByRole('group', { name: 'Card details' })
  await expect(card).toBeVisible()
  // Stripe.js came from the API, where the server said: no js.stripe.com offline.
  // The group shows first; the card input is mounted in it once the payment code and Stripe.js have arrived.
  await expect.poll(() => scripts).toContain('/sandbox/stripe/v3')
  await expect.poll(() => page.evaluate(() => !!document.querySelector('#wallet')?.shadowRoot?.querySelector('.pk-card-field-host input'))).toBe(true)
  expect(await seriousA11yViolations(page)).toEqual([])
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await markPage(page)
  const before = page.url()
  await wallet.getByRole('button', { name: 'Add funds' }).click()

  // The element asks the server in place: the wallet is credited once, by the server's word, and
  // the partner's page is neither reloaded nor given return parameters.
  await expect(page.locator('parkade-wallet').getByText(/Your wallet has been credited/)).toBeVisible()
  expect(await stillSamePage(page)).toBe(true)
  expect(page.url()).toBe(before)
  await expect(page.locator('parkade-wallet').getByTestId('wallet-balance')).toHaveText('$19.99')
  expect(await balance(token)).toBe(19.99)
  const errors = (await recordedEvents(page)).filter((event) => event.type === 'parkade:error')
  expect(errors).toEqual([])
})

test.describe('a blocked provider script', () => {
  test.use({ allowedConsoleErrors: [[/Failed to load resource: net::ERR_FAILED/], { scope: 'test' }] })

  test('Senegal: the mobile-money script blocked, the top-up falls back to the card provider in XOF', async ({ page }) => {
    const token = await driverIn('SN')
    await page.route('**/sandbox/wave/checkout.js', (route) => route.abort())
    await page.goto(`/wallet.html#token=${token}&country=SN`)
    const wallet = page.locator('parkade-wallet')
    await expect(wallet.getByTestId('wallet-balance')).toBeVisible()
    await wallet.getByRole('textbox', { name: /^(Amount|Montant) \(XOF\)$/ }).fill('5000')
    await wallet.getByRole('button', { name: /^(Add funds|Recharger)$/ }).click()
    const paystack = page.getByRole('dialog', { name: /^Paystack \((sandbox|bac à sable)\)$/ })
    await expect(paystack).toBeVisible()
    // What the driver was told, in the wallet's language (Senegal's, French), and a code that is the same in any.
    const failed = (await recordedEvents(page)).find((event) => event.type === 'parkade:error')
    expect(failed?.detail).toMatchObject({ message: 'Impossible de charger le module de paiement', code: 'errors.payment.scriptLoadFailed', widget: 'wallet' })
    await markPage(page)
    await paystack.getByRole('button', { name: /^(Pay|Payer)$/ }).click()
    await expect(page.locator('parkade-wallet').getByText(/crédité|credited/)).toBeVisible()
    expect(await stillSamePage(page)).toBe(true)
    await expect.poll(() => balance(token)).toBe(5000)
  })
})

test.describe('a blocked mobile-money script at checkout', () => {
  test.use({ allowedConsoleErrors: [[/Failed to load resource: net::ERR_FAILED/], { scope: 'test' }] })

  test('Senegal, in French: the checkout says it pays with Paystack instead of Wave, and the booking is paid in place', async ({ page }) => {
    const token = await driverIn('SN')
    const park = await firstPark('SN', 'Dakar')
    await page.route('**/sandbox/wave/checkout.js', (route) => route.abort())
    await page.goto(`/checkout.html#park=${park.slug}&country=SN&lang=fr&token=${token}`)
    const checkout = new CheckoutModel(page, 'parkade-checkout', CHECKOUT_LABELS.fr)
    await checkout.toPayment('DK 4521 AB')
    await markPage(page)
    await checkout.payButton().click()
    await expect(checkout.host.getByText('Wave n’a pas pu être chargé\u00a0: vous payez avec Paystack à la place.')).toBeVisible()
    // The stand-in speaks the host page's language (this page is in English).
    const paystack = page.getByRole('dialog', { name: /^Paystack \((sandbox|bac à sable)\)$/ })
    await expect(paystack).toBeVisible()
    await paystack.getByRole('button', { name: /^(Pay|Payer)$/ }).click()
    await expect(checkout.host.getByTestId('booking-code')).toHaveText(/^PK-/, { timeout: 20_000 })
    // The QR code is the API's picture: from its origin, past this page's CSP (img-src names the API).
    await expect.poll(() => checkout.qrCodeWidth()).toBeGreaterThan(0)
    expect(await stillSamePage(page)).toBe(true)
    const failed = (await recordedEvents(page)).find((event) => event.type === 'parkade:error')
    expect(failed?.detail).toMatchObject({ message: 'Impossible de charger le module de paiement', code: 'errors.payment.scriptLoadFailed', widget: 'checkout' })
  })
})

test('through the partner’s own proxy (same origin): Paystack’s window opens from the API’s stand-ins, the booking is paid and confirmed in place', async ({ page }) => {
  const token = await driverIn('NG')
  const park = await firstPark('Nigeria', 'Lagos')
  const apiRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) apiRequests.push(new URL(r.url()).origin)
  })
  await page.goto(`/checkout.html#park=${park.slug}&country=NG&token=${token}&proxied`)
  const checkout = new CheckoutModel(page)
  await checkout.toPayment('KJA 123 PX')
  await markPage(page)
  await checkout.payButton().click()
  const paystack = page.getByRole('dialog', { name: 'Paystack (sandbox)' })
  await expect(paystack).toBeVisible()
  await paystack.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout.host.getByTestId('booking-code')).toHaveText(/^PK-/, { timeout: 20_000 })
  await expect.poll(() => checkout.qrCodeWidth()).toBeGreaterThan(0)
  expect(await stillSamePage(page)).toBe(true)
  // Every API call went through the page's own origin, the QR code's picture too.
  expect([...new Set(apiRequests)]).toEqual([new URL(page.url()).origin])
  const errors = (await recordedEvents(page)).filter((event) => event.type === 'parkade:error')
  expect(errors).toEqual([])
})
