import type { ApiClient, Language } from '@parkade/core'
import { SUPPORTED_LANGUAGES } from '@parkade/core'
import { paths } from '../routing/paths.ts'
import { sitemapIndexXml } from './sitemapIndexXml.ts'
import { SITEMAP_MAX_URLS } from './sitemapUrl.ts'
import { sitemapUrls } from './sitemapUrls.ts'
import type { SitemapPage } from './sitemapUrls.ts'
import { sitemapXml } from './sitemapXml.ts'
import { STATIC_PAGES } from './staticPages.ts'

/** The API calls the sitemap makes: the events and posts lists, and the parks' keyset list. */
export type SitemapApi = { events: Pick<ApiClient['events'], 'list'>; blog: Pick<ApiClient['blog'], 'list'>; sitemap: ApiClient['sitemap'] }

export interface SiteSitemap {
  /** What /sitemap.xml answers: every URL when they fit in one file, else the index of the files. */
  root: string
  /** How many files the index names (0 when `root` is the one file). */
  files: number
  /** File `index` of the index (0: content pages, events and posts; then the parks), or null past the last. */
  file(index: number): Promise<string | null>
}

export interface SiteSitemapOptions {
  siteUrl: string
  /** The URL the server answers file `index` at, e.g. (i) => `${siteUrl}/sitemap-${i}.xml`. */
  fileUrl: (index: number) => string
  /** Parks a file: each is two URLs (en, fr), so 25,000 keeps a file at 50,000. */
  parksPerFile?: number
}

const LIST_SIZE = 50

/** Every page of a paged list, by `page` until the last. */
async function allPages<T>(read: (page: number) => Promise<{ items: T[]; pages: number }>): Promise<T[]> {
  const items: T[] = []
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await read(page)
    items.push(...answer.items)
    pages = answer.pages
  }
  return items
}

/** The pages the API lists by page: the static pages, the upcoming public events, and the posts in their language. */
async function contentPages(api: SitemapApi): Promise<SitemapPage[]> {
  const events = await allPages((page) => api.events.list({ page, size: LIST_SIZE }))
  const posts = (await Promise.all(SUPPORTED_LANGUAGES.map((lang: Language) => allPages((page) => api.blog.list({ lang, page, size: LIST_SIZE }))))).flat()
  return [
    ...Object.keys(STATIC_PAGES).map((route) => ({ route })),
    ...events.map((event) => ({ route: paths.event(event.event_code) })),
    ...posts.map((post) => ({ route: paths.post(post.id), lastmod: post.published_at, languages: [post.lang] })),
  ]
}

/**
 * The site's sitemap (issue 24): the static pages, events and posts, and every park from the
 * API's keyset list. Up to 50,000 URLs it is one file; past that an index whose files are the
 * content pages and then one API page of parks each: the index is built from one walk of the
 * list keeping only each file's starting slug and newest change, and a file reads its one page
 * again when asked, so 500,000 parks are never held at once.
 */
export async function siteSitemap(api: SitemapApi, options: SiteSitemapOptions): Promise<SiteSitemap> {
  const { siteUrl, fileUrl } = options
  const parksPerFile = Math.max(1, Math.min(options.parksPerFile ?? SITEMAP_MAX_URLS / 2, SITEMAP_MAX_URLS / 2))
  const content = (await contentPages(api)).flatMap((page) => sitemapUrls(page, siteUrl))
  const parkPage = (items: { slug: string; updated_at: string }[]) => items.flatMap((park) => sitemapUrls({ route: paths.park(park.slug), lastmod: park.updated_at }, siteUrl))

  const first = await api.sitemap.parks({ limit: parksPerFile })
  if (first.next_after === null && content.length + first.items.length * SUPPORTED_LANGUAGES.length <= SITEMAP_MAX_URLS) {
    return { root: sitemapXml([...content, ...parkPage(first.items)]), files: 0, file: async () => null }
  }

  // Each park file: the slug its page starts after, and its newest change for the index.
  const parkFiles: { after: string | null; lastmod: string | null }[] = []
  const newest = (items: { updated_at: string }[]) => items.reduce<string | null>((max, item) => (!max || Date.parse(item.updated_at) > Date.parse(max) ? item.updated_at : max), null)
  let answer = first
  let after: string | null = null
  for (;;) {
    if (answer.items.length > 0) parkFiles.push({ after, lastmod: newest(answer.items) })
    if (answer.next_after === null) break
    after = answer.next_after
    answer = await api.sitemap.parks({ after, limit: parksPerFile })
  }
  // Content pages beyond one file's worth would be a second content file; the product has a few hundred.
  const contentXml = sitemapXml(content.slice(0, SITEMAP_MAX_URLS))
  const lastmods = content.map((url) => url.lastmod).filter((lastmod): lastmod is string => Boolean(lastmod))
  const contentLastmod = lastmods.reduce<string | null>((max, lastmod) => (!max || Date.parse(lastmod) > Date.parse(max) ? lastmod : max), null)
  return {
    root: sitemapIndexXml([{ loc: fileUrl(0), lastmod: contentLastmod }, ...parkFiles.map((file, index) => ({ loc: fileUrl(index + 1), lastmod: file.lastmod }))]),
    files: parkFiles.length + 1,
    file: async (index) => {
      if (index === 0) return contentXml
      const parkFile = Number.isInteger(index) ? parkFiles[index - 1] : undefined
      if (!parkFile) return null
      const page = await api.sitemap.parks({ ...(parkFile.after === null ? {} : { after: parkFile.after }), limit: parksPerFile })
      return sitemapXml(parkPage(page.items))
    },
  }
}
