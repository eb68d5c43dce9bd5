import type { APIRequestContext, Page } from '@playwright/test'
import type { BlogPost, Page as ListPage, ParkadeEvent } from '@parkade/core'
import { schemaOrgProblems } from '../src/__tests__/schemaOrgProblems.ts'
import { loadSchemaOrg } from '../src/__tests__/schemaOrgVocabulary.ts'
import { apiBase, expect, firstPark, test } from './fixtures.ts'

// Issue 24: every public page arrives as HTML with its content, in the visitor's language, and the
// browser hydrates it without drawing it again or reading the same data a second time.

async function firstPost(): Promise<BlogPost> {
  const answer = (await (await fetch(`${apiBase}/blog/posts?lang=en`)).json()) as ListPage<BlogPost>
  if (!answer.items[0]) throw new Error('no blog post')
  return answer.items[0]
}

async function firstEvent(country: string): Promise<ParkadeEvent> {
  const answer = (await (await fetch(`${apiBase}/events?country=${country}`)).json()) as ListPage<ParkadeEvent>
  if (!answer.items[0]) throw new Error('no event')
  return answer.items[0]
}

/** The text of an HTML fragment, as a reader without styles sees it. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}

async function fetchPage(request: APIRequestContext, path: string, language: 'en' | 'fr') {
  const answer = await request.get(path, { headers: { 'Accept-Language': language === 'fr' ? 'fr-SN,fr;q=0.9' : 'en-NG,en;q=0.9' }, maxRedirects: 0 })
  const html = await answer.text()
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return {
    status: answer.status(),
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    h1: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? ''),
    main: textOf(main),
    headers: answer.headers(),
  }
}

test.describe('plain HTTP, no JavaScript: each public page is HTML with its content', () => {
  test('content pages (home, about, airport parking) in English and in French', async ({ request }) => {
    for (const path of ['/', '/about', '/airport-parking']) {
      const en = await fetchPage(request, path, 'en')
      const fr = await fetchPage(request, path, 'fr')
      expect(en.status, path).toBe(200)
      expect(fr.status, path).toBe(200)
      expect(en.lang).toBe('en')
      expect(fr.lang).toBe('fr')
      expect(en.h1.length, `${path} has a heading`).toBeGreaterThan(3)
      expect(fr.h1, `${path} in French is another text`).not.toBe(en.h1)
      expect(en.main.length, `${path} has content`).toBeGreaterThan(200)
      expect(en.title).not.toBe(fr.title)
    }
  })

  test("a park's page: its name, address and facts, in both languages; `?lang=fr` is the French address", async ({ request }) => {
    const park = await firstPark({ country_code: 'NG' })
    for (const [path, language] of [[`/park/${park.slug}`, 'en'], [`/park/${park.slug}`, 'fr'], [`/park/${park.park_code}`, 'en']] as const) {
      const page = await fetchPage(request, path, language)
      expect(page.status).toBe(200)
      expect(page.main).toContain(park.name)
      expect(page.main).toContain(park.address)
      expect(page.title).toContain(park.name)
      expect(page.main).toContain(language === 'fr' ? 'Adresse' : 'Address')
    }
    const asked = await request.get(`/park/${park.slug}?lang=fr`, { headers: { 'Accept-Language': 'en-NG' } })
    expect(await asked.text()).toContain('<html lang="fr"')
  })

  test("an event's page and a blog post", async ({ request }) => {
    const event = await firstEvent('NG')
    const eventPage = await fetchPage(request, `/event/${event.event_code}`, 'en')
    expect(eventPage.status).toBe(200)
    expect(eventPage.h1).toBe(event.name)
    expect(eventPage.main).toContain(event.venue.name)
    const post = await firstPost()
    const postPage = await fetchPage(request, `/post/${post.id}`, 'en')
    expect(postPage.status).toBe(200)
    expect(postPage.main).toContain(post.title)
  })

  test('what does not exist answers 404 with the page that says so', async ({ request }) => {
    const park = await fetchPage(request, '/park/no-such-park-anywhere', 'en')
    expect(park.status).toBe(404)
    expect(park.main).toContain('This park does not exist')
    const parkFr = await fetchPage(request, '/park/no-such-park-anywhere', 'fr')
    expect(parkFr.status).toBe(404)
    expect(parkFr.main).toContain('Ce parking n’existe pas')
    expect((await fetchPage(request, '/event/EV-NO-SUCH-EVENT', 'en')).status).toBe(404)
    expect((await fetchPage(request, '/no/such/page', 'en')).status).toBe(404)
  })

  test('the server: /healthz, precompressed assets cached for good, HTML never cached, security headers on both', async ({ request }) => {
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const home = await fetchPage(request, '/', 'en')
    expect(home.headers['cache-control']).toBe('no-cache')
    expect(home.headers['content-security-policy']).toContain("script-src 'self'")
    expect(home.headers['x-frame-options']).toBe('DENY')
    const script = /"(\/assets\/index-[\w-]+\.js)"/.exec(home.html)?.[1]
    expect(script).toBeTruthy()
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(asset.status()).toBe(200)
    expect(asset.headers()['content-encoding']).toBe('br')
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-security-policy']).toBeTruthy()
    // A file of an older build is missing, not a page.
    const gone = await request.get('/assets/index-0ld8u1ld.js')
    expect(gone.status()).toBe(404)
    expect(gone.headers()['content-type']).not.toContain('text/html')
  })
})

/** Marks the server's headings before any script runs, to find out whether hydration kept them. */
async function markServerHeadings(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const heading of document.querySelectorAll('main h1, main h2')) heading.setAttribute('data-from-server', heading.textContent ?? '')
    })
  })
}

test.describe('search engines and link previews', () => {
  test("each page's head: title, canonical, alternates, Open Graph, and JSON-LD valid against schema.org", async ({ request }) => {
    const vocabulary = loadSchemaOrg()
    const park = await firstPark({ country_code: 'SN' })
    const event = await firstEvent('NG')
    const post = await firstPost()
    const pages = [
      // A park reached by its code has its slug's address; an address without ?lang is its own canonical.
      { path: `/park/${park.park_code}`, type: 'ParkingFacility', canonical: `/park/${park.slug}`, language: 'fr' as const },
      { path: `/park/${park.slug}?lang=en`, type: 'ParkingFacility', canonical: `/park/${park.slug}?lang=en`, language: 'fr' as const },
      { path: `/event/${event.event_code}`, type: 'Event', canonical: `/event/${event.event_code}`, language: 'en' as const },
      // A post exists in its own language only.
      { path: `/post/${post.id}`, type: 'BlogPosting', canonical: `/post/${post.id}?lang=en`, language: 'en' as const },
      { path: '/', type: 'Organization', canonical: '/', language: 'en' as const },
    ]
    for (const { path, type, canonical, language } of pages) {
      const page = await fetchPage(request, path, language)
      expect(page.status, path).toBe(200)
      expect(page.html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/]+${canonical.replace(/[?]/g, '\\?')}">`))
      expect(page.html, path).toContain('<meta property="og:title"')
      const rendered = path.includes('?lang=en') ? 'en' : language
      expect(page.html, path).toContain(`<meta property="og:locale" content="${rendered === 'fr' ? 'fr_FR' : 'en_US'}">`)
      const blocks = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as { '@type': string | string[] })
      expect(blocks.length, path).toBe(1)
      expect([blocks[0]?.['@type']].flat(), path).toContain(type)
      expect(schemaOrgProblems(vocabulary, blocks[0]), path).toEqual([])
    }
    const fr = await fetchPage(request, `/park/${park.slug}`, 'fr')
    expect(fr.html).toContain('hreflang="en"')
    expect(fr.html).toContain('hreflang="x-default"')
    expect(fr.title).toContain(park.name)
    // What does not exist is not to be indexed.
    expect((await fetchPage(request, '/park/no-such-park-anywhere', 'en')).html).toContain('<meta name="robots" content="noindex">')
  })

  test('sitemap.xml lists every park and the content pages; robots.txt keeps crawlers out of accounts and payments', async ({ request }) => {
    const slugs: string[] = []
    for (let after: string | null = ''; after !== null; ) {
      const answer = (await (await fetch(`${apiBase}/sitemap/parks?limit=500${after ? `&after=${encodeURIComponent(after)}` : ''}`)).json()) as { items: { slug: string }[]; next_after: string | null }
      slugs.push(...answer.items.map((item) => item.slug))
      after = answer.next_after
    }
    const listed = (await (await fetch(`${apiBase}/parks/front/parks/?size=1`)).json()) as ListPage<unknown>
    expect(slugs.length).toBe(listed.total)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toContain('application/xml')
    const xml = await sitemap.text()
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname + new URL(m[1] ?? '').search))
    for (const slug of slugs) expect(locs.has(`/park/${slug}?lang=en`), slug).toBe(true)
    for (const path of ['/?lang=fr', '/about?lang=en', '/airport-parking?lang=fr', '/blog?lang=en']) expect(locs.has(path), path).toBe(true)
    const robots = await (await request.get('/robots.txt')).text()
    for (const rule of ['Disallow: /checkout/', 'Disallow: /wallet', 'Disallow: /payment', 'Disallow: /profile']) expect(robots).toContain(rule)
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
  })
})

test.describe('in Chromium the page is hydrated, not drawn again', () => {
  test("a park's page keeps the server's elements, reads the park once (on the server) and then works", async ({ page }) => {
    const park = await firstPark({ country_code: 'NG' })
    const parkReads: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiBase}/front/parks/${park.slug}`) && !request.url().includes('/rate')) parkReads.push(request.url())
    })
    const hydrationWarnings: string[] = []
    page.on('console', (message) => {
      if (/hydrat|did not match|mismatch/i.test(message.text())) hydrationWarnings.push(message.text())
    })
    await markServerHeadings(page)
    await page.goto(`/park/${park.slug}`)
    const heading = page.getByRole('heading', { level: 2, name: park.name })
    await expect(heading).toBeVisible()
    // The rate is read by the browser once hydrated: the page is alive.
    await expect(page.getByText('Per hour')).toBeVisible()
    await expect(heading).toHaveAttribute('data-from-server', park.name)
    expect(parkReads).toEqual([])
    expect(hydrationWarnings).toEqual([])
    await page.getByRole('button', { name: 'Book now' }).click()
    await expect(page).toHaveURL(new RegExp(`/checkout/${park.slug}`))
  })

  test('the home page hydrates in parts with the server’s ids: what the browser draws later refers to the right elements', async ({ page }) => {
    await markServerHeadings(page)
    await page.goto('/')
    await page.waitForFunction(() => (window as { parkadeLive?: boolean }).parkadeLive === true)
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveAttribute('data-from-server', /.+/)
    // The suggestions list is drawn by the browser, under the id the server gave the box's aria-controls.
    const box = page.getByRole('combobox', { name: 'Where do you need to park?' })
    await box.fill('Lag')
    const list = page.getByRole('listbox')
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? 'no id')
    // The dialog the browser draws is named by its own heading, not by an element of the server's page.
    await page.keyboard.press('Escape')
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  })

  test('a French visitor in Dakar gets French from the first byte, never English first', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-SN' })
    const page = await context.newPage()
    await page.route('**/json/', (route) => route.fulfill({ json: { country_code: 'SN' } }))
    const englishSeen: string[] = []
    await page.addInitScript(() => {
      const seen = (window as unknown as { __english: string[] }).__english = [] as string[]
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent ?? ''
        if (/Parking, booked/.test(text)) seen.push(text)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre parking, réservé avant votre arrivée')
    await page.waitForLoadState('networkidle')
    englishSeen.push(...(await page.evaluate(() => (window as unknown as { __english: string[] }).__english)))
    expect(englishSeen).toEqual([])
    await context.close()
  })
})

test.describe('with JavaScript disabled', () => {
  test('public pages can be read and their links followed', async ({ browser }) => {
    const park = await firstPark({ country_code: 'NG' })
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await page.goto(`/park/${park.slug}`)
    await expect(page.getByRole('heading', { name: park.name })).toBeVisible()
    await expect(page.getByText(park.address).first()).toBeVisible()
    await page.getByRole('link', { name: 'Blog' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await context.close()
  })
})
