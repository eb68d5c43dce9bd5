import type { BrowserContext, Page } from '@playwright/test'
import type { Park } from '@parkade/core'
import { apiBase, expect, firstPark, payInPaystackPopup, registerDriver, seriousA11yViolations, signInWithToken, test } from './fixtures.ts'
import type { Driver } from './fixtures.ts'

// Issue 23: a checkout is never lost. A driver who closes the tab in the middle of paying and opens
// the park's checkout later, in a new tab of the same browser, finds the same booking (times,
// vehicle, plate, "awaiting payment") and pays it — the same booking, not a second one — or
// cancels the hold, from that notice or from My Bookings, which frees its space at once.

test.use({ viewport: { width: 360, height: 780 } })

interface ListedBooking {
  id: number
  booking_code: string
  plate_number: string
  status: string
  payment_status: string
  payment_reference: string | null
}

async function api<T>(driver: Driver, path: string): Promise<T> {
  return (await (await fetch(`${apiBase}${path}`, { headers: { authorization: `Bearer ${driver.token}` } })).json()) as T
}

/** Every booking of the driver the API has, whatever the list shows (cancelled unpaid ones included). */
async function bookingByCode(driver: Driver, code: string): Promise<ListedBooking> {
  return api<ListedBooking>(driver, `/bookings/code/${code}`)
}

async function listed(driver: Driver, filter = 'all'): Promise<ListedBooking[]> {
  return (await api<{ items: ListedBooking[] }>(driver, `/bookings/list?status_filter=${filter}&size=50`)).items
}

/**
 * Fills the checkout to its payment step and starts paying; answers what the review showed
 * (arrival, departure) and the booking the server made. The page is then left on the provider.
 */
async function startPaying(page: Page, driver: Driver, park: Park, plate: string, words: { continue: string; pay: RegExp }) {
  await page.goto(`/checkout/${park.slug}`)
  await page.getByRole('button', { name: words.continue }).click()
  await page.getByRole('textbox', { name: /Plate number|Numéro d’immatriculation/ }).fill(plate)
  await page.getByRole('button', { name: words.continue }).click()
  const review = page.locator('.parkade-checkout').getByRole('definition')
  await expect(review.nth(1)).not.toBeEmpty()
  const times = [await review.nth(1).innerText(), await review.nth(2).innerText()]
  await page.getByRole('button', { name: words.pay }).click()
  // Read from the API: the page may already be on the provider's, its answer's body gone.
  let booking: ListedBooking | undefined
  await expect.poll(async () => (booking = (await listed(driver, 'pending'))[0])).toBeTruthy()
  return { times, booking: booking!, reference: booking!.payment_reference! }
}

/** The driver closes the tab, and later opens the park's checkout in a new tab of the same browser. */
async function comeBackLater(context: BrowserContext, page: Page, park: Park): Promise<Page> {
  await page.close()
  const later = await context.newPage()
  await later.goto(`/checkout/${park.slug}`)
  return later
}

test('closing the tab in the middle of paying: a new tab offers the same booking, and paying it makes exactly one booking', async ({ page, context }) => {
  const driver = await registerDriver()
  const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
  await signInWithToken(page, driver.token)
  const started = await startPaying(page, driver, park, 'KJA 310 TB', { continue: 'Continue', pay: /^Pay ₦/ })
  await expect(page.getByRole('dialog', { name: 'Paystack (sandbox)' })).toBeVisible()

  const later = await comeBackLater(context, page, park)
  const notice = later.getByTestId('checkout-resume')
  await expect(notice.getByRole('heading', { name: 'You have an unpaid booking here' })).toBeVisible()
  for (const text of [...started.times, 'KJA 310 TB', 'Awaiting payment']) await expect(notice).toContainText(text)
  expect(await seriousA11yViolations(later)).toEqual([])
  expect(await later.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await notice.getByRole('button', { name: /^Pay ₦/ }).click()
  await payInPaystackPopup(later)
  await later.waitForURL(/\/booking-success\?booking=PK-/)
  expect(new URL(later.url()).searchParams.get('booking')).toBe(started.booking.booking_code)

  // One booking, paid: the one made before the tab was closed.
  expect((await listed(driver)).map((b) => [b.id, b.plate_number, b.status, b.payment_status])).toEqual([[started.booking.id, 'KJA 310 TB', 'active', 'paid']])
  await later.goto('/bookings')
  await expect(later.getByRole('link', { name: /^View details PK-/ })).toHaveCount(1)
  // Paid, it is not offered again.
  await later.goto(`/checkout/${park.slug}`)
  await expect(later.getByRole('heading', { name: 'When are you parking?' })).toBeVisible()
  await expect(later.getByTestId('checkout-resume')).toHaveCount(0)
})

test('cancelling the pending hold from the resume notice frees the space at once, with nothing refunded, and starts over', async ({ page, context }) => {
  const driver = await registerDriver()
  const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
  await signInWithToken(page, driver.token)
  const started = await startPaying(page, driver, park, 'KJA 311 CN', { continue: 'Continue', pay: /^Pay ₦/ })
  await expect(page.getByRole('dialog', { name: 'Paystack (sandbox)' })).toBeVisible()

  const later = await comeBackLater(context, page, park)
  const notice = later.getByTestId('checkout-resume')
  await notice.getByRole('button', { name: 'Cancel this booking' }).click()
  await expect(later.getByText('Your unpaid booking is cancelled and its space is free again. You can book new times below.')).toBeVisible()
  await expect(later.getByRole('heading', { name: 'When are you parking?' })).toBeFocused()

  // The API: cancelled, so it no longer takes a space; nothing paid, nothing refunded.
  expect(await bookingByCode(driver, started.booking.booking_code)).toMatchObject({ status: 'cancelled' })
  expect((await bookingByCode(driver, started.booking.booking_code)).payment_status).not.toBe('refunded')
  const ledger = await api<{ data?: unknown[]; items?: unknown[] }>(driver, '/wallet/transactions')
  expect(ledger.items ?? ledger.data).toEqual([])
  expect(await listed(driver)).toEqual([])
  // Forgotten: a reload starts a fresh checkout.
  await later.reload()
  await expect(later.getByRole('heading', { name: 'When are you parking?' })).toBeVisible()
  await expect(later.getByTestId('checkout-resume')).toHaveCount(0)
})

test('cancelling the pending hold from My Bookings: the booking detail cancels it, and the checkout no longer offers it', async ({ page, context }) => {
  const driver = await registerDriver()
  const park = await firstPark({ country: 'Nigeria', search: 'Lagos' })
  await signInWithToken(page, driver.token)
  const started = await startPaying(page, driver, park, 'KJA 312 MB', { continue: 'Continue', pay: /^Pay ₦/ })
  await expect(page.getByRole('dialog', { name: 'Paystack (sandbox)' })).toBeVisible()

  await page.close()
  const later = await context.newPage()
  await later.goto('/bookings')
  await later.getByRole('link', { name: `View details ${started.booking.booking_code}` }).click()
  const detail = later.locator('.parkade-booking-detail')
  await expect(detail.locator('.pk-badge')).toHaveText('Pending')
  await detail.getByRole('button', { name: 'Cancel booking' }).click()
  const confirm = detail.getByRole('group', { name: 'Cancel this booking?' })
  await expect(confirm).toContainText('Nothing has been paid for this booking, so there is nothing to refund.')
  await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click()
  await expect(detail.getByText(/^Your booking has been cancelled\.$/)).toBeVisible()
  await expect(detail).toContainText('Card or mobile money · Nothing paid')
  expect(await bookingByCode(driver, started.booking.booking_code)).toMatchObject({ status: 'cancelled' })
  expect(await seriousA11yViolations(later)).toEqual([])

  await later.goto(`/checkout/${park.slug}`)
  await expect(later.getByRole('heading', { name: 'When are you parking?' })).toBeVisible()
  await expect(later.getByTestId('checkout-resume')).toHaveCount(0)
})

test.describe('in French (Senegal, paying on the Wave page)', () => {
  test.use({ detectedCountry: 'SN' })

  test('leaving the Wave page and coming back in a new tab offers the booking in French, and cancels it', async ({ page, context }) => {
    const driver = await registerDriver()
    const park = await firstPark({ country: 'Senegal', search: 'Dakar' })
    await signInWithToken(page, driver.token)
    const started = await startPaying(page, driver, park, 'DK 4512 AB', { continue: 'Continuer', pay: /^Payer / })
    await page.waitForURL(/\/sandbox\/wave\/checkout\//)

    const later = await comeBackLater(context, page, park)
    const notice = later.getByTestId('checkout-resume')
    await expect(notice.getByRole('heading', { name: 'Vous avez une réservation non payée ici' })).toBeVisible()
    for (const text of [...started.times, 'DK 4512 AB', 'En attente de paiement']) await expect(notice).toContainText(text)
    await expect(notice.getByRole('button', { name: /^Payer / })).toBeVisible()
    expect(await seriousA11yViolations(later)).toEqual([])
    expect(await later.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await notice.getByRole('button', { name: 'Annuler cette réservation' }).click()
    await expect(later.getByText('Votre réservation non payée est annulée et sa place est de nouveau libre. Vous pouvez choisir de nouveaux horaires ci-dessous.')).toBeVisible()
    expect(await bookingByCode(driver, started.booking.booking_code)).toMatchObject({ status: 'cancelled' })
  })

  test('going Back from the Wave page returns to the same booking, and paying it again pays that booking once', async ({ page }) => {
    const driver = await registerDriver()
    const park = await firstPark({ country: 'Senegal', search: 'Dakar' })
    await signInWithToken(page, driver.token)
    const started = await startPaying(page, driver, park, 'DK 4513 AB', { continue: 'Continuer', pay: /^Payer / })
    await page.waitForURL(/\/sandbox\/wave\/checkout\//)

    await page.goBack()
    const notice = page.getByTestId('checkout-resume')
    for (const text of [...started.times, 'DK 4513 AB', 'En attente de paiement']) await expect(notice).toContainText(text)
    await notice.getByRole('button', { name: /^Payer / }).click()
    // The same payment: the server answered the request sent again under its key with that booking.
    await page.waitForURL(new RegExp(`/sandbox/wave/checkout/${started.reference}`))
    await page.getByRole('button', { name: /^(Pay|Payer) / }).click()
    await page.waitForURL(/\/booking-success\?booking=PK-/)
    expect((await listed(driver)).map((b) => [b.id, b.status, b.payment_status])).toEqual([[started.booking.id, 'active', 'paid']])
  })
})
