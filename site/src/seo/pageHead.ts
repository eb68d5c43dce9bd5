import { SUPPORTED_LANGUAGES } from '@parkade/core'
import type { Language } from '@parkade/core'
import { absoluteUrl } from './absoluteUrl.ts'
import type { HeadTag } from './headTag.ts'
import { localizedUrl } from './localizedUrl.ts'
import { seoTranslator } from './seoTranslator.ts'

export interface PageHeadInput {
  /** The page's canonical path, e.g. '/park/ikeja-car-park' (a park reached by its code names its slug). */
  route: string
  /** The language the page is rendered in. */
  language: Language
  /** The site's public origin, e.g. 'https://parkade.app'. */
  siteUrl: string
  /** The whole document title (documentTitle, or a page text's `title`). */
  title: string
  description: string
  /** The preview picture: absolute, or relative to the site. */
  image?: string | null
  /** The languages the page exists in; both by default. A blog post exists in its own language only. */
  alternates?: readonly Language[]
  /** og:type: 'article' for a blog post, 'website' otherwise. */
  type?: 'website' | 'article'
  /** False for private pages (account, checkout): `robots: noindex`, and no alternates to crawl. */
  index?: boolean
  /**
   * The page was asked for at its language-neutral address (no `?lang`, the `x-default`): that
   * address is its canonical one, for a canonical naming another of its hreflang alternates is
   * a contradiction search engines (and Lighthouse) reject.
   */
  neutralAddress?: boolean
}

const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', fr: 'fr_FR' }

/**
 * The <head> tags of one page for search engines and link previews: title, description, canonical
 * URL, Open Graph, Twitter card and the hreflang alternates (with x-default) of README.md's URLs.
 */
export function pageHead(input: PageHeadInput): HeadTag[] {
  const { route, language, siteUrl, title, description, type = 'website', index = true } = input
  const alternates = SUPPORTED_LANGUAGES.filter((code) => (input.alternates ?? SUPPORTED_LANGUAGES).includes(code))
  // A French reader of an English-only post: the post's own URL is the canonical one.
  const canonicalLanguage = alternates.includes(language) || alternates.length === 0 ? language : alternates[0]!
  const canonical = localizedUrl(siteUrl, route, input.neutralAddress && alternates.length > 1 ? null : canonicalLanguage)
  const image = input.image ? absoluteUrl(siteUrl, input.image) : null

  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', name: 'description', content: description },
  ]
  if (!index) tags.push({ tag: 'meta', name: 'robots', content: 'noindex' })
  tags.push({ tag: 'link', rel: 'canonical', href: canonical })
  if (index && alternates.length > 1) {
    for (const code of alternates) tags.push({ tag: 'link', rel: 'alternate', hreflang: code, href: localizedUrl(siteUrl, route, code) })
    tags.push({ tag: 'link', rel: 'alternate', hreflang: 'x-default', href: localizedUrl(siteUrl, route, null) })
  }
  tags.push(
    { tag: 'meta', property: 'og:site_name', content: seoTranslator(language)('site.name') },
    { tag: 'meta', property: 'og:title', content: title },
    { tag: 'meta', property: 'og:description', content: description },
    { tag: 'meta', property: 'og:url', content: canonical },
    { tag: 'meta', property: 'og:type', content: type },
    { tag: 'meta', property: 'og:locale', content: OG_LOCALES[canonicalLanguage] },
  )
  for (const code of alternates) if (code !== canonicalLanguage) tags.push({ tag: 'meta', property: 'og:locale:alternate', content: OG_LOCALES[code] })
  if (image) tags.push({ tag: 'meta', property: 'og:image', content: image })
  tags.push(
    { tag: 'meta', name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:description', content: description },
  )
  if (image) tags.push({ tag: 'meta', name: 'twitter:image', content: image })
  return tags
}
