/** One <url> of a sitemap: its address, when it last changed, and its other-language versions. */
export interface SitemapUrl {
  loc: string
  /** ISO 8601 date or date-time. */
  lastmod?: string | null
  /** hreflang → URL, this URL's own language and x-default included (Google's sitemap hreflang rules). */
  alternates?: readonly { hreflang: string; href: string }[]
}

/** The most URLs one sitemap file may list, and the most files one index may name (sitemaps.org); the API's sitemap pages hold as many parks. */
export { SITEMAP_MAX_URLS } from '@parkade/core'
