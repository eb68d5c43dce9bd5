import { expect, seriousA11yViolations, test } from './fixtures.ts'

// Country and language (SPEC §2, §4): detected by IP on the first visit, the side panel with
// its cart warning and detected-country hint, Senegal → French with the language notice.

test.describe('first visit from Canada', () => {
  test.use({ detectedCountry: 'CA' })

  test('the IP lookup picks the country; switching to Senegal turns the site French and shows the language notice', async ({ page }) => {
    await page.goto('/')
    const picker = page.getByRole('button', { name: 'Country and language: Canada, English' })
    await expect(picker).toBeVisible()
    await expect(page.getByRole('link', { name: 'Vehicle Documents Renewal' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Parkade on X' })).toHaveAttribute('href', 'https://x.com/parkade_ca')

    await picker.click()
    const panel = page.getByRole('dialog', { name: 'Country and language' })
    await expect(panel).toHaveAccessibleDescription('Changing your region empties your shopping cart.')
    await expect(panel.getByText("We think you're in Canada")).toBeVisible()
    await expect(panel.getByRole('radio', { name: /Canada/ })).toBeChecked()
    // A side panel (SPEC §2): against the right edge, the whole height of the window.
    const viewport = page.viewportSize()!
    await expect(async () => {
      const box = (await panel.boundingBox())!
      expect(Math.round(box.x + box.width)).toBe(viewport.width)
      expect(Math.round(box.y)).toBe(0)
      expect(Math.round(box.height)).toBe(viewport.height)
    }).toPass()
    expect(await seriousA11yViolations(page)).toEqual([])

    await panel.getByRole('radio', { name: /Senegal/ }).check()
    await panel.getByRole('button', { name: 'Apply' }).click()
    await expect(panel).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: 'Votre parking, réservé avant votre arrivée' })).toBeVisible()
    await expect(page).toHaveTitle('Parkade · Votre parking, réservé avant votre arrivée')
    const notice = page.getByText('Nous avons adapté la langue à votre pays.')
    await expect(notice).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await expect(page.getByRole('link', { name: 'Parkade sur TikTok' })).toHaveAttribute('href', 'https://www.tiktok.com/@parkade.sn')

    // The notice hides by itself after 5 s.
    await expect(notice).toBeHidden({ timeout: 7000 })

    // Stored: a reload keeps Senegal and French, with no notice.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Pays et langue\u00a0: Sénégal, Français' })).toBeVisible()
    await expect(notice).toHaveCount(0)
  })

  test("'Keep this language' keeps French when the country changes again", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Country and language: Canada, English' }).click()
    await page.getByRole('radio', { name: /Senegal/ }).check()
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('button', { name: 'Garder cette langue' }).click()
    await expect(page.getByText('Nous avons adapté la langue à votre pays.')).toHaveCount(0)

    await page.getByRole('button', { name: /^Pays et langue/ }).click()
    const panel = page.getByRole('dialog', { name: 'Pays et langue' })
    await expect(panel.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
    await panel.getByRole('radio', { name: /Nigeria/ }).check()
    await panel.getByRole('button', { name: 'Appliquer' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('link', { name: 'Renouvellement des documents du véhicule' }).first()).toBeVisible()
  })
})

test.describe('first visit from Senegal', () => {
  test.use({ detectedCountry: 'SN' })

  test('is in French from the start, with no notice (no change was made)', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: 'Votre parking, réservé avant votre arrivée' })).toBeVisible()
    await expect(page.getByText('Plus de 500\u202f000 parkings')).toBeVisible()
    await expect(page.getByText('Nous avons adapté la langue à votre pays.')).toHaveCount(0)
  })
})

test.describe('when the IP lookup fails', () => {
  // Chromium logs the failed lookup; the site itself says nothing.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 503/ })

  test('the country is Nigeria (SPEC §4)', async ({ page }) => {
    await page.route('http://ip-lookup.parkade.test/json/', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Country and language: Nigeria, English' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Vehicle Documents Renewal' }).first()).toBeVisible()
  })
})
