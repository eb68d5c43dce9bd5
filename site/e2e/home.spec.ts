import type { Page as ListPage, ParkadeEvent, Place } from '@parkade/core'
import { apiBase, expect, firstPark, seriousA11yViolations, test } from './fixtures.ts'

interface Popular {
  items: Place[]
  park_count: number
  city_count: number
}

const read = async <T>(path: string, lang: string): Promise<T> => (await (await fetch(`${apiBase}${path}`, { headers: { 'accept-language': lang } })).json()) as T

// The home page below its hero: every section from the API's seeded data, in the visitor's
// language, on a phone and a laptop.
const CASES = [
  { country: 'NG', lang: 'en', destinations: 'Popular destinations in Nigeria', events: 'Upcoming events in Nigeria', pay: (name: string) => `Pay with ${name}`, parks: (n: string) => `${n} car parks`, link: (name: string) => `Parking near ${name}`, cancel: 'Cancel until your booking ends with a full refund to the card, mobile money or wallet you paid with', policy: 'Read the cancellation policy' },
  { country: 'SN', lang: 'fr', destinations: 'Destinations prisées\u00a0: Sénégal', events: 'Événements à venir\u00a0: Sénégal', pay: (name: string, fallback: string) => `Paiement par ${name} ou ${fallback}`, parks: (n: string) => `${n} parkings`, link: (name: string) => `Se garer près de ${name}`, cancel: 'Annulation possible jusqu’à la fin de la réservation avec un remboursement intégral sur la carte, le compte mobile money ou le portefeuille qui a servi à payer', policy: 'Lire la politique d’annulation' },
] as const

for (const c of CASES) {
  test.describe(`the home page in ${c.lang} (${c.country})`, () => {
    test.use({ detectedCountry: c.country })

    for (const width of [360, 1280]) {
      test(`shows the country's destinations, how it works, its events, its numbers and the app, at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        // The header shrinks as the page scrolls, its colours easing over 0.2 s: axe must not read them half-way.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const popular = await read<Popular>(`/places/popular?country=${c.country}&lang=${c.lang}&limit=6`, c.lang)
        const events = await read<ListPage<ParkadeEvent>>(`/events?country=${c.country}&size=3`, c.lang)
        expect(popular.items.length).toBeGreaterThan(2)
        await page.goto('/')

        const destinations = page.getByRole('region', { name: c.destinations })
        await destinations.scrollIntoViewIfNeeded()
        await expect(destinations.getByRole('listitem')).toHaveCount(popular.items.length)
        await expect(destinations.getByRole('heading', { level: 3 })).toHaveText(popular.items.map((place) => place.name))
        const upcoming = page.getByRole('region', { name: c.events })
        await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(events.items.map((event) => event.name))
        const locale = c.lang === 'fr' ? 'fr-SN' : 'en-NG'
        const facts = page.getByTestId('home-facts')
        await expect(facts).toContainText(c.parks(new Intl.NumberFormat(locale).format(popular.park_count)))
        // The country's payment providers, as the API names them (Senegal: Wave, then its card fallback).
        const gateway = await read<{ name: string; fallback?: { name: string } }>(`/payments/gateway?country=${c.country}`, c.lang)
        expect(!!gateway.fallback).toBe(c.country === 'SN')
        await expect(facts).toContainText(c.pay(gateway.name, gateway.fallback?.name ?? ''))
        // What a cancellation costs, as the policy says, and the way to the policy.
        await expect(facts).toContainText(c.cancel)
        await expect(facts.getByRole('link', { name: c.policy })).toHaveAttribute('href', '/cancellation-policy')
        await expect(page.getByRole('region', { name: c.lang === 'fr' ? 'Comment ça marche' : 'How it works' }).getByRole('listitem')).toHaveCount(3)
        await expect(page.getByRole('link', { name: c.lang === 'fr' ? 'Télécharger dans l’App Store' : 'Download on the App Store' }).first()).toBeVisible()

        // Three columns on a laptop, one on a phone; nothing wider than the screen.
        const columns = await destinations.getByRole('list').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)
        expect(columns).toBe(width >= 1280 ? 3 : 1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        expect(await seriousA11yViolations(page)).toEqual([])

        // A destination is a search around it.
        const first = popular.items[0]!
        await destinations.getByRole('link', { name: c.link(first.name) }).click()
        await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('place') === first.name && url.searchParams.get('lat') === String(first.lat))
        await expect(page.getByRole('article').first()).toBeVisible()
      })
    }
  })
}

test('an event of the home page opens its page', async ({ page }) => {
  const events = await read<ListPage<ParkadeEvent>>('/events?country=NG&size=3', 'en')
  const event = events.items[0]
  test.skip(!event, 'no upcoming event in the seed')
  await page.goto('/')
  await page.getByRole('link', { name: `${event!.name}: details and parking` }).click()
  await expect(page).toHaveURL(new RegExp(`/event/${event!.event_code}$`))
  await expect(page.getByRole('heading', { level: 1, name: event!.name })).toBeVisible()
})

test.describe('"View park" in the search results', () => {
  test('is a link to the park page with the stay searched: it opens in a new tab, and a plain click stays in the app', async ({ page, context }) => {
    const park = await firstPark({ country: 'NG', search: 'Ikeja' })
    await page.goto(`/search?q=${encodeURIComponent(park.name)}`)
    const link = page.getByRole('link', { name: `View park: ${park.name}` }).first()
    await expect(link).toBeVisible()
    const href = await link.getAttribute('href')
    expect(href).toMatch(new RegExp(`^/park/${park.slug}\\?arrival=[^&]+&departure=[^&]+&vehicle=1$`))

    // Its address alone opens the park (a shared link, a new tab).
    const tab = await context.newPage()
    await tab.goto(href!)
    await expect(tab.getByRole('heading', { level: 2, name: park.name })).toBeVisible()
    await tab.close()

    // A plain click: the same page, no reload (a marker set on the window survives).
    await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true))
    await link.click()
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href)
    await expect(page.getByRole('heading', { level: 2, name: park.name })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBe(true)
  })
})
