import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { apiBase, expect, openPlayground, registerDriver, test } from './fixtures.ts'

// Wallet, bookings and vehicles in the playground against the sandbox API: the money journeys go
// through the sandbox provider pages and come back to the playground, which is the return URL.

const MY_SECTIONS = ['Wallet', 'Bookings', 'Vehicles'].map((title) => `section[aria-label="${title}"]`)
const SPACE = '[\\s\\u00a0\\u202f]'

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A top-up done the way a browser would, without one: start, pay on the sandbox page, verify. */
async function topUpThroughApi(token: string, amount: number) {
  const started = await call<{ data: { reference: string; provider: string; payment_info: Record<string, string> } }>('POST', '/wallet/add-funds', token, { amount })
  const { reference, provider, payment_info: info } = started.data
  const page = info.authorization_url ?? info.checkout_url ?? info.payment_url
  await fetch(page!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' })
  const query = new URLSearchParams({ payment_reference: reference, amount: String(amount), payment_provider: provider })
  await call('POST', `/wallet/verify-payment?${query}`, token)
}

async function useToken(page: Page, token: string) {
  await page.getByLabel('Session token').fill(token)
  await page.getByRole('button', { name: 'Use token' }).click()
}

async function axeOfMySections(page: Page): Promise<string[]> {
  let builder = new AxeBuilder({ page })
  for (const selector of MY_SECTIONS) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

test.describe('Wallet', () => {
  test('tops up through the Paystack popup and shows the new balance; a failed payment credits nothing', async ({ page }) => {
    const { token } = await registerDriver()
    await openPlayground(page, { country: 'NG', lang: 'en' })
    await useToken(page, token)
    const wallet = page.locator('.parkade-wallet')
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('₦0')
    await expect(wallet.getByText('No transactions yet.')).toBeVisible()

    // Refused before anything is sent.
    const amount = wallet.getByRole('textbox', { name: 'Amount (NGN)' })
    await amount.fill('50')
    await wallet.getByRole('button', { name: 'Add funds' }).click()
    await expect(wallet.getByText('The minimum top-up is ₦100.')).toBeVisible()
    await expect(amount).toBeFocused()

    await amount.fill('20,000')
    await wallet.getByRole('button', { name: 'Add funds' }).click()
    // Paystack's inline script (the sandbox's stand-in) resumes the transaction the server started.
    const paystack = page.getByRole('dialog', { name: 'Paystack (sandbox)' })
    await paystack.getByRole('button', { name: 'Pay' }).click()

    // Confirmed in place: no return parameters, the wallet says so itself.
    await expect(wallet.getByText('Your wallet has been credited. New balance: ₦20,000')).toBeVisible()
    expect(new URL(page.url()).searchParams.has('reference')).toBe(false)
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('₦20,000')
    const credit = wallet.getByRole('row', { name: /Wallet top-up \(Paystack\)/ })
    await expect(credit).toContainText('+\u2060₦20,000')
    await expect.poll(() => page.evaluate(() => (window as unknown as { parkadeEvents: { name: string; payload: { newBalance?: number } }[] }).parkadeEvents.find((e) => e.name === 'payment-succeeded')?.payload.newBalance)).toBe(20000)

    // The Fail path: said in place, nothing credited.
    await wallet.getByRole('textbox', { name: 'Amount (NGN)' }).fill('1000')
    await wallet.getByRole('button', { name: 'Add funds' }).click()
    await paystack.getByRole('button', { name: 'Fail' }).click()
    await expect(wallet.getByRole('alert').filter({ hasText: 'The payment failed. Nothing was charged and nothing was added to your wallet.' })).toBeVisible()
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('₦20,000')
    await expect(wallet.getByRole('row')).toHaveCount(2)

    expect(await axeOfMySections(page)).toEqual([])
  })

  test('tops up in a popup, staying on the page', async ({ page }) => {
    const { token } = await registerDriver()
    await openPlayground(page, { country: 'NG', lang: 'en' })
    await useToken(page, token)
    await page.getByLabel('Checkout mode').selectOption('popup')
    const wallet = page.locator('.parkade-wallet')
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('₦0')
    await wallet.getByRole('textbox', { name: 'Amount (NGN)' }).fill('7500')
    const popupOpened = page.waitForEvent('popup')
    await wallet.getByRole('button', { name: 'Add funds' }).click()
    const popup = await popupOpened
    await popup.waitForURL(/\/sandbox\/paystack\/checkout\//)
    await expect(wallet.getByText('Complete the payment in the window that opened.')).toBeVisible()
    // The provider's page gets no handle on ours.
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await popup.getByRole('button', { name: /^Pay ₦7,500/ }).click()
    await expect(wallet.getByText('Your wallet has been credited. New balance: ₦7,500')).toBeVisible()
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('₦7,500')
    expect(popup.isClosed()).toBe(true)
    expect(new URL(page.url()).searchParams.has('reference')).toBe(false)
  })

  test.describe('in French, in Senegal', () => {
    test.use({ locale: 'fr-SN' })

    test('tops up in XOF through the mobile-money page; a cancelled payment credits nothing', async ({ page }) => {
      const { token } = await registerDriver()
      await call('PATCH', '/users/profile', token, { country_id: 'SN' })
      await openPlayground(page, { country: 'SN', lang: 'fr' })
      await useToken(page, token)
      const wallet = page.locator('.parkade-wallet')
      await expect(wallet.getByRole('heading', { name: 'Portefeuille' })).toBeVisible()
      await expect(wallet.getByTestId('wallet-balance')).toHaveText(new RegExp(`^0${SPACE}F${SPACE}CFA$`))
      const amount = wallet.getByRole('textbox', { name: 'Montant (XOF)' })
      await expect(wallet.getByText(new RegExp(`^De 100${SPACE}F${SPACE}CFA à 3${SPACE}000${SPACE}000${SPACE}F${SPACE}CFA$`))).toBeVisible()

      await amount.fill('5000,50')
      await wallet.getByRole('button', { name: 'Recharger' }).click()
      await expect(wallet.getByText('Saisissez un montant entier, sans décimales.')).toBeVisible()

      await amount.fill('5 000')
      await wallet.getByRole('button', { name: 'Recharger' }).click()
      await page.waitForURL(/\/sandbox\/wave\/checkout\//)
      await page.getByRole('button', { name: /^Payer/ }).click()
      await page.waitForURL(/[?&]reference=/)
      const callback = page.locator('.parkade-wallet-callback')
      await expect(callback.getByRole('heading', { name: 'Recharge du portefeuille' })).toBeVisible()
      await expect(callback.getByText(new RegExp(`^Votre portefeuille a été crédité\\. Nouveau solde${SPACE}: 5${SPACE}000${SPACE}F${SPACE}CFA$`))).toBeVisible()
      await expect(wallet.getByTestId('wallet-balance')).toHaveText(new RegExp(`^5${SPACE}000${SPACE}F${SPACE}CFA$`))
      await expect(wallet.getByRole('columnheader', { name: 'Solde après opération' })).toBeVisible()
      expect(await axeOfMySections(page)).toEqual([])

      await page.getByRole('link', { name: 'Retour au portefeuille' }).click()
      await wallet.getByRole('textbox', { name: 'Montant (XOF)' }).fill('2000')
      await wallet.getByRole('button', { name: 'Recharger' }).click()
      await page.waitForURL(/\/sandbox\/wave\/checkout\//)
      await page.getByRole('button', { name: 'Annuler' }).click()
      await page.waitForURL(/[?&]status=cancelled/)
      await expect(callback.getByRole('alert')).toHaveText('Le paiement a été annulé. Rien n’a été ajouté à votre portefeuille.')
      await expect(wallet.getByTestId('wallet-balance')).toHaveText(new RegExp(`^5${SPACE}000${SPACE}F${SPACE}CFA$`))
      expect(await axeOfMySections(page)).toEqual([])
    })
  })
})

test.describe('Vehicles', () => {
  test('adds a vehicle, makes a second one the default, and keeps exactly one default', async ({ page }) => {
    const { token } = await registerDriver()
    await openPlayground(page, { country: 'NG', lang: 'en' })
    await useToken(page, token)
    const vehicles = page.locator('.parkade-vehicles')
    await expect(vehicles.getByText('You have no saved vehicles.')).toBeVisible()

    await vehicles.getByRole('button', { name: 'Add vehicle' }).click()
    await expect(vehicles.getByRole('heading', { name: 'Add a vehicle' })).toBeFocused()
    await vehicles.getByRole('button', { name: 'Save vehicle' }).click()
    await expect(vehicles.getByText('Enter the plate number.')).toBeVisible()
    await vehicles.getByRole('textbox', { name: 'Plate number' }).fill('abc123')
    await vehicles.getByRole('textbox', { name: 'Make (Optional)' }).fill('Toyota')
    await vehicles.getByRole('button', { name: 'Save vehicle' }).click()
    await expect(vehicles.getByText('ABC123 was saved.')).toBeVisible()
    const defaults = vehicles.locator('.pk-badge', { hasText: 'Default' })
    await expect(defaults).toHaveCount(1)

    // A duplicate plate is refused by the server and shown at the form.
    await vehicles.getByRole('button', { name: 'Add vehicle' }).click()
    await vehicles.getByRole('textbox', { name: 'Plate number' }).fill('ABC123')
    await vehicles.getByRole('button', { name: 'Save vehicle' }).click()
    await expect(vehicles.getByRole('form', { name: 'Add a vehicle' }).getByRole('alert')).toHaveText('You have already saved the plate ABC123.')

    await vehicles.getByRole('textbox', { name: 'Plate number' }).fill('XYZ789')
    await vehicles.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Motorcycle' })
    await vehicles.getByRole('button', { name: 'Save vehicle' }).click()
    await expect(vehicles.getByText('XYZ789 was saved.')).toBeVisible()
    await expect(defaults).toHaveCount(1)

    await vehicles.getByRole('button', { name: 'Set as default: XYZ789' }).click()
    await expect(vehicles.getByText('XYZ789 is now your default vehicle.')).toBeVisible()
    await expect(defaults).toHaveCount(1)
    const xyz = vehicles.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'XYZ789' }) })
    await expect(xyz.locator('.pk-badge')).toHaveText('Default')
    await expect(xyz).toContainText('Motorcycle')
    expect(await axeOfMySections(page)).toEqual([])

    // The server agrees after a reload.
    await page.reload()
    await expect(vehicles.getByRole('listitem')).toHaveCount(2)
    await expect(defaults).toHaveCount(1)
    await expect(xyz.locator('.pk-badge')).toHaveText('Default')
  })
})

test.describe('Bookings', () => {
  test('lists bookings, opens one, extends it, cancels it and sees the refund in the wallet', async ({ page }) => {
    const { token } = await registerDriver()
    await topUpThroughApi(token, 20000)
    const parks = await call<{ items: { id: number; name: string }[] }>('GET', '/parks/front/parks/?country=NG&search=Lagos', token)
    const park = parks.items[0]!
    const start = new Date(Date.now() + 60 * 60 * 1000)
    const end = new Date(start.getTime() + 2 * 60 * 60 * 1000)
    const created = await call<{ booking: { booking_code: string; total: number } }>('POST', '/bookings', token, {
      park_id: park.id,
      start_time: start.toISOString(),
      end_time: end.toISOString(),
      plate_number: 'LAG123',
      payment_method: 'wallet',
    })
    const code = created.booking.booking_code

    await openPlayground(page, { country: 'NG', lang: 'en' })
    await useToken(page, token)
    const bookings = page.locator('.parkade-bookings')
    const item = bookings.getByRole('listitem').filter({ hasText: code })
    await expect(item).toContainText(park.name)
    await expect(item).toContainText('LAG123')
    await expect(item.locator('.pk-badge')).toHaveText('Active')

    await bookings.getByRole('combobox', { name: 'Show' }).selectOption('cancelled')
    await expect(bookings.getByText('You have no bookings with this status.')).toBeVisible()
    await bookings.getByRole('combobox', { name: 'Show' }).selectOption('active')
    await bookings.getByRole('button', { name: `View details ${code}` }).click()

    const detail = page.locator('.parkade-booking-detail')
    await expect(detail.getByRole('heading', { level: 2, name: park.name })).toBeFocused()
    await expect(detail).toContainText(code)
    await expect(detail).toContainText('Wallet · Paid')
    const wallet = page.locator('.parkade-wallet')
    const balanceBefore = await wallet.getByTestId('wallet-balance').textContent()

    await detail.getByRole('button', { name: 'Extend booking' }).click()
    await expect(detail.getByText(/^Your booking now ends at .+\. ₦[\d,.]+ was charged to your wallet\.$/)).toBeVisible()
    await expect(wallet.getByTestId('wallet-balance')).not.toHaveText(balanceBefore ?? '')
    await expect(wallet.getByRole('row', { name: new RegExp(`Extension of booking ${code}`) })).toBeVisible()

    await detail.getByRole('button', { name: 'Cancel booking' }).click()
    const confirm = detail.getByRole('group', { name: 'Cancel this booking?' })
    await expect(confirm).toContainText('you paid will be refunded to your wallet.')
    expect(await axeOfMySections(page)).toEqual([])
    await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click()
    await expect(detail.getByText(/^Your booking has been cancelled\. ₦[\d,.]+ was refunded to your wallet\.$/)).toBeVisible()
    await expect(detail.locator('.pk-badge')).toHaveText('Cancelled')
    await expect(detail.getByRole('button', { name: 'Renew' })).toBeVisible()
    // Booking, extension and refund: the wallet is back where it started.
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('₦20,000')
    await expect(wallet.getByRole('row', { name: new RegExp(`Refund of booking ${code}`) })).toContainText('Credit')

    await detail.getByRole('button', { name: 'Back to my bookings' }).click()
    await expect(bookings.getByRole('heading', { name: 'My Bookings' })).toBeFocused()
    await bookings.getByRole('combobox', { name: 'Show' }).selectOption('cancelled')
    await expect(bookings.getByRole('listitem').filter({ hasText: code }).locator('.pk-badge')).toHaveText('Cancelled')
    expect(await axeOfMySections(page)).toEqual([])
  })

  test('asks a signed-out visitor to log in', async ({ page }) => {
    await openPlayground(page, { country: 'NG', lang: 'en' })
    for (const feature of ['wallet', 'bookings', 'vehicles']) {
      const section = page.locator(`.parkade-${feature}`)
      await expect(section.getByText('Please login to view your account')).toBeVisible()
      await expect(section.getByRole('button', { name: 'Login to Continue' })).toBeVisible()
    }
    await page.locator('.parkade-wallet').getByRole('button', { name: 'Login to Continue' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { parkadeEvents: { name: string; payload: { widget?: string } }[] }).parkadeEvents.some((e) => e.name === 'auth-required' && e.payload.widget === 'wallet'))).toBe(true)
  })
})
