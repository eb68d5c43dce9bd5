import { escapeHtml } from './escapeHtml.ts'
import { SITEMAP_MAX_URLS } from './sitemapUrl.ts'
import type { SitemapUrl } from './sitemapUrl.ts'

/** One sitemap file (sitemaps.org 0.9, hreflang as xhtml:link). More than 50,000 URLs is a RangeError: split them (sitemapFiles). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new RangeError(`A sitemap lists at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}.`)
  const body = urls
    .map((url) => {
      const lines = [`<loc>${escapeHtml(url.loc)}</loc>`]
      if (url.lastmod) lines.push(`<lastmod>${escapeHtml(url.lastmod)}</lastmod>`)
      for (const alternate of url.alternates ?? []) {
        lines.push(`<xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}"/>`)
      }
      return `<url>${lines.join('')}</url>`
    })
    .join('\n')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    (body ? `${body}\n` : '') +
    '</urlset>\n'
  )
}
