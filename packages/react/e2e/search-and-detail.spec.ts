import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Park } from '@parkade/core'
import { expect, openPlayground, test } from './fixtures.ts'

// Search → pick a park → its detail and rate by vehicle type, against the sandbox API, in
// English for Nigeria and in French for Senegal.

const searchSection = (page: Page) => page.getByRole('region', { name: 'Park search' })
const detailSection = (page: Page) => page.getByRole('region', { name: 'Park detail and rate' })

/** The payload of the last 'park-selected' event the playground received. */
async function selectedPark(page: Page): Promise<Park> {
  const events = await page.evaluate(() => (window as unknown as { parkadeEvents: { name: string; payload: { park: Park } }[] }).parkadeEvents)
  const last = events.filter((event) => event.name === 'park-selected').at(-1)
  if (!last) throw new Error('no park-selected event')
  return last.payload.park
}

/** An amount as the browser formats it for a locale (SPEC §9: 0 to 2 decimals). */
function money(page: Page, amount: number, currency: string, locale: string): Promise<string> {
  return page.evaluate(
    // SPEC §9 as money reads: no decimals for a whole amount, both otherwise (₦3,487.50).
    ([value, code, loc]) => new Intl.NumberFormat(loc, { style: 'currency', currency: code, minimumFractionDigits: Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2, maximumFractionDigits: 2 }).format(value),
    [amount, currency, locale] as const,
  )
}

async function seriousViolationsIn(page: Page, ...selectors: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page })
  for (const selector of selectors) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

const MY_SECTIONS = ['section[aria-label="Park search"]', 'section[aria-label="Park detail and rate"]']

test('Nigeria: search Lagos, open a park, change the vehicle type, book', async ({ page }) => {
  await openPlayground(page, { country: 'NG' })
  const search = searchSection(page)
  await expect(detailSection(page).getByTestId('park-detail-empty')).toBeVisible()

  // Enter searches the text: the suggestions that open over the buttons would take a late click.
  await search.getByRole('combobox', { name: 'Place, park name or address' }).fill('Lagos')
  await search.getByRole('combobox', { name: 'Place, park name or address' }).press('Enter')
  await expect(search.getByRole('heading', { name: 'Parking near Lagos' })).toBeVisible()
  const results = search.getByRole('article')
  await expect(results.first()).toBeVisible()
  await expect(search.getByText(/^\d+ parks found$/)).toBeVisible()
  const prices = await search.getByTestId('park-price').allTextContents()
  expect(prices.length).toBeGreaterThan(1)
  // Each result is priced for the searched stay (from now, two hours), as the checkout would charge.
  for (const price of prices) expect(price).toMatch(/^₦[\d,.]+ for your stay$/)

  const first = results.first()
  const name = (await first.getByRole('heading').textContent()) ?? ''
  await first.getByRole('button', { name: `View park: ${name}` }).click()
  const park = await selectedPark(page)
  expect(park.name).toBe(name)
  expect(park.city).toBe('Lagos')
  // The list showed the server's total of the stay for a car, in naira.
  expect(park.stay).toMatchObject({ vehicle_type_id: 1, currency: 'NGN' })
  expect(prices[0]).toBe(`${await money(page, park.stay!.total, 'NGN', 'en-NG')} for your stay`)

  const detail = detailSection(page)
  const heading = detail.getByRole('heading', { level: 3, name })
  await expect(heading).toBeVisible()
  await expect(heading).toBeFocused()
  await expect(detail.getByText(park.address, { exact: true })).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Amenities' })).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'How to get in' })).toBeVisible()

  const rate = detail.getByTestId('park-rate')
  const car = park.rates.find((r) => r.vehicle_type_id === 1)!
  await expect(rate).toContainText(await money(page, car.hourly, 'NGN', 'en-NG'))
  await expect(rate).toContainText(await money(page, car.daily, 'NGN', 'en-NG'))
  const select = detail.getByRole('combobox', { name: 'Vehicle type' })
  await expect(select).toHaveValue('1')

  await select.selectOption({ label: 'SUV / 4×4' })
  const suv = park.rates.find((r) => r.vehicle_type_id === 2)!
  expect(suv.hourly).not.toBe(car.hourly)
  await expect(rate).toContainText(await money(page, suv.hourly, 'NGN', 'en-NG'))
  await expect(rate).not.toContainText(await money(page, car.hourly, 'NGN', 'en-NG'))

  const fees = detail.getByRole('region', { name: 'Fees' })
  await expect(fees.getByRole('row', { name: /VAT/ })).toContainText('7.5%')

  await detail.getByRole('button', { name: 'Book now' }).click()
  await expect(page.getByTestId('book-request')).toHaveText(`${name}, vehicle type 2`)

  expect(await seriousViolationsIn(page, ...MY_SECTIONS)).toEqual([])
})

test('Senegal in French: search Dakar, open a park, change the vehicle type', async ({ page }) => {
  await openPlayground(page, { country: 'SN', lang: 'fr' })
  const search = searchSection(page)
  await expect(search.getByRole('heading', { name: 'Trouver un parking' })).toBeVisible()

  await search.getByRole('combobox', { name: 'Lieu, nom du parking ou adresse' }).fill('Dakar')
  await search.getByRole('combobox', { name: 'Lieu, nom du parking ou adresse' }).press('Enter')
  await expect(search.getByRole('heading', { name: 'Parkings à proximité\u00a0: Dakar' })).toBeVisible()
  const results = search.getByRole('article')
  await expect(results.first()).toBeVisible()
  await expect(search.getByText(/^\d+\u00a0parkings? trouvés?$/)).toBeVisible()
  const prices = await search.getByTestId('park-price').allTextContents()
  for (const price of prices) expect(price).toMatch(/CFA pour votre séjour$/)

  const first = results.first()
  const name = (await first.getByRole('heading').textContent()) ?? ''
  await first.getByRole('button', { name: `Voir le parking\u00a0: ${name}` }).click()
  const park = await selectedPark(page)
  expect(park.country_code).toBe('SN')
  const car = park.rates.find((r) => r.vehicle_type_id === 1)!
  // XOF in the fr-SN format: '1 450 F CFA', spaces and all; the stay's total, as checkout would charge.
  expect(prices[0]).toBe(`${await money(page, park.stay!.total, 'XOF', 'fr-SN')} pour votre séjour`)

  const detail = detailSection(page)
  const heading = detail.getByRole('heading', { level: 3, name })
  await expect(heading).toBeFocused()
  await expect(detail.getByRole('heading', { name: 'Tarif' })).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Équipements' })).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Comment entrer' })).toBeVisible()
  await expect(detail.getByText('Horaires', { exact: true })).toBeVisible()

  const rate = detail.getByTestId('park-rate')
  await expect(rate).toContainText('À l’heure')
  await expect(rate).toContainText(await money(page, car.hourly, 'XOF', 'fr-SN'))
  const select = detail.getByRole('combobox', { name: 'Type de véhicule' })
  await expect(select.getByRole('option')).toHaveText(['Voiture', 'SUV / 4×4', 'Moto', 'Fourgon / Minibus', 'Bus / Camion'])
  await select.selectOption({ label: 'Moto' })
  const moto = park.rates.find((r) => r.vehicle_type_id === 3)!
  await expect(rate).toContainText(await money(page, moto.hourly, 'XOF', 'fr-SN'))
  await expect(rate).not.toContainText(await money(page, car.hourly, 'XOF', 'fr-SN'))

  const fees = detail.getByRole('region', { name: 'Frais' })
  await expect(fees.getByRole('row', { name: /Frais de service/ })).toBeVisible()
  await expect(fees.getByRole('row', { name: /TVA/ })).toContainText(/18\s%/)
  await expect(detail.getByRole('button', { name: 'Réserver' })).toBeVisible()

  expect(await seriousViolationsIn(page, ...MY_SECTIONS)).toEqual([])
})

test.describe('near me', () => {
  test.use({ geolocation: { latitude: 6.4541, longitude: 3.3947 }, permissions: ['geolocation'] })

  test('finds the parks nearest to the driver, with their distance', async ({ page }) => {
    await openPlayground(page, { country: 'NG' })
    const search = searchSection(page)
    await expect(search.getByRole('article').first()).toBeVisible()
    await search.getByRole('button', { name: 'Use my location' }).click()
    await expect(search.getByRole('heading', { name: 'Parking nearest to you' })).toBeVisible()
    const distances = search.getByText(/^[\d.,]+ k?m away$/)
    await expect(distances.first()).toBeVisible()
    const texts = await distances.allTextContents()
    const km = texts.map((text) => (text.includes('km') ? parseFloat(text.replace(/,/g, '')) : parseFloat(text) / 1000))
    expect(km).toEqual([...km].sort((a, b) => a - b))
    expect(km[0]).toBeLessThan(5)
  })
})

test('a denied location says why, and the text search still works', async ({ page, context }) => {
  await context.clearPermissions()
  await page.addInitScript(() => {
    // Headless Chromium has no prompt to deny; this is what a driver's "Block" answers.
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) => fail({ code: 1, message: 'User denied Geolocation' }) },
    })
  })
  await openPlayground(page, { country: 'NG' })
  const search = searchSection(page)
  await search.getByRole('button', { name: 'Use my location' }).click()
  await expect(search.getByRole('alert')).toHaveText('Location access was denied. You can still search by place or address.')
  await search.getByRole('combobox', { name: 'Place, park name or address' }).fill('Ikeja')
  await search.getByRole('combobox', { name: 'Place, park name or address' }).press('Enter')
  await expect(search.getByRole('heading', { name: 'Parking near Ikeja' })).toBeVisible()
  await expect(search.getByRole('article').first()).toBeVisible()
})

test('nothing found, and a park that does not exist, are said plainly', async ({ page }) => {
  await openPlayground(page, { country: 'NG' })
  const search = searchSection(page)
  await search.getByRole('combobox', { name: 'Place, park name or address' }).fill('Qwxyzzy')
  await search.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(search.getByText('No parks found.')).toBeVisible()
  await expect(search.getByText(/Try another place/)).toBeVisible()

  await page.getByLabel('Park id, slug or code').fill('PKNOSUCH')
  await page.getByRole('button', { name: 'Show park' }).click()
  const detail = detailSection(page)
  await expect(detail.getByRole('heading', { name: 'Park not found' })).toBeVisible()
  await expect(detail.getByRole('alert')).toContainText('We could not find this park.')

  expect(await seriousViolationsIn(page, ...MY_SECTIONS)).toEqual([])
})

test('keyboard only: search, pick a park and change its vehicle type', async ({ page }) => {
  await openPlayground(page, { country: 'NG' })
  const search = searchSection(page)
  const box = search.getByRole('combobox', { name: 'Place, park name or address' })
  await box.focus()
  await page.keyboard.type('Lagos')
  await page.keyboard.press('Enter')
  await expect(search.getByRole('heading', { name: 'Parking near Lagos' })).toBeVisible()
  const button = search.getByRole('article').first().getByRole('button')
  await expect(button).toBeVisible()
  await button.focus()
  await page.keyboard.press('Enter')
  const park = await selectedPark(page)
  const detail = detailSection(page)
  await expect(detail.getByRole('heading', { level: 3, name: park.name })).toBeFocused()
  // From the heading, Tab reaches the vehicle type selector first.
  await page.keyboard.press('Tab')
  const select = detail.getByRole('combobox', { name: 'Vehicle type' })
  await expect(select).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('2')
  await expect(detail.getByTestId('park-rate')).toContainText(await money(page, park.rates.find((r) => r.vehicle_type_id === 2)!.hourly, 'NGN', 'en-NG'))
})
