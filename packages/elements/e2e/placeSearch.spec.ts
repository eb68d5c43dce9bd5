import { expect, recordedEvents, seriousA11yViolations, test } from './fixtures.ts'
import { ParkSearchModel } from './models/parkSearch.model.ts'

// <parkade-park-search> from parkade.js against the sandbox API: the place combobox in the
// element's shadow root (aria-activedescendant and aria-controls resolve inside it).

test.describe('<parkade-park-search>: places as the driver types', () => {
  test('"lagos airprt" offers Murtala Muhammed International Airport; choosing it by keyboard lists the parks nearest to it', async ({ page }) => {
    await page.goto('/search.html')
    const search = new ParkSearchModel(page, '#search')
    await expect(search.viewButtons().first()).toBeVisible()
    const box = search.host.getByRole('combobox', { name: 'Place, park name or address' })
    await box.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('lagos airprt')
    const listbox = search.host.getByRole('listbox')
    await expect(listbox.getByRole('option', { name: /Murtala Muhammed International Airport/ }).first()).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'))
    expect(await seriousA11yViolations(page)).toEqual([])

    // Highlight the airport with the arrow keys (the focus stays in the box), then Enter.
    const activeText = () =>
      box.evaluate((input) => (input.getRootNode() as ShadowRoot).getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '')
    let found = false
    for (let i = 0; i < 8 && !found; i++) {
      await page.keyboard.press('ArrowDown')
      found = /Murtala Muhammed International Airport/.test(await activeText())
    }
    expect(found).toBe(true)
    await expect(box).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(search.heading('Parking near Murtala Muhammed International Airport')).toBeVisible()
    const first = search.host.getByRole('article').first()
    await expect(first).toContainText(/away/)
    await expect(first.getByTestId('park-price')).toContainText('for your stay')

    // The pick tells the host the stay it was priced for.
    await search.viewButtons().first().click()
    await expect.poll(async () => (await recordedEvents(page)).filter((e) => e.type === 'parkade:park-selected')).toHaveLength(1)
    const selected = (await recordedEvents(page)).find((e) => e.type === 'parkade:park-selected')!
    expect(selected.detail).toMatchObject({ arrival: expect.any(String), departure: expect.any(String), vehicleTypeId: 1 })
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('French on a Senegal page: "aeroport" finds Blaise Diagne', async ({ page }) => {
    await page.goto('/french.html')
    const search = new ParkSearchModel(page, '[data-parkade="park-search"] parkade-park-search')
    await expect(search.viewButtons().first()).toBeVisible()
    const box = search.host.getByRole('combobox', { name: 'Lieu, nom du parking ou adresse' })
    await box.fill('aeroport')
    const option = search.host.getByRole('option', { name: /Blaise[- ]Diagne/ }).first()
    await expect(option).toBeVisible()
    await expect(option).toContainText('Aéroport')
    const name = (await option.locator('.pk-strong').textContent()) ?? ''
    await option.click()
    await expect(search.heading(`Parkings à proximité\u00a0: ${name}`)).toBeVisible()
    await expect(search.host.getByRole('article').first().getByTestId('park-price')).toContainText('pour votre séjour')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
