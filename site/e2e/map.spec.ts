import type { Page } from '@playwright/test'
import { IP_LOOKUP_URL, siteOrigin } from '../playwright.config.ts'
import { foreignRequests, openClustersUntilPins, searchThisArea } from '../../playwright.shared.ts'
import { apiBase, expect, seriousA11yViolations, test } from './fixtures.ts'

// /search: the list and a map of the same parks (beside it from 900 px, a List/Map switch below).
// The map uses the API's built-in style: nothing may be asked of a host that is not configured.
const LOCAL = [siteOrigin, new URL(apiBase).origin, new URL(IP_LOOKUP_URL).origin, 'http://127.0.0.1:9099']
const SHOTS = process.env.PARKADE_SHOTS_DIR


async function openSearch(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 900 ? 780 : 900 })
  const foreign = foreignRequests(page, LOCAL)
  await page.goto('/search?q=Lagos')
  await expect(page.getByRole('article').first()).toBeVisible()
  return foreign
}

const ready = (page: Page) => expect(page.locator('.pk-map[data-status="ready"]')).toBeVisible({ timeout: 30_000 })

test.describe('/search with its map', () => {
  // MapLibre's first load and its animations are slow on a loaded two-core machine.
  test.slow()

  test('wide: the list and the map side by side; a pin highlights its card, a card its pin; keyboard zoom', async ({ page }) => {
    const foreign = await openSearch(page, 1280)
    await ready(page)
    // Side by side: the map to the right of the list, both on screen.
    const list = await page.getByRole('article').first().boundingBox()
    const map = await page.getByRole('region', { name: 'Map of the parks' }).boundingBox()
    expect(map!.x).toBeGreaterThan(list!.x + list!.width - 1)
    await expect(page.getByRole('group', { name: 'Show the parks as' })).toBeHidden()
    await expect(page.getByText(/^Map of 10 parks\. The list has the same parks\./)).toBeAttached()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1280.png` })

    const pins = await openClustersUntilPins(page)
    const pin = pins.first()
    const label = (await pin.getAttribute('aria-label'))!
    expect(label).toMatch(/^.+, ₦[\d,]+(\.\d\d)?$/)
    await pin.click({ timeout: 10_000 })
    const card = page.locator(`article[data-park-id="${await pin.getAttribute('data-park-id')}"]`)
    await expect(card).toHaveAttribute('data-highlighted', 'true')
    await expect(card).toBeInViewport()
    await expect(pin).toHaveAttribute('aria-pressed', 'true')
    // Keyboard: Enter on another pin chooses it.
    if ((await pins.count()) > 1) {
      const second = pins.nth(1)
      await second.focus()
      await page.keyboard.press('Enter')
      await expect(second).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator(`article[data-park-id="${await second.getAttribute('data-park-id')}"]`)).toHaveAttribute('data-highlighted', 'true')
    }
    // A card under the pointer highlights its pin.
    const other = page.getByRole('article').nth(2)
    await other.hover()
    await expect(other).toHaveAttribute('data-highlighted', 'true')
    const otherPin = page.locator(`.pk-map-pin[data-park-id="${await other.getAttribute('data-park-id')}"]`)
    if (await otherPin.count()) await expect(otherPin).toHaveAttribute('aria-pressed', 'true')

    // Keyboard zoom on the focused map: each minus zooms out a level.
    const region = page.getByRole('region', { name: 'Map of the parks' })
    const zoom = async () => Number(await page.locator('.pk-map').getAttribute('data-zoom'))
    const before = await zoom()
    await region.focus()
    // One key, one level (a second key pressed during the first's animation restarts it from there).
    await page.keyboard.press('-')
    await expect.poll(zoom, { timeout: 15_000 }).toBeLessThan(before - 0.9)
    await page.keyboard.press('-')
    await expect.poll(zoom, { timeout: 15_000 }).toBeLessThan(before - 1.9)
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible()

    expect(await seriousA11yViolations(page)).toEqual([])
    expect(foreign).toEqual([])
  })

  test('wide: "Search this area" after a pan lists the parks inside the map', async ({ page }) => {
    const foreign = await openSearch(page, 1280)
    await ready(page)
    await page.getByRole('region', { name: 'Map of the parks' }).focus()
    await page.keyboard.press('=')
    await page.keyboard.press('ArrowLeft')
    const items = await searchThisArea(page, page.getByRole('button', { name: 'Search this area' }))
    await expect(page.getByRole('heading', { name: 'Parking in the area shown on the map' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(items.length)
    expect(foreign).toEqual([])
  })

  test('phone: the list first, a List/Map switch, and the map loaded only when asked for', async ({ page }) => {
    const styleRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/map/')) styleRequests.push(request.url())
    })
    const foreign = await openSearch(page, 360)
    const switcher = page.getByRole('group', { name: 'Show the parks as' })
    await expect(switcher).toBeVisible()
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('region', { name: 'Map of the parks' })).toHaveCount(0)
    expect(styleRequests).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-360-list.png` })
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Map' }).click()
    await ready(page)
    await expect(page.getByRole('article').first()).toBeHidden()
    await openClustersUntilPins(page)
    expect(styleRequests.some((url) => url.endsWith('/map/style.json'))).toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-360-map.png` })
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'List' }).click()
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(foreign).toEqual([])
  })
})

test.describe('/search with its map, in French (Senegal)', () => {
  test.use({ detectedCountry: 'SN' })

  test('the map, its pins and its summary speak French', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const foreign = foreignRequests(page, LOCAL)
    await page.goto('/search?q=Dakar')
    await expect(page.getByRole('article').first()).toBeVisible()
    await ready(page)
    await expect(page.getByRole('region', { name: 'Carte des parkings' })).toBeVisible()
    await expect(page.getByText(/^Carte de \d+ parkings\. La liste présente les mêmes parkings\./)).toBeAttached()
    await expect(page.getByRole('button', { name: 'Zoomer', exact: true })).toBeVisible()
    const pins = await openClustersUntilPins(page)
    expect(await pins.first().getAttribute('aria-label')).toMatch(/^.+, .*F\s?CFA$|^.+, aucun tarif pour ce type de véhicule$/)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(foreign).toEqual([])
  })
})
