import type { Page as ListPage, Park, Place } from '@parkade/core'
import { apiBase, expect, seriousA11yViolations, test } from './fixtures.ts'

// The destination search of issue 22 on /search, against the sandbox API: the box suggests places
// as the driver types, choosing one lists the parks nearest to it, the stay prices every result.

async function placesFor(query: Record<string, string>): Promise<Place[]> {
  return ((await (await fetch(`${apiBase}/places?${new URLSearchParams(query)}`)).json()) as { items: Place[] }).items
}

async function nearestParks(place: Place, country: string): Promise<Park[]> {
  const query = new URLSearchParams({ country, lat: String(place.lat), lng: String(place.lng), page: '1', size: '10' })
  return ((await (await fetch(`${apiBase}/parks/front/parks/?${query}`)).json()) as ListPage<Park>).items
}

test.describe('/search: places as the driver types', () => {
  test('"lagos airprt" offers Murtala Muhammed International Airport; choosing it lists the parks nearest to it, priced for the stay', async ({ page }) => {
    await page.goto('/search')
    const box = page.getByRole('combobox', { name: 'Place, park name or address' })
    await expect(page.locator('.parkade-park-search').getByRole('listitem').first()).toBeVisible()
    await box.fill('lagos airprt')
    const option = page.getByRole('option', { name: /Murtala Muhammed International Airport/ }).first()
    await expect(option).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(option).toContainText('Airport')
    await expect(page.getByRole('status').filter({ hasText: /places? found/ })).toBeAttached()
    expect(await seriousA11yViolations(page)).toEqual([])

    const [murtala] = (await placesFor({ q: 'lagos airprt', country: 'NG', lang: 'en' })).filter((place) => place.name === 'Murtala Muhammed International Airport')
    expect(murtala).toBeDefined()
    const nearest = await nearestParks(murtala!, 'Nigeria')
    expect(nearest.length).toBeGreaterThan(0)

    await option.click()
    await expect(page.getByRole('heading', { name: 'Parking near Murtala Muhammed International Airport' })).toBeVisible()
    await expect(box).toHaveValue('Murtala Muhammed International Airport')
    const results = page.locator('.parkade-park-search').getByRole('list', { name: 'Parking near Murtala Muhammed International Airport' }).getByRole('article')
    await expect(results.first().getByRole('heading')).toHaveText(nearest[0]!.name)
    await expect(results).toHaveCount(nearest.length)
    // Nearest first, each priced for the stay (from now for two hours) with the spaces left for it.
    await expect(results.first()).toContainText(/away/)
    await expect(results.first().getByTestId('park-price')).toContainText('for your stay')
    await expect(results.first().getByTestId('park-spaces')).toHaveText(/spaces? left|Full at these times/)
    expect(await seriousA11yViolations(page)).toEqual([])

    // The chosen park's page and checkout get the stay.
    await results.first().getByRole('link', { name: /^View park/ }).click()
    await expect(page).toHaveURL(/\/park\/[^?]+\?arrival=.+&departure=.+&vehicle=1$/)
  })

  test('the combobox works by keyboard alone', async ({ page }) => {
    await page.goto('/search')
    await expect(page.locator('.parkade-park-search').getByRole('listitem').first()).toBeVisible()
    const box = page.getByRole('combobox', { name: 'Place, park name or address' })
    // Tab from the page's skip link to the box, as a keyboard user would.
    for (let i = 0; i < 40 && !(await box.evaluate((node) => node === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(box).toBeFocused()
    await page.keyboard.type('lagos airprt')
    await expect(page.getByRole('listbox')).toBeVisible()
    await expect(box).not.toHaveAttribute('aria-activedescendant')
    await page.keyboard.press('ArrowDown')
    const active = async () => page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)
    await expect(await active()).toHaveAttribute('aria-selected', 'true')
    await expect(box).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('lagos airprt')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('listbox')).toBeVisible()
    // The first option of this text is the airport; Enter chooses the highlighted one.
    await expect(async () => expect(await (await active()).textContent()).toMatch(/Murtala Muhammed International Airport/)).toPass()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Parking near Murtala Muhammed International Airport' })).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    // Escape on a closed list clears the box; Enter then searches text as before.
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')
    await page.keyboard.type('Ikeja')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Parking near Ikeja' })).toBeVisible()
  })

  test('the home page suggests places too: choosing one opens /search around it', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Where do you need to park?' })
    await box.fill('lagos airprt')
    const option = page.getByRole('option', { name: /Murtala Muhammed International Airport/ }).first()
    await expect(option).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
    await option.click()
    await expect(page).toHaveURL(/\/search\?place=Murtala\+Muhammed\+International\+Airport&lat=[-\d.]+&lng=[-\d.]+$/)
    await expect(page.getByRole('heading', { name: 'Parking near Murtala Muhammed International Airport' })).toBeVisible()
    await expect(page.locator('.parkade-park-search').getByRole('article').first()).toContainText(/away/)
  })

  test('arrival and departure: an impossible stay is refused in words', async ({ page }) => {
    await page.goto('/search')
    const arrival = page.getByLabel('Arrival')
    await expect(arrival).not.toHaveValue('')
    await page.getByLabel('Departure').fill(await arrival.inputValue())
    await expect(page.getByText('Departure must be after arrival.')).toBeVisible()
    await expect(page.getByLabel('Departure')).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('/search in French on a Senegal page', () => {
  test.use({ detectedCountry: 'SN' })

  test('"aeroport" finds Blaise Diagne, and its parks are listed near it', async ({ page }) => {
    await page.goto('/search')
    const box = page.getByRole('combobox', { name: 'Lieu, nom du parking ou adresse' })
    await expect(page.locator('.parkade-park-search').getByRole('listitem').first()).toBeVisible()
    await box.fill('aeroport')
    const option = page.getByRole('option', { name: /Blaise[- ]Diagne/ }).first()
    await expect(option).toBeVisible()
    await expect(option).toContainText('Aéroport')
    await expect(page.getByRole('status').filter({ hasText: /lieux? trouvés?/ })).toBeAttached()
    const name = (await option.locator('.pk-strong').textContent()) ?? ''
    await option.click()
    await expect(page.getByRole('heading', { name: `Parkings à proximité\u00a0: ${name}` })).toBeVisible()
    await expect(page.locator('.parkade-park-search').getByRole('article').first().getByTestId('park-price')).toContainText('pour votre séjour')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
