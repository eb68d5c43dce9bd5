import { absoluteUrl } from './absoluteUrl.ts'
import { PRIVATE_ROUTES } from './privateRoutes.ts'

/** /robots.txt: every crawler kept out of the private routes, and told where the sitemap is. */
export function robotsTxt(options: { siteUrl: string; sitemapPath?: string }): string {
  const { siteUrl, sitemapPath = '/sitemap.xml' } = options
  return ['User-agent: *', ...PRIVATE_ROUTES.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, sitemapPath)}`, ''].join('\n')
}
