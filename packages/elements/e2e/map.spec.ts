import type { Page } from '@playwright/test'
import { apiBase, expect, seriousA11yViolations, test } from './fixtures.ts'
import { foreignRequests, openClustersUntilPins, searchThisArea } from '../../../playwright.shared.ts'
import { pagesBase } from '../playwright.config.ts'


async function openMap(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 })
  const foreign = foreignRequests(page, [pagesBase, new URL(apiBase).origin])
  await page.goto('/map.html')
  const host = page.locator('parkade-park-search')
  await expect(host.locator('.pk-map[data-status="ready"]')).toBeVisible({ timeout: 30_000 })
  return { host, foreign }
}

test.describe('<parkade-park-search map>', () => {
  // MapLibre's first load and its animations are slow on a loaded two-core machine.
  test.slow()

  test('shows the results as price pins, and a pin highlights its card', async ({ page }) => {
    const { host, foreign } = await openMap(page)
    const cards = host.getByRole('article')
    await expect(cards).toHaveCount(10)
    const pins = host.locator('.pk-map-pin')
    const clusters = host.locator('.pk-map-cluster')
    await expect(pins.or(clusters).first()).toBeVisible()
    // Every result is on the map: as a pin, or counted in a cluster.
    await expect
      .poll(async () => {
        const clustered = await clusters.allTextContents()
        return (await pins.count()) + clustered.reduce((sum, n) => sum + Number(n), 0)
      })
      .toBe(10)
    if (await clusters.count()) await expect(clusters.first()).toHaveAttribute('aria-label', /^\d+ parks here: zoom in$/)
    // A cluster opens into pins when chosen (it zooms in).
    await openClustersUntilPins(host)
    // A pin names its park and shows its price.
    const pin = pins.first()
    const label = (await pin.getAttribute('aria-label'))!
    expect(label).toMatch(/^.+, ₦[\d,]+(\.\d\d)?$/)
    expect(label.endsWith(await pin.innerText())).toBe(true)

    await pin.click({ timeout: 10_000 })
    const id = await pin.getAttribute('data-park-id')
    const card = host.locator(`article[data-park-id="${id}"]`)
    await expect(card).toHaveAttribute('data-highlighted', 'true')
    await expect(pin).toHaveAttribute('aria-pressed', 'true')
    await expect(card.getByRole('heading')).toHaveText(label.replace(/, ₦[\d,]+$/, ''))
    await expect(host.locator('article[data-highlighted]')).toHaveCount(1)

    // And the other way: the card under the pointer highlights its pin.
    const other = cards.nth(3)
    const otherId = await other.getAttribute('data-park-id')
    await other.hover()
    await expect(other).toHaveAttribute('data-highlighted', 'true')
    const otherPin = host.locator(`.pk-map-pin[data-park-id="${otherId}"]`)
    if (await otherPin.count()) await expect(otherPin).toHaveAttribute('aria-pressed', 'true')

    expect(await seriousA11yViolations(page)).toEqual([])
    expect(foreign).toEqual([])
  })

  test('zooms and pans by keyboard, then "Search this area" finds the parks inside the map', async ({ page }) => {
    const { host, foreign } = await openMap(page)
    const map = host.getByRole('region', { name: 'Map of the parks' })
    const markers = host.locator('.pk-map-pin, .pk-map-cluster')
    await expect(markers.first()).toBeVisible()
    const zoom = async () => Number(await host.locator('.pk-map').getAttribute('data-zoom'))
    const before = await zoom()
    await map.focus()
    await page.keyboard.press('=')
    // Zoomed in a level.
    await expect.poll(zoom, { timeout: 15_000 }).toBeGreaterThan(before + 0.9)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')

    const searchArea = host.getByRole('button', { name: 'Search this area' })
    await expect(searchArea).toBeVisible()
    const items = await searchThisArea(page, searchArea)
    await expect(host.getByRole('heading', { name: 'Parking in the area shown on the map' })).toBeVisible()
    await expect(host.getByRole('article')).toHaveCount(items.length)
    await expect(searchArea).toBeHidden()
    expect(foreign).toEqual([])
  })
})
