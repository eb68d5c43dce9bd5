import type { Page } from '@playwright/test'
import { apiBase, expect, firstPark, mailedCode, payInPaystackPopup, registerDriver, seriousA11yViolations, signInWithToken, signUpInDialog, test } from './fixtures.ts'

const SHOTS = process.env.PARKADE_SHOTS_DIR

/** With PARKADE_SHOTS_DIR set: the page at 360 and 1280 px, for a look. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  const viewport = page.viewportSize()
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 780 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  if (viewport) await page.setViewportSize(viewport)
}

// The whole driver journey on the site against the sandbox API: sign up, verify with the e-mailed
// code, save a vehicle, top up the wallet through the provider's page, search Lagos, open a
// park, book with the wallet, find the booking in /bookings, extend it, cancel it, renew it.

test('a new driver signs up, books a Lagos park with the wallet, then extends, cancels and renews', async ({ page }) => {
  test.setTimeout(180_000)
  const email = `journey-${Date.now()}@example.com`
  const password = 'parkade-pass-7'

  // Sign up → verify → signed in.
  await page.goto('/')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/register$/)
  await page.getByLabel('First name').fill('Chidi')
  await page.getByLabel('Last name').fill('Okeke')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/verify$/)
  await expect(page.locator('.site-toasts[data-position="top-center"]')).toContainText('Welcome to Parkade! Your account is ready.')
  await page.getByLabel('Verification code', { exact: true }).fill(await mailedCode(email, 'verify-email'))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()

  // The add-vehicle screen follows the verification.
  await expect(page).toHaveURL(/\/add-vehicle$/)
  // One title: the form's heading is the page's.
  await expect(page.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Add a vehicle' })).toHaveCount(1)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('textbox', { name: 'Plate number' }).fill('LND 482 KJ')
  await page.getByRole('button', { name: 'Save vehicle' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: /^Chidi, Account menu$/ })).toBeVisible()

  // Top up the wallet in the sandbox provider's inline window: credited in place, no page load.
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Wallet' }).click()
  await expect(page).toHaveURL(/\/wallet$/)
  await page.getByRole('textbox', { name: 'Amount (NGN)' }).fill('50000')
  await page.getByRole('button', { name: 'Add funds' }).click()
  await payInPaystackPopup(page)
  await expect(page.getByText('Your wallet has been credited. New balance: ₦50,000')).toBeVisible()
  await expect(page).toHaveURL(/\/wallet$/)

  // Search Lagos from the home page, open a park.
  await page.getByRole('link', { name: 'Parkade, home' }).click()
  // The place suggestions open over the Search button: Escape closes them, then the button searches the text.
  const where = page.getByRole('combobox', { name: 'Where do you need to park?' })
  await where.fill('Lagos')
  await expect(page.getByRole('listbox', { name: 'Where do you need to park?' })).toBeVisible()
  await where.press('Escape')
  await expect(page.getByRole('listbox', { name: 'Where do you need to park?' })).toBeHidden()
  await expect(where).toHaveValue('Lagos')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=Lagos$/)
  await expect(page.getByRole('heading', { name: 'Parking near Lagos' })).toBeVisible()
  const firstResult = page.locator('.parkade-park-search').getByRole('listitem').first()
  const parkName = (await firstResult.getByRole('heading').first().textContent()) ?? ''
  await firstResult.getByRole('link', { name: 'View park' }).click()
  await expect(page).toHaveURL(/\/park\/lagos-/)
  await expect(page.getByRole('heading', { level: 2, name: parkName })).toBeVisible()
  await expect(page).toHaveTitle(`${parkName} · Parkade`)

  // Book with the wallet.
  const book = page.getByRole('button', { name: 'Book now' })
  await expect(book).toBeEnabled()
  await book.click()
  // The stay the search priced travels on to the checkout.
  await expect(page).toHaveURL(/\/checkout\/lagos-.+\?arrival=.+&departure=.+&vehicle_type_id=1$/)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Your vehicle' })).toBeFocused()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeFocused()
  await expect(page.getByRole('radio', { name: 'Wallet balance' })).toBeChecked()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: /^Pay ₦/ }).click()

  await expect(page).toHaveURL(/\/booking-success\?booking=PK-/)
  const code = new URL(page.url()).searchParams.get('booking') ?? ''
  await expect(page.getByTestId('booking-code')).toHaveText(code)
  const qr = page.getByRole('img', { name: `QR code of booking ${code}` })
  await expect(qr).toBeVisible()
  // The API's picture of the code, arrived.
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0)
  // One title, the confirmation's own, not the page's and the widget's one after the other.
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed')
  expect(await seriousA11yViolations(page)).toEqual([])

  // The booking is in /bookings; its page extends, cancels and renews it.
  await page.getByRole('link', { name: 'See my bookings' }).click()
  await expect(page).toHaveURL(/\/bookings$/)
  const item = page.getByRole('listitem').filter({ hasText: code })
  await expect(item).toContainText(parkName)
  await item.getByRole('link', { name: `View details ${code}` }).click()
  await expect(page).toHaveURL(new RegExp(`/booking-details/${code}$`))
  const detail = page.locator('.parkade-booking-detail')
  await expect(detail).toContainText(code)

  await detail.getByRole('button', { name: 'Extend booking' }).click()
  await expect(detail.getByText(/^Your booking now ends at .+\. ₦[\d,.]+ was charged to your wallet\.$/)).toBeVisible()

  await detail.getByRole('button', { name: 'Cancel booking' }).click()
  await detail.getByRole('group', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click()
  await expect(detail.getByText(/^Your booking has been cancelled\./)).toBeVisible()
  await expect(detail.locator('.pk-badge')).toHaveText('Cancelled')
  await shoot(page, 'renew-choose-en')

  await detail.getByRole('button', { name: 'Renew' }).click()
  await expect(detail.getByText(/^Your booking is active again\. ₦[\d,.]+ was charged to your wallet\.$/)).toBeVisible()
  await expect(detail.locator('.pk-badge')).toHaveText('Active')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('paying a checkout with the gateway: the provider’s inline window reports to the checkout, which confirms the booking in place and shows the confirmation page', async ({ page }) => {
  const driver = await registerDriver()
  const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
  await signInWithToken(page, driver.token)
  await page.goto(`/checkout/${park.slug}`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Plate number').fill('KJA 777 GW')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('radio', { name: 'Wallet balance' })).toBeDisabled()
  await expect(page.getByRole('radio', { name: 'Pay with Paystack' })).toBeChecked()
  await page.getByRole('button', { name: /^Pay ₦/ }).click()

  await payInPaystackPopup(page)
  // The checkout confirms it with the server, then the confirmation page shows it.
  await page.waitForURL(/\/booking-success\?booking=PK-/)
  const code = new URL(page.url()).searchParams.get('booking') ?? ''
  await expect(page.getByTestId('booking-code')).toHaveText(code)
  const booking = (await (await fetch(`${apiBase}/bookings/code/${code}`, { headers: { authorization: `Bearer ${driver.token}` } })).json()) as { payment_method: string; payment_status: string; plate_number: string }
  expect(booking).toMatchObject({ payment_method: 'gateway', payment_status: 'paid', plate_number: 'KJA 777 GW' })
})

test('a reload in the middle of a payment comes back to it: paying again pays that same booking, so the driver pays and books once', async ({ page }) => {
  const driver = await registerDriver()
  const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
  await signInWithToken(page, driver.token)
  await page.goto(`/checkout/${park.slug}`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Plate number').fill('KJA 404 RL')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page.getByRole('dialog', { name: 'Paystack (sandbox)' })).toBeVisible()

  // The phone reloads the page while Paystack's window is open.
  await page.reload()
  const notice = page.getByTestId('checkout-resume')
  await expect(notice.getByRole('heading', { name: 'You have an unpaid booking here' })).toBeVisible()
  await expect(notice).toContainText('KJA 404 RL')
  expect(await seriousA11yViolations(page)).toEqual([])
  await notice.getByRole('button', { name: /^Pay ₦/ }).click()
  await payInPaystackPopup(page)
  await page.waitForURL(/\/booking-success\?booking=PK-/)

  const listed = (await (await fetch(`${apiBase}/bookings/list?status_filter=all`, { headers: { authorization: `Bearer ${driver.token}` } })).json()) as { items: { plate_number: string; status: string; payment_status: string }[] }
  expect(listed.items.map((b) => [b.plate_number, b.status, b.payment_status])).toEqual([['KJA 404 RL', 'active', 'paid']])
})

test('signing up in the middle of a checkout keeps the booking: the account is made in the checkout’s dialog, and the plate and the payment step are still there', async ({ page }) => {
  const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
  const email = `mid-checkout-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  await page.goto(`/checkout/${park.slug}`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Plate number').fill('KJA 555 MC')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Sign in to book' }).click()
  await signUpInDialog(page, apiBase, { firstName: 'Chidi', lastName: 'Okeke', email, password: 'parkade-pass-7' })

  // Still the same checkout, at its payment step, with what was entered.
  await expect(page).toHaveURL(new RegExp(`/checkout/${park.slug}$`))
  await expect(page.getByText(/KJA 555 MC/)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay ₦/ })).toBeVisible()
})

// Issue 23 item 2: an extension pays like a booking. A booking paid with Paystack is extended by
// Paystack on a 360 px phone, in English and in French: the sandbox's inline window takes the
// payment, the server confirms it, and only then does the booking show its new departure.
async function paystackPaidBooking(token: string, parkId: number): Promise<{ code: string; end: string }> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000)
  const end = new Date(start.getTime() + 2 * 3_600_000)
  const created = (await (
    await fetch(`${apiBase}/bookings`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ park_id: parkId, start_time: start.toISOString(), end_time: end.toISOString(), plate_number: 'KJA 360 EX', payment_method: 'gateway' }),
    })
  ).json()) as { booking: { id: number; booking_code: string }; payment: { reference: string; payment_info: { authorization_url: string } } }
  // The sandbox provider's hosted page, its Pay button pressed.
  await fetch(created.payment.payment_info.authorization_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' })
  const query = new URLSearchParams({ payment_reference: created.payment.reference, payment_provider: 'paystack' })
  const confirmed = (await (await fetch(`${apiBase}/bookings/${created.booking.id}/confirm-payment?${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as {
    payment_status: string
  }
  expect(confirmed.payment_status).toBe('paid')
  return { code: created.booking.booking_code, end: end.toISOString() }
}

const EXTEND_TEXTS = {
  en: {
    group: 'Pay the extra time with',
    paystack: 'Pay with Paystack',
    submit: 'Extend booking',
    dialog: 'Paystack (sandbox)',
    pay: 'Pay',
    done: /^Your booking now ends at .+\. ₦[\d,.]+ was paid with Paystack\.$/,
  },
  fr: {
    group: 'Payer le temps supplémentaire avec',
    paystack: 'Payer avec Paystack',
    submit: 'Prolonger la réservation',
    dialog: 'Paystack (bac à sable)',
    pay: 'Payer',
    done: /^Votre réservation se termine désormais le .+\. .+ ont été payés avec Paystack\.$/,
  },
} as const

for (const lang of ['en', 'fr'] as const) {
  test.describe(`extending a Paystack-paid booking by Paystack, 360 px, ${lang}`, () => {
    test.use({ viewport: { width: 360, height: 780 } })

    test('the driver chooses Paystack, pays in its window, and the booking shows the extension the server applied', async ({ page }) => {
      const texts = EXTEND_TEXTS[lang]
      const driver = await registerDriver()
      const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
      const { code, end } = await paystackPaidBooking(driver.token, park.id)
      await signInWithToken(page, driver.token)
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('parkade:userLanguagePreference', 'fr'))
      await page.goto(`/booking-details/${code}`)
      const detail = page.locator('.parkade-booking-detail')
      await expect(detail).toContainText(code)
      const endBefore = await detail.getByTestId('booking-end').textContent()

      const group = detail.getByRole('group', { name: texts.group })
      await group.getByRole('radio', { name: texts.paystack }).check()
      expect(await seriousA11yViolations(page)).toEqual([])
      await shoot(page, `extend-choose-${lang}`)
      await detail.getByRole('button', { name: texts.submit }).click()
      const dialog = page.getByRole('dialog', { name: texts.dialog })
      await expect(dialog).toBeVisible()
      // Nothing moves before the payment is confirmed.
      await expect(detail.getByTestId('booking-end')).toHaveText(endBefore ?? '')
      await dialog.getByRole('button', { name: texts.pay, exact: true }).click()

      await expect(detail.getByText(texts.done)).toBeVisible()
      await expect(detail.getByTestId('booking-end')).not.toHaveText(endBefore ?? '')
      await shoot(page, `extend-done-${lang}`)
      const after = (await (await fetch(`${apiBase}/bookings/code/${code}`, { headers: { authorization: `Bearer ${driver.token}` } })).json()) as { end_time: string; payment_method: string }
      expect(new Date(after.end_time).getTime()).toBe(new Date(end).getTime() + 3_600_000)
      expect(after.payment_method).toBe('gateway')
      // Nothing passed through the wallet but the payments' own credit and debit.
      const wallet = (await (await fetch(`${apiBase}/wallet`, { headers: { authorization: `Bearer ${driver.token}` } })).json()) as { balance: number }
      expect(wallet.balance).toBe(0)
      // No sideways scroll at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  })
}
