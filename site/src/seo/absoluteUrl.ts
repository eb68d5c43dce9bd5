/** A URL as crawlers need it: absolute, a site-relative one ('/favicon.svg') resolved against the site. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return new URL(url, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href
}
