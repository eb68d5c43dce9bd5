import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { Booking, Page as ListPage, Park } from '@parkade/core'
import { apiBase, expect, openPlayground, registerDriver, test } from './fixtures.ts'

// The payment matrix of Nigeria (Paystack, NGN), Senegal (Wave, XOF, falling back to Paystack),
// the United States and Canada (Stripe, USD and CAD) against the sandbox API: its stand-ins of
// the providers' scripts and pages, and the server that alone decides what was paid.

const SPACE = '[\\s\\u00a0\\u202f]'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

interface Country {
  code: 'NG' | 'SN' | 'US' | 'CA'
  currency: string
  amount: number
  /** The amount as the wallet shows it (SPEC §9: locales en-NG, fr-SN, en-US, en-CA; 0 to 2 decimals). */
  shown: RegExp
  city: string
  /** Paid by typing a card into the card provider's field (Stripe), not in a provider's popup or page. */
  card: boolean
  /** Pays on the provider's own page (Wave), coming back by the return URL; the others pay in this page and are confirmed in place. */
  hosted: boolean
}

const COUNTRIES: Country[] = [
  { code: 'NG', currency: 'NGN', amount: 2500, shown: /^₦2,500$/, city: 'Lagos', card: false, hosted: false },
  { code: 'SN', currency: 'XOF', amount: 5000, shown: new RegExp(`^5${SPACE}000${SPACE}F${SPACE}CFA$`), city: 'Dakar', card: false, hosted: true },
  { code: 'US', currency: 'USD', amount: 19.99, shown: /^\$19\.99$/, city: 'New York', card: true, hosted: false },
  { code: 'CA', currency: 'CAD', amount: 42.5, shown: /^\$42\.50$/, city: 'Toronto', card: true, hosted: false },
]

type Action = 'Pay' | 'Fail' | 'Cancel'

// Stripe's test cards, as the sandbox Stripe.js takes them: one pays, one is declined, one asks
// for 3D Secure (which the driver then cancels).
const TEST_CARDS: Record<Action, string> = { Pay: '4242 4242 4242 4242', Fail: '4000 0000 0000 0002', Cancel: '4000 0027 6000 3184' }

async function driverIn(request: APIRequestContext, country: string) {
  const driver = await registerDriver()
  const answer = await request.patch(`${apiBase}/users/profile`, { headers: bearer(driver.token), data: { country_id: country } })
  expect(answer.status()).toBe(200)
  return driver
}

async function openWallet(page: Page, token: string, country: string) {
  await openPlayground(page, { country, lang: 'en' })
  await page.getByLabel('Session token').fill(token)
  await page.getByRole('button', { name: 'Use token' }).click()
  const wallet = page.locator('.parkade-wallet')
  await expect(wallet.getByTestId('wallet-balance')).toBeVisible()
  return wallet
}

/** Types the test card of `action` into the card provider's field, shown in `scope` before paying. */
async function enterCard(scope: Locator, action: Action) {
  const field = scope.getByRole('group', { name: 'Card details' })
  await expect(field).toBeVisible()
  await field.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS[action])
}

async function startTopUp(page: Page, country: Country, action: Action = 'Pay', amount = country.amount) {
  const wallet = page.locator('.parkade-wallet')
  await wallet.getByRole('textbox', { name: `Amount (${country.currency})` }).fill(String(amount))
  if (country.card) await enterCard(wallet, action)
  await wallet.getByRole('button', { name: 'Add funds' }).click()
}

/** Completes the payment on the country's provider: Paystack's popup, Wave's page, or Stripe's 3D Secure. */
async function completeWith(page: Page, country: Country, action: Action) {
  if (country.code === 'NG') await page.getByRole('dialog', { name: 'Paystack (sandbox)' }).getByRole('button', { name: action }).click()
  else if (country.code === 'SN') {
    await page.waitForURL(/\/sandbox\/wave\/checkout\//)
    await page.getByRole('button', { name: action === 'Pay' ? /^Pay / : action }).click()
  } else if (action === 'Cancel') {
    await page.getByRole('dialog', { name: '3D Secure authentication (sandbox)' }).getByRole('button', { name: 'Cancel' }).click()
  }
  // A card that pays or is declined needs nothing more: Stripe.js answers, the page goes back.
}

async function balance(request: APIRequestContext, token: string): Promise<number> {
  return ((await (await request.get(`${apiBase}/wallet`, { headers: bearer(token) })).json()) as { balance: number }).balance
}

async function parkIn(request: APIRequestContext, country: Country): Promise<Park> {
  const parks = (await (await request.get(`${apiBase}/parks/front/parks/`, { params: { country: country.code, search: country.city } })).json()) as ListPage<Park>
  return parks.items[0]!
}

/** The playground's checkout of `park`, signed in, at the payment step with the gateway chosen. */
async function checkoutToPayment(page: Page, token: string, country: Country, park: Park) {
  await openPlayground(page, { country: country.code, lang: 'en' })
  await page.getByLabel('Session token').fill(token)
  await page.getByRole('button', { name: 'Use token' }).click()
  const section = page.locator('section[aria-label="Checkout"]')
  await section.getByLabel('Park to book (id, slug or code)').fill(park.slug)
  await section.getByRole('button', { name: 'Open checkout' }).click()
  await section.getByRole('button', { name: 'Continue' }).click()
  await section.getByLabel('Plate number').fill('PAY 1234')
  await section.getByRole('button', { name: 'Continue' }).click()
  return section
}

async function bookings(request: APIRequestContext, token: string): Promise<Booking[]> {
  const list = (await (await request.get(`${apiBase}/bookings/list`, { headers: bearer(token), params: { page: 1, status_filter: 'all' } })).json()) as ListPage<Booking>
  return list.items ?? []
}

for (const country of COUNTRIES) {
  test.describe(`${country.code} (${country.currency})`, () => {
    test('a wallet top-up rises the balance by exactly the amount, shown in the country format; a return delivered twice credits once', async ({ page, request }) => {
      const driver = await driverIn(request, country.code)
      const wallet = await openWallet(page, driver.token, country.code)
      const scripts: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'script' && r.url().includes('/sandbox/')) scripts.push(new URL(r.url()).pathname)
      })
      // Nothing of the provider is loaded before a payment starts.
      await page.waitForTimeout(300)
      expect(scripts).toEqual([])
      const before = page.url()
      await startTopUp(page, country)
      await completeWith(page, country, 'Pay')
      if (!country.hosted) {
        // Paid in this page: confirmed in place, the page neither reloaded nor given return parameters.
        await expect(wallet.getByText(/Your wallet has been credited/)).toBeVisible()
        await expect(wallet.getByTestId('wallet-balance')).toHaveText(country.shown)
        expect(page.url()).toBe(before)
        expect(await balance(request, driver.token)).toBe(country.amount)
        return
      }
      await page.waitForURL(/[?&]status=succeeded/)
      const callback = page.locator('.parkade-wallet-callback')
      await expect(callback.getByText(/Your wallet has been credited/)).toBeVisible()
      await expect(wallet.getByTestId('wallet-balance')).toHaveText(country.shown)
      expect(await balance(request, driver.token)).toBe(country.amount)
      // The provider's script came from where the server said: its sandbox stand-in.
      const expected = { NG: '/sandbox/paystack/inline.js', SN: '/sandbox/wave/checkout.js', US: '/sandbox/stripe/v3', CA: '/sandbox/stripe/v3' }[country.code]
      expect(scripts).toContain(expected)

      // The same callback delivered again (a reload, another tab) credits nothing more.
      const callbackUrl = page.url()
      await page.reload()
      await expect(page.locator('.parkade-wallet-callback').getByText(/credited|already/i)).toBeVisible()
      const other = await page.context().newPage()
      await other.goto(callbackUrl)
      await expect(other.locator('.parkade-wallet-callback').getByText(/credited|already/i)).toBeVisible()
      await other.close()
      expect(await balance(request, driver.token)).toBe(country.amount)
      const ledger = (await (await request.get(`${apiBase}/wallet/transactions`, { headers: bearer(driver.token) })).json()) as { items: unknown[] }
      expect(ledger.items).toHaveLength(1)
    })

    test('a failed and a cancelled top-up leave nothing paid and say so', async ({ page, request }) => {
      const driver = await driverIn(request, country.code)
      await openWallet(page, driver.token, country.code)
      for (const [action, message] of [
        ['Fail', 'The payment failed. Nothing was charged and nothing was added to your wallet.'],
        ['Cancel', 'The payment was cancelled. Nothing was added to your wallet.'],
      ] as const) {
        await startTopUp(page, country, action)
        await completeWith(page, country, action)
        if (!country.hosted) {
          await expect(page.locator('.parkade-wallet').getByRole('alert').filter({ hasText: message })).toBeVisible()
          expect(await balance(request, driver.token)).toBe(0)
          continue
        }
        await page.waitForURL(/[?&]status=/)
        await expect(page.locator('.parkade-wallet-callback').getByRole('alert')).toHaveText(message)
        expect(await balance(request, driver.token)).toBe(0)
        await page.getByRole('link', { name: 'Back to wallet' }).click()
      }
    })

    test('a booking paid through the provider succeeds and shows as paid', async ({ page, request }) => {
      const driver = await driverIn(request, country.code)
      const park = await parkIn(request, country)
      const section = await checkoutToPayment(page, driver.token, country, park)
      if (country.card) await enterCard(section, 'Pay')
      else await expect(section.getByRole('group', { name: 'Card details' })).toHaveCount(0)
      await section.getByRole('button', { name: /^Pay / }).click()
      await completeWith(page, country, 'Pay')
      const code = page.locator('section[aria-label="Checkout"]').getByTestId('booking-code')
      await expect(code).toHaveText(/^PK-/)
      const booking = (await (await request.get(`${apiBase}/bookings/code/${await code.textContent()}`, { headers: bearer(driver.token) })).json()) as Booking
      expect(booking).toMatchObject({ status: 'active', payment_method: 'gateway', payment_status: 'paid', currency: country.currency })
    })

    test('a failed and a cancelled booking payment leave nothing paid and say so', async ({ page, request }) => {
      const driver = await driverIn(request, country.code)
      const park = await parkIn(request, country)
      for (const [action, message] of [
        ['Fail', 'The payment did not go through, so the booking was not confirmed and nothing was charged. Try another card or payment method.'],
        ['Cancel', 'The payment was cancelled, so the booking was not confirmed. Nothing was charged.'],
      ] as const) {
        const section = await checkoutToPayment(page, driver.token, country, park)
        if (country.card) await enterCard(section, action)
        await section.getByRole('button', { name: /^Pay / }).click()
        await completeWith(page, country, action)
        await expect(page.locator('section[aria-label="Checkout"]').getByRole('alert').filter({ hasText: message })).toBeVisible()
        await expect(page.locator('section[aria-label="Checkout"]').getByTestId('booking-code')).toHaveCount(0)
      }
      // Neither attempt moved money or holds a space: neither is one of the driver's bookings.
      expect(await bookings(request, driver.token)).toEqual([])
      expect(await balance(request, driver.token)).toBe(0)
    })
  })
}

test.describe('a blocked provider script falls back', () => {
  test('Senegal: the mobile-money script blocked, the top-up goes through the card provider in XOF', async ({ page, request }) => {
    const driver = await driverIn(request, 'SN')
    await page.route('**/sandbox/wave/checkout.js', (route) => route.abort())
    await openWallet(page, driver.token, 'SN')
    await startTopUp(page, COUNTRIES[1]!)
    const paystack = page.getByRole('dialog', { name: 'Paystack (sandbox)' })
    await expect(paystack).toBeVisible()
    const events = await page.evaluate(() => (window as unknown as { parkadeEvents: { name: string; payload: { message?: string } }[] }).parkadeEvents)
    expect(events.some((e) => e.name === 'error' && e.payload.message === 'Failed to load payment script')).toBe(true)
    await paystack.getByRole('button', { name: 'Pay' }).click()
    await expect(page.locator('.parkade-wallet').getByText(/Your wallet has been credited/)).toBeVisible()
    expect(await balance(request, driver.token)).toBe(5000)
  })

  test('United States: Stripe.js blocked, the top-up goes through the Nigeria gateway (Paystack) in USD', async ({ page, request }) => {
    const driver = await driverIn(request, 'US')
    await page.route('**/sandbox/stripe/v3', (route) => route.abort())
    await openWallet(page, driver.token, 'US')
    // No card field: the fallback pays in Paystack's popup.
    await startTopUp(page, { ...COUNTRIES[2]!, card: false })
    await page.getByRole('dialog', { name: 'Paystack (sandbox)' }).getByRole('button', { name: 'Pay' }).click()
    await expect(page.locator('.parkade-wallet').getByText(/Your wallet has been credited/)).toBeVisible()
    expect(await balance(request, driver.token)).toBe(19.99)
  })

  test('Canada: Stripe.js blocked, the Nigeria gateway takes no CAD, and the wallet says so and charges nothing', async ({ page, request }) => {
    const driver = await driverIn(request, 'CA')
    await page.route('**/sandbox/stripe/v3', (route) => route.abort())
    const wallet = await openWallet(page, driver.token, 'CA')
    await startTopUp(page, { ...COUNTRIES[3]!, card: false })
    await expect(wallet.getByRole('alert')).toHaveText('Paystack does not take payments in CAD.')
    expect(await balance(request, driver.token)).toBe(0)
  })

  for (const [code, blocked] of [
    ['SN', '**/sandbox/wave/checkout.js'],
    ['US', '**/sandbox/stripe/v3'],
  ] as const) {
    test(`${code}: a booking with the provider's script blocked is paid through the fallback (Paystack) in the park's currency`, async ({ page, request }) => {
      const country = COUNTRIES.find((c) => c.code === code)!
      const driver = await driverIn(request, code)
      await page.route(blocked, (route) => route.abort())
      const section = await checkoutToPayment(page, driver.token, country, await parkIn(request, country))
      await expect(section.getByRole('group', { name: 'Card details' })).toHaveCount(0)
      await section.getByRole('button', { name: /^Pay / }).click()
      await page.getByRole('dialog', { name: 'Paystack (sandbox)' }).getByRole('button', { name: 'Pay' }).click()
      const bookingCode = page.locator('section[aria-label="Checkout"]').getByTestId('booking-code')
      await expect(bookingCode).toHaveText(/^PK-/)
      const booking = (await (await request.get(`${apiBase}/bookings/code/${await bookingCode.textContent()}`, { headers: bearer(driver.token) })).json()) as Booking
      expect(booking).toMatchObject({ payment_status: 'paid', currency: country.currency })
      // A Paystack reference (PKD_…), not a Wave session or a Stripe PaymentIntent (pi_…), for Senegal's card fallback too.
      expect(booking.payment_reference).toMatch(/^PKD_/)
    })
  }

  test('Nigeria: the inline script blocked, Paystack pays on its hosted page', async ({ page, request }) => {
    const driver = await driverIn(request, 'NG')
    await page.route('**/sandbox/paystack/inline.js', (route) => route.abort())
    await openWallet(page, driver.token, 'NG')
    await startTopUp(page, COUNTRIES[0]!)
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//)
    await page.getByRole('button', { name: /^Pay ₦2,500/ }).click()
    await page.waitForURL(/[?&]reference=/)
    await expect(page.locator('.parkade-wallet-callback').getByText(/Your wallet has been credited/)).toBeVisible()
    expect(await balance(request, driver.token)).toBe(2500)
  })
})
