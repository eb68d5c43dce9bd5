import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import type { AddFundsResponse, Booking, Page as ListPage, Park, ParkadeEvent, Quote, WalletResultResponse } from '@parkade/core'
import { apiBase, expect, openPlayground, registerDriver, test } from './fixtures.ts'

// Checkout and event booking in the playground against the sandbox API: a driver funds the wallet
// through the sandbox provider's page, signs in from the checkout without losing anything, books
// with the wallet or the gateway, and sees the code, its QR code and a calendar file.

// The playground's own sections, by the label it gives them (the components inside are regions too).
const checkoutSection = (page: Page) => page.locator('section[aria-label="Checkout"]')
const eventSection = (page: Page) => page.locator('section[aria-label="Event booking"]')
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Tops the wallet up the way a driver does: add-funds, the provider's sandbox page, Pay, then verify. */
async function fundWallet(page: Page, request: APIRequestContext, token: string, amount: number): Promise<number> {
  const started = await request.post(`${apiBase}/wallet/add-funds`, { headers: bearer(token), data: { amount } })
  expect(started.status()).toBe(200)
  const { data } = (await started.json()) as AddFundsResponse
  const providerPage = await page.context().newPage()
  await providerPage.goto(data.payment_info.authorization_url ?? data.payment_info.checkout_url ?? data.payment_info.payment_url ?? '')
  await providerPage.getByRole('button', { name: /^(Pay|Payer) / }).click()
  await providerPage.waitForLoadState()
  await providerPage.close()
  const verified = await request.post(`${apiBase}/wallet/verify-payment`, {
    headers: bearer(token),
    params: { payment_reference: data.reference, amount, payment_provider: data.provider },
  })
  const result = (await verified.json()) as WalletResultResponse
  expect(result.status).toBe('success')
  return result.data.new_balance
}

async function firstPark(request: APIRequestContext, query: Record<string, string>): Promise<Park> {
  const answer = (await (await request.get(`${apiBase}/parks/front/parks/`, { params: query })).json()) as ListPage<Park>
  const park = answer.items[0]
  if (!park) throw new Error(`no park for ${JSON.stringify(query)}`)
  return park
}

async function openCheckout(page: Page, park: Park) {
  const section = checkoutSection(page)
  await section.getByLabel('Park to book (id, slug or code)').fill(park.slug)
  await section.getByRole('button', { name: 'Open checkout' }).click()
  return section
}

/** Signs in with the LoginDialog the playground's Login section opens on 'auth-required'. */
async function signInThroughDialog(page: Page, email: string, password: string, labels = { email: 'Email', password: 'Password', submit: 'Log in' }) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(labels.email, { exact: true }).fill(email)
  await dialog.getByLabel(labels.password, { exact: true }).fill(password)
  await dialog.getByRole('button', { name: labels.submit, exact: true }).click()
  await expect(dialog).toBeHidden()
}

function money(page: Page, amount: number, currency: string, locale: string): Promise<string> {
  return page.evaluate(
    // SPEC §9 as money reads: no decimals for a whole amount, both otherwise (₦3,487.50).
    ([value, code, loc]) => new Intl.NumberFormat(loc, { style: 'currency', currency: code, minimumFractionDigits: Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2, maximumFractionDigits: 2 }).format(value),
    [amount, currency, locale] as const,
  )
}

/** The server's quote for what the checkout's inputs say now. */
async function serverQuote(page: Page, request: APIRequestContext, park: Park, vehicleTypeId: number): Promise<Quote> {
  const section = checkoutSection(page)
  const [start, end] = await page.evaluate(
    ([a, d]) => [new Date(a).toISOString(), new Date(d).toISOString()],
    [await section.getByLabel(/^(Arrival|Arrivée)$/).inputValue(), await section.getByLabel(/^(Departure|Départ)$/).inputValue()] as const,
  )
  const answer = await request.post(`${apiBase}/bookings/quote`, { data: { park_id: park.id, vehicle_type_id: vehicleTypeId, start_time: start, end_time: end } })
  return (await answer.json()) as Quote
}

async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

async function bookingByCode(request: APIRequestContext, token: string, code: string): Promise<Booking> {
  const answer = await request.get(`${apiBase}/bookings/code/${code}`, { headers: bearer(token) })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Booking
}

const pad = (n: number) => String(n).padStart(2, '0')

test('Lagos: change the vehicle type, sign in from the checkout, pay with the wallet, get the code, QR and .ics', async ({ page, request }) => {
  const driver = await registerDriver()
  expect(await fundWallet(page, request, driver.token, 50_000)).toBe(50_000)
  const park = await firstPark(request, { country: 'NG', search: 'Lagos' })

  await openPlayground(page, { country: 'NG' })
  const section = await openCheckout(page, park)
  await expect(section.getByRole('heading', { name: `Book parking at ${park.name}` })).toBeVisible()
  const total = section.getByTestId('checkout-total')
  await expect(total).toHaveText(await money(page, (await serverQuote(page, request, park, 1)).total, 'NGN', 'en-NG'))

  await section.getByLabel('Vehicle type').selectOption({ label: 'SUV / 4×4' })
  const suv = await serverQuote(page, request, park, 2)
  await expect(total).toHaveText(await money(page, suv.total, 'NGN', 'en-NG'))
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(section.getByRole('heading', { name: 'Your vehicle' })).toBeFocused()
  await section.getByLabel('Plate number').fill('LND 482 KJ')
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(section.getByRole('heading', { name: 'Review and pay' })).toBeFocused()

  // Not signed in yet: the checkout asks, the host's login opens, and nothing entered is lost.
  await section.getByRole('button', { name: 'Sign in to book' }).click()
  await signInThroughDialog(page, driver.email, driver.password)
  await expect(section.getByText('You are signed in. You can finish your booking.')).toBeVisible()
  await expect(section.getByText('LND 482 KJ · SUV / 4×4')).toBeVisible()
  await expect(section.getByText('Balance: ₦50,000')).toBeVisible()
  await expect(section.getByRole('radio', { name: 'Wallet balance' })).toBeChecked()
  await section.getByRole('button', { name: `Pay ${await money(page, suv.total, 'NGN', 'en-NG')}` }).click()

  const code = section.getByTestId('booking-code')
  await expect(code).toHaveText(/^PK-[A-Z2-9]{6}$/)
  await expect(section.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused()
  const bookingCode = (await code.textContent()) ?? ''
  await expect(section.getByRole('img', { name: `QR code of booking ${bookingCode}` })).toBeVisible()
  const ics = section.getByRole('link', { name: 'Add to calendar' })
  await expect(ics).toHaveAttribute('download', `parkade-${bookingCode}.ics`)
  await expect(ics).toHaveAttribute('href', /^blob:/)
  await expect(section.getByText(park.address, { exact: true })).toBeVisible()
  const download = page.waitForEvent('download')
  await ics.click()
  const file = await (await download).path()
  const text = await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8'))
  expect(text).toContain(`UID:${bookingCode}@parkade\r\n`)

  const booking = await bookingByCode(request, driver.token, bookingCode)
  expect(booking).toMatchObject({ status: 'active', payment_method: 'wallet', payment_status: 'paid', vehicle_type_id: 2, plate_number: 'LND 482 KJ', total: suv.total, partner: 'playground' })
  const events = await page.evaluate(() => (window as unknown as { parkadeEvents: { name: string }[] }).parkadeEvents.map((e) => e.name))
  expect(events).toEqual(expect.arrayContaining(['auth-required', 'login', 'booking-created']))
  expect(await seriousViolationsIn(page, 'section[aria-label="Checkout"]')).toEqual([])
})

test('an arrival in the past shows the validation message and blocks the step', async ({ page, request }) => {
  const park = await firstPark(request, { country: 'NG', search: 'Lagos' })
  await openPlayground(page, { country: 'NG' })
  const section = await openCheckout(page, park)
  const arrival = section.getByLabel('Arrival')
  const past = new Date(Date.now() - 3 * 3_600_000)
  await arrival.fill(`${past.getFullYear()}-${pad(past.getMonth() + 1)}-${pad(past.getDate())}T${pad(past.getHours())}:00`)
  await expect(arrival).toHaveAttribute('aria-invalid', 'true')
  await expect(arrival).toHaveAccessibleDescription(/Arrival cannot be in the past\./)
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(arrival).toBeFocused()
  await expect(section.getByRole('heading', { name: 'Your vehicle' })).toHaveCount(0)
  expect(await seriousViolationsIn(page, 'section[aria-label="Checkout"]')).toEqual([])
})

test('Senegal in French: a Dakar park paid from an XOF wallet, confirmation in French', async ({ page, request }) => {
  const driver = await registerDriver()
  const profile = await request.patch(`${apiBase}/users/profile`, { headers: bearer(driver.token), data: { country_id: 'SN', language: 'fr' } })
  expect(profile.status()).toBe(200)
  expect(await fundWallet(page, request, driver.token, 50_000)).toBe(50_000)
  const park = await firstPark(request, { country: 'SN', search: 'Dakar' })

  await openPlayground(page, { country: 'SN', lang: 'fr' })
  await page.getByRole('button', { name: 'Open login dialog' }).click()
  await signInThroughDialog(page, driver.email, driver.password, { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' })

  const section = await openCheckout(page, park)
  await expect(section.getByRole('heading', { name: `Réserver une place\u00a0: ${park.name}` })).toBeVisible()
  const quote = await serverQuote(page, request, park, 1)
  await expect(section.getByTestId('checkout-total')).toHaveText(await money(page, quote.total, 'XOF', 'fr-SN'))
  await section.getByRole('button', { name: 'Continuer' }).click()
  await section.getByLabel('Numéro d’immatriculation').fill('DK 1234 AB')
  await section.getByRole('button', { name: 'Continuer' }).click()
  await expect(section.getByRole('heading', { name: 'Vérifier et payer' })).toBeFocused()
  await expect(section.getByRole('radio', { name: 'Solde du portefeuille' })).toBeChecked()
  await expect(section.getByRole('radio', { name: 'Payer avec Wave' })).toBeVisible()
  await section.getByRole('button', { name: `Payer ${await money(page, quote.total, 'XOF', 'fr-SN')}` }).click()

  await expect(section.getByRole('heading', { name: 'Réservation confirmée' })).toBeFocused()
  const bookingCode = (await section.getByTestId('booking-code').textContent()) ?? ''
  expect(bookingCode).toMatch(/^PK-/)
  await expect(section.getByRole('img', { name: `Code QR de la réservation ${bookingCode}` })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Ajouter à l’agenda' })).toHaveAttribute('download', `parkade-${bookingCode}.ics`)
  const booking = await bookingByCode(request, driver.token, bookingCode)
  const arrival = await page.evaluate((iso) => new Intl.DateTimeFormat('fr-SN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), booking.start_time)
  await expect(section.locator(`time[datetime="${booking.start_time}"]`)).toHaveText(arrival)
  await expect(section.getByText(await money(page, booking.total, 'XOF', 'fr-SN'), { exact: true })).toBeVisible()
  expect(await seriousViolationsIn(page, 'section[aria-label="Checkout"]')).toEqual([])
})

test('paying with the gateway: the Paystack popup, then back to the confirmation', async ({ page, request }) => {
  const driver = await registerDriver()
  const park = await firstPark(request, { country: 'NG', search: 'Lagos' })
  await openPlayground(page, { country: 'NG' })
  await page.getByRole('button', { name: 'Open login dialog' }).click()
  await signInThroughDialog(page, driver.email, driver.password)

  const section = await openCheckout(page, park)
  await section.getByRole('button', { name: 'Continue' }).click()
  await section.getByLabel('Plate number').fill('KJA 777 GW')
  await section.getByRole('button', { name: 'Continue' }).click()
  // An empty wallet cannot pay, and says why.
  const wallet = section.getByRole('radio', { name: 'Wallet balance' })
  await expect(wallet).toBeDisabled()
  await expect(wallet).toHaveAccessibleDescription(/Not enough balance for this booking/)
  await expect(section.getByRole('radio', { name: 'Pay with Paystack' })).toBeChecked()
  await section.getByRole('button', { name: /^Pay ₦/ }).click()

  // Paystack's inline script (the sandbox's stand-in) resumes the transaction the server started.
  const before = page.url()
  await page.getByRole('dialog', { name: 'Paystack (sandbox)' }).getByRole('button', { name: 'Pay' }).click()
  // Confirmed in place: the page is neither reloaded nor given return parameters.
  const back = checkoutSection(page)
  const code = back.getByTestId('booking-code')
  await expect(code).toHaveText(/^PK-/)
  expect(page.url()).toBe(before)
  const booking = await bookingByCode(request, driver.token, (await code.textContent()) ?? '')
  expect(booking).toMatchObject({ status: 'active', payment_method: 'gateway', payment_status: 'paid', plate_number: 'KJA 777 GW' })
  const events = await page.evaluate(() => (window as unknown as { parkadeEvents: { name: string }[] }).parkadeEvents.map((e) => e.name))
  expect(events).toContain('payment-succeeded')
})

test('an event from the seed: its parks, the checkout with the event’s window, booked with the event code', async ({ page, request }) => {
  const list = (await (await request.get(`${apiBase}/events`, { params: { country: 'NG' } })).json()) as ListPage<ParkadeEvent>
  const event = list.items.find((item) => Date.parse(item.parking_opens_at) > Date.now() + 3_600_000)
  if (!event) throw new Error('no upcoming Nigerian event in the seed')
  const driver = await registerDriver()
  await fundWallet(page, request, driver.token, 200_000)

  await openPlayground(page, { country: 'NG' })
  await page.getByRole('button', { name: 'Open login dialog' }).click()
  await signInThroughDialog(page, driver.email, driver.password)
  const section = eventSection(page)
  await section.getByLabel('Event code').fill(event.event_code)
  await section.getByRole('button', { name: 'Open event', exact: true }).click()
  await expect(section.getByRole('heading', { name: event.name })).toBeVisible()
  await expect(section.locator('dd').first()).toContainText(event.venue.name)
  await expect(section.locator('dd').first()).toContainText(event.venue.address)
  const parks = section.getByRole('region', { name: 'Car parks near the venue' }).getByRole('article')
  await expect(parks.first()).toBeVisible()
  expect(await seriousViolationsIn(page, 'section[aria-label="Event booking"]')).toEqual([])

  const parkName = (await parks.first().getByRole('heading').textContent()) ?? ''
  await parks.first().getByRole('button', { name: 'Book here' }).click()
  await expect(section.getByRole('heading', { name: `Parking for ${event.name}` })).toBeFocused()
  const localValue = (iso: string) =>
    page.evaluate((value) => {
      const d = new Date(value)
      const p = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
    }, iso)
  await expect(section.getByLabel('Arrival')).toHaveValue(await localValue(event.parking_opens_at))
  await expect(section.getByLabel('Departure')).toHaveValue(await localValue(new Date(Date.parse(event.ends_at) + 3_600_000).toISOString()))
  await expect(section.getByTestId('checkout-total')).toBeVisible()
  await section.getByRole('button', { name: 'Continue' }).click()
  await section.getByLabel('Plate number').fill('EKO 555 EV')
  await section.getByRole('button', { name: 'Continue' }).click()
  await section.getByRole('button', { name: /^Pay ₦/ }).click()
  const code = section.getByTestId('booking-code')
  await expect(code).toHaveText(/^PK-/)
  const booking = await bookingByCode(request, driver.token, (await code.textContent()) ?? '')
  expect(booking.event_code).toBe(event.event_code)
  expect(booking.park.name).toBe(parkName)
  expect(booking.start_time).toBe(new Date(event.parking_opens_at).toISOString())
  expect(await seriousViolationsIn(page, 'section[aria-label="Event booking"]')).toEqual([])
})
