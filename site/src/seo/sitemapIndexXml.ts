import { escapeHtml } from './escapeHtml.ts'
import { SITEMAP_MAX_URLS } from './sitemapUrl.ts'

/** A sitemap index naming sitemap files (at most 50,000 of them), each with its last change when known. */
export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string | null }[]): string {
  if (sitemaps.length > SITEMAP_MAX_URLS) throw new RangeError(`A sitemap index names at most ${SITEMAP_MAX_URLS} sitemaps, not ${sitemaps.length}.`)
  const body = sitemaps
    .map((sitemap) => `<sitemap><loc>${escapeHtml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${escapeHtml(sitemap.lastmod)}</lastmod>` : ''}</sitemap>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body ? `${body}\n` : ''}</sitemapindex>\n`
}
