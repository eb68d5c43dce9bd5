import { SITEMAP_MAX_URLS } from '@parkade/contract'
import type { SitemapParksPage } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_PARKS } from '../seed/data/index.ts'
import { http } from './helpers/http.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const get = (path: string) => http(`${server.apiBase}${path}`)

/** Every page from the first, following next_after, as the site's sitemap does. */
async function walk(limit: number): Promise<{ pages: SitemapParksPage[]; slugs: string[] }> {
  const pages: SitemapParksPage[] = []
  let after: string | null = null
  do {
    const { status, body } = await get(`/sitemap/parks?limit=${limit}${after === null ? '' : `&after=${encodeURIComponent(after)}`}`)
    expect(status).toBe(200)
    pages.push(body as SitemapParksPage)
    after = (body as SitemapParksPage).next_after
  } while (after !== null && pages.length <= SEED_PARKS.length)
  return { pages, slugs: pages.flatMap((page) => page.items.map((item) => item.slug)) }
}

describe('GET /sitemap/parks', () => {
  it('lists every seeded park once, in slug order, across keyset pages', async () => {
    const limit = Math.ceil(SEED_PARKS.length / 3)
    const { pages, slugs } = await walk(limit)
    expect(pages).toHaveLength(3)
    expect(pages.slice(0, -1).every((page) => page.items.length === limit)).toBe(true)
    expect(pages[0]!.next_after).toBe(pages[0]!.items.at(-1)!.slug)
    expect(pages.at(-1)!.next_after).toBeNull()
    expect(new Set(slugs)).toEqual(new Set(SEED_PARKS.map((park) => park.slug)))
    expect(slugs).toHaveLength(SEED_PARKS.length)
    // The database's own order, which each page continues: no slug twice, none skipped.
    const { rows } = await server.db.query<{ slug: string }>('SELECT slug FROM parks ORDER BY slug')
    expect(slugs).toEqual(rows.map((row) => row.slug))
  })

  it('answers every park in one page by default, each with an ISO update time', async () => {
    const { status, body } = await get('/sitemap/parks')
    expect(status).toBe(200)
    expect(body.items).toHaveLength(SEED_PARKS.length)
    expect(body.next_after).toBeNull()
    for (const item of body.items) expect(new Date(item.updated_at).toISOString()).toBe(item.updated_at)
  })

  it("moves a park's update time when its details or its rates change, and not on an update that changes nothing", async () => {
    const slug = SEED_PARKS[0]!.slug
    const before = (await get('/sitemap/parks')).body.items.find((item: { slug: string }) => item.slug === slug).updated_at as string
    const updatedAt = async () => (await server.db.query<{ t: Date | string }>('SELECT COALESCE(updated_at, created_at) AS t FROM parks WHERE slug = $1', [slug])).rows[0]!.t

    await server.db.query('UPDATE parks SET name = name WHERE slug = $1', [slug])
    expect(new Date(await updatedAt()).toISOString()).toBe(before)

    await server.db.query("UPDATE parks SET name = name || ' (renamed)' WHERE slug = $1", [slug])
    const renamed = (await get(`/sitemap/parks`)).body.items.find((item: { slug: string }) => item.slug === slug).updated_at as string
    expect(Date.parse(renamed)).toBeGreaterThan(Date.parse(before))

    await server.db.query('UPDATE parks SET updated_at = NULL WHERE slug = $1', [slug])
    await server.db.query('UPDATE park_rates SET hourly_rate = hourly_rate + 1 WHERE park_id = (SELECT id FROM parks WHERE slug = $1)', [slug])
    expect(new Date(await updatedAt()).toISOString()).not.toBe(before)
  })

  it('refuses a limit over the sitemap file size and an empty after, with the field named', async () => {
    const over = await get(`/sitemap/parks?limit=${SITEMAP_MAX_URLS + 1}`)
    expect(over.status).toBe(400)
    expect(over.body.detail).toMatch(/^limit: /)
    const zero = await get('/sitemap/parks?limit=0')
    expect(zero.status).toBe(400)
    expect(zero.body.detail).toMatch(/^limit: /)
    const empty = await get('/sitemap/parks?after=')
    expect(empty.status).toBe(400)
    expect(empty.body.detail).toMatch(/^after: /)
  })

  it('answers an empty last page after the last slug', async () => {
    const { rows } = await server.db.query<{ slug: string }>('SELECT max(slug) AS slug FROM parks')
    const { status, body } = await get(`/sitemap/parks?after=${encodeURIComponent(rows[0]!.slug)}`)
    expect(status).toBe(200)
    expect(body).toEqual({ items: [], next_after: null })
  })
})
