import { describe, expect, it } from 'vitest'
import { paths } from '../routing/paths.ts'
import { isPrivateRoute, PRIVATE_ROUTES } from '../seo/privateRoutes.ts'
import { robotsTxt } from '../seo/robotsTxt.ts'
import { sitemapFiles } from '../seo/sitemapFiles.ts'
import { sitemapIndexXml } from '../seo/sitemapIndexXml.ts'
import { SITEMAP_MAX_URLS } from '../seo/sitemapUrl.ts'
import type { SitemapUrl } from '../seo/sitemapUrl.ts'
import { sitemapUrls } from '../seo/sitemapUrls.ts'
import { sitemapXml } from '../seo/sitemapXml.ts'
import { STATIC_PAGES } from '../seo/staticPages.ts'
import { SITE } from './seoFixtures.ts'

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}
const XHTML = 'http://www.w3.org/1999/xhtml'

describe('sitemapUrls', () => {
  it('lists a page once a language, each naming both and the x-default', () => {
    const urls = sitemapUrls({ route: paths.park('ikeja'), lastmod: '2026-11-01T10:00:00.000Z' }, SITE)
    const alternates = [
      { hreflang: 'en', href: `${SITE}/park/ikeja?lang=en` },
      { hreflang: 'fr', href: `${SITE}/park/ikeja?lang=fr` },
      { hreflang: 'x-default', href: `${SITE}/park/ikeja` },
    ]
    expect(urls).toEqual([
      { loc: `${SITE}/park/ikeja?lang=en`, lastmod: '2026-11-01T10:00:00.000Z', alternates },
      { loc: `${SITE}/park/ikeja?lang=fr`, lastmod: '2026-11-01T10:00:00.000Z', alternates },
    ])
  })

  it('lists a one-language post once, without alternates', () => {
    expect(sitemapUrls({ route: paths.post(12), languages: ['fr'] }, SITE)).toEqual([{ loc: `${SITE}/post/12?lang=fr`, lastmod: null }])
  })
})

describe('sitemapXml', () => {
  it('writes well-formed sitemaps.org XML with lastmod and xhtml:link alternates, escaped', () => {
    const xml = sitemapXml([...sitemapUrls({ route: '/search?q=a&b', lastmod: '2026-11-01' }, SITE), { loc: `${SITE}/about?lang=en` }])
    const doc = parse(xml)
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const urls = [...doc.getElementsByTagName('url')]
    expect(urls).toHaveLength(3)
    expect(urls[0]!.getElementsByTagName('loc')[0]!.textContent).toBe(`${SITE}/search?q=a&b=&lang=en`)
    expect(urls[0]!.getElementsByTagName('lastmod')[0]!.textContent).toBe('2026-11-01')
    const links = [...urls[1]!.getElementsByTagNameNS(XHTML, 'link')].map((link) => [link.getAttribute('rel'), link.getAttribute('hreflang'), link.getAttribute('href')])
    expect(links).toEqual([
      ['alternate', 'en', `${SITE}/search?q=a&b=&lang=en`],
      ['alternate', 'fr', `${SITE}/search?q=a&b=&lang=fr`],
      ['alternate', 'x-default', `${SITE}/search?q=a&b=`],
    ])
    expect(urls[2]!.getElementsByTagName('lastmod')).toHaveLength(0)
  })

  it('refuses more than 50,000 URLs in one file', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `${SITE}/park/p${i}?lang=en` }))
    expect(() => sitemapXml(urls)).toThrow(RangeError)
    expect(() => sitemapXml(urls.slice(1))).not.toThrow()
  })
})

describe('sitemapFiles', () => {
  it('answers one file up to 50,000 URLs', () => {
    const urls: SitemapUrl[] = Object.keys(STATIC_PAGES).flatMap((route) => sitemapUrls({ route }, SITE))
    const { root, files } = sitemapFiles(urls, (i) => `${SITE}/sitemap-${i}.xml`)
    expect(files).toEqual([])
    expect(parse(root).getElementsByTagName('url')).toHaveLength(Object.keys(STATIC_PAGES).length * 2)
  })

  it('past 50,000 URLs, splits them in files of at most 50,000 and answers an index naming each with its newest lastmod', () => {
    const urls: SitemapUrl[] = Array.from({ length: 2 * SITEMAP_MAX_URLS + 3 }, (_, i) => ({
      loc: `${SITE}/park/p${i}?lang=en`,
      lastmod: new Date(Date.UTC(2026, 0, 1) + (i % 1000) * 60_000).toISOString(),
    }))
    const { root, files } = sitemapFiles(urls, (i) => `${SITE}/sitemap-parks-${i}.xml`)
    expect(files).toHaveLength(3)
    const index = parse(root)
    expect(index.documentElement.localName).toBe('sitemapindex')
    expect([...index.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([0, 1, 2].map((i) => `${SITE}/sitemap-parks-${i}.xml`))
    expect(index.getElementsByTagName('lastmod')[0]!.textContent).toBe(new Date(Date.UTC(2026, 0, 1) + 999 * 60_000).toISOString())
    expect(index.getElementsByTagName('lastmod')[2]!.textContent).toBe(urls.at(-1)!.lastmod)
    const counts = files.map((file) => file.match(/<url>/g)!.length)
    expect(counts).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 3])
    expect(files[2]).toContain(`<loc>${SITE}/park/p${2 * SITEMAP_MAX_URLS + 2}?lang=en</loc>`)
  })

  it('takes a smaller file size, so both languages of a page stay in one file', () => {
    const urls = Array.from({ length: 50_001 }, (_, i) => ({ loc: `${SITE}/p${i}` }))
    expect(sitemapFiles(urls, (i) => `${SITE}/s${i}.xml`, 25_000).files).toHaveLength(3)
  })

  it('writes an empty index and refuses one of more than 50,000 files', () => {
    expect(parse(sitemapIndexXml([])).documentElement.localName).toBe('sitemapindex')
    expect(() => sitemapIndexXml(Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `${SITE}/s${i}.xml` })))).toThrow(RangeError)
  })
})

/** Whether robots.txt lets a crawler fetch a path: the longest matching rule wins, Allow on a tie (RFC 9309). */
function allowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: true }
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line)
    if (!match || !path.startsWith(match[2]!)) continue
    const rule = { length: match[2]!.length, allow: match[1] === 'Allow' }
    if (rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule
  }
  return best.allow
}

describe('robotsTxt', () => {
  const robots = robotsTxt({ siteUrl: SITE })

  it('names the sitemap', () => {
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(robotsTxt({ siteUrl: `${SITE}/`, sitemapPath: '/sitemaps/index.xml' })).toContain(`Sitemap: ${SITE}/sitemaps/index.xml`)
  })

  it('keeps crawlers out of account, checkout and payment routes', () => {
    const privatePaths = [
      paths.checkout('ikeja'),
      paths.booking('PKLOS007'),
      paths.eventBooking('EVTOR001'),
      paths.payment,
      paths.paymentSuccess,
      paths.paymentSuccessAlias,
      paths.bookingSuccess,
      paths.bookings,
      paths.bookingDetails('PK-ABC234'),
      paths.wallet,
      paths.walletCallback,
      paths.profile,
      paths.addVehicle,
      paths.getStarted,
      paths.auth,
      paths.authRegister,
      paths.authForgotPassword,
      paths.register,
      paths.verify,
      paths.forgotPassword,
    ]
    for (const path of privatePaths) {
      expect(allowed(robots, path), path).toBe(false)
      expect(isPrivateRoute(path), path).toBe(true)
    }
  })

  it('lets crawlers read every public page', () => {
    const publicPaths = [...Object.keys(STATIC_PAGES), paths.park('ikeja'), paths.event('EVTOR001'), paths.post(12), paths.marketplaceItem(3), paths.privateEventAccess, paths.homeAlias]
    for (const path of publicPaths) {
      expect(allowed(robots, path), path).toBe(true)
      expect(isPrivateRoute(path), path).toBe(false)
    }
    expect(robots.match(/^Disallow:/gm)).toHaveLength(PRIVATE_ROUTES.length)
  })
})
