import type { BlogPost, Page, ParkadeEvent, SitemapParksPage } from '@parkade/core'
import { describe, expect, it } from 'vitest'
import { siteSitemap } from '../seo/siteSitemap.ts'
import type { SitemapApi } from '../seo/siteSitemap.ts'
import { STATIC_PAGES } from '../seo/staticPages.ts'
import { frenchPost, SITE, torontoEvent } from './seoFixtures.ts'

function pageOf<T>(all: T[], page = 1, size = 20): Page<T> {
  return { items: all.slice((page - 1) * size, page * size), total: all.length, page, size, pages: Math.max(1, Math.ceil(all.length / size)) }
}

/** The API's answers over lists held here, paged and keyset-paged as the API does; it counts the park calls. */
function fakeApi(parkCount: number, eventCount = 60) {
  const parks = Array.from({ length: parkCount }, (_, i) => ({ slug: `park-${String(i).padStart(4, '0')}`, updated_at: new Date(Date.UTC(2026, 5, 1) + i * 3_600_000).toISOString() }))
  const events: ParkadeEvent[] = Array.from({ length: eventCount }, (_, i) => ({ ...torontoEvent, id: i, event_code: `EV${i}` }))
  const posts: BlogPost[] = [frenchPost, { ...frenchPost, id: 13, lang: 'en', slug: 'lagos', published_at: '2026-11-20T08:00:00.000Z' }]
  const calls: (string | undefined)[] = []
  const api: SitemapApi = {
    events: { list: async (query = {}) => pageOf(events, query.page, query.size) },
    blog: { list: async (query = {}) => pageOf(posts.filter((post) => post.lang === query.lang), query.page, query.size) },
    sitemap: {
      parks: async (query = {}): Promise<SitemapParksPage> => {
        calls.push(query.after)
        const rest = parks.filter((park) => query.after === undefined || park.slug > query.after)
        const items = rest.slice(0, query.limit ?? 50_000)
        return { items, next_after: rest.length > items.length ? items.at(-1)!.slug : null }
      },
    },
  }
  return { api, parks, calls }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))

describe('siteSitemap', () => {
  it('lists every park, every upcoming event (past the first page), every post and every static page in one file when they fit', async () => {
    const { api } = fakeApi(40)
    const sitemap = await siteSitemap(api, { siteUrl: SITE, fileUrl: (i) => `${SITE}/sitemap-${i}.xml` })
    expect(sitemap.files).toBe(0)
    expect(await sitemap.file(0)).toBeNull()
    const urls = locs(sitemap.root)
    expect(urls).toHaveLength(Object.keys(STATIC_PAGES).length * 2 + 60 * 2 + 2 + 40 * 2)
    expect(urls).toContain(`${SITE}/park/park-0039?lang=fr`)
    expect(urls).toContain(`${SITE}/event/EV59?lang=en`)
    expect(urls).toContain(`${SITE}/post/12?lang=fr`)
    expect(urls).toContain(`${SITE}/post/13?lang=en`)
    expect(urls).not.toContain(`${SITE}/post/13?lang=fr`)
    expect(urls).toContain(`${SITE}/about?lang=fr`)
    expect(sitemap.root).toContain('<lastmod>2026-06-01T00:00:00.000Z</lastmod>')
  })

  it('past one page of parks, answers an index of the content file and one file a page, each read again when asked', async () => {
    const { api, parks, calls } = fakeApi(7)
    const sitemap = await siteSitemap(api, { siteUrl: SITE, fileUrl: (i) => `${SITE}/sitemap-${i}.xml`, parksPerFile: 3 })
    expect(sitemap.files).toBe(4)
    expect(locs(sitemap.root)).toEqual([0, 1, 2, 3].map((i) => `${SITE}/sitemap-${i}.xml`))
    expect(sitemap.root).toContain(`<sitemap><loc>${SITE}/sitemap-3.xml</loc><lastmod>${parks[6]!.updated_at}</lastmod></sitemap>`)
    expect(sitemap.root).toContain(`<sitemap><loc>${SITE}/sitemap-0.xml</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></sitemap>`)
    expect(calls).toEqual([undefined, 'park-0002', 'park-0005'])

    const content = locs((await sitemap.file(0))!)
    expect(content).toContain(`${SITE}/event/EV0?lang=en`)
    expect(content.some((url) => url.includes('/park/'))).toBe(false)
    const parkUrls = (await Promise.all([1, 2, 3].map((i) => sitemap.file(i)))).flatMap((xml) => locs(xml!))
    expect(parkUrls).toEqual(parks.flatMap((park) => [`${SITE}/park/${park.slug}?lang=en`, `${SITE}/park/${park.slug}?lang=fr`]))
    expect(await sitemap.file(4)).toBeNull()
    expect(await sitemap.file(-1)).toBeNull()
  })

  it('keeps a file at 50,000 URLs: 25,000 parks a page at most', async () => {
    const { api, calls } = fakeApi(3)
    await siteSitemap(api, { siteUrl: SITE, fileUrl: String, parksPerFile: 40_000 })
    expect(calls).toEqual([undefined])
    let limit: number | undefined
    await siteSitemap({ ...api, sitemap: { parks: async (query = {}) => ((limit = query.limit), { items: [], next_after: null }) } }, { siteUrl: SITE, fileUrl: String, parksPerFile: 40_000 })
    expect(limit).toBe(25_000)
  })
})
