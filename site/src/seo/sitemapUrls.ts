import { SUPPORTED_LANGUAGES } from '@parkade/core'
import type { Language } from '@parkade/core'
import { localizedUrl } from './localizedUrl.ts'
import type { SitemapUrl } from './sitemapUrl.ts'

export interface SitemapPage {
  /** The page's canonical path, e.g. paths.park(slug). */
  route: string
  lastmod?: string | null
  /** The languages the page exists in; both by default (a blog post: its own). */
  languages?: readonly Language[]
}

/**
 * A page's sitemap entries: one per language it exists in (README.md's `?lang=` URLs), each naming
 * all of them and the x-default as alternates. A page in both languages is two URLs of a file.
 */
export function sitemapUrls(page: SitemapPage, siteUrl: string): SitemapUrl[] {
  const languages = SUPPORTED_LANGUAGES.filter((code) => (page.languages ?? SUPPORTED_LANGUAGES).includes(code))
  const alternates =
    languages.length > 1
      ? [...languages.map((code) => ({ hreflang: code, href: localizedUrl(siteUrl, page.route, code) })), { hreflang: 'x-default', href: localizedUrl(siteUrl, page.route, null) }]
      : undefined
  return languages.map((code) => ({ loc: localizedUrl(siteUrl, page.route, code), lastmod: page.lastmod ?? null, ...(alternates ? { alternates } : {}) }))
}
