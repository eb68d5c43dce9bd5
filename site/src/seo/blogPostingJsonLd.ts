import type { BlogPost } from '@parkade/core'
import { paths } from '../routing/paths.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import type { JsonLd } from './jsonLd.ts'
import { localizedUrl } from './localizedUrl.ts'
import { organizationJsonLd } from './organizationJsonLd.ts'

/** A blog post's schema.org BlogPosting, in its own language, published by Parkade. */
export function blogPostingJsonLd(post: BlogPost, options: { siteUrl: string }): JsonLd {
  const { siteUrl } = options
  const { '@context': _context, ...publisher } = organizationJsonLd({ siteUrl })
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published_at,
    inLanguage: post.lang,
    author: { '@type': 'Person', name: post.author },
    publisher,
    ...(post.cover_image_url ? { image: absoluteUrl(siteUrl, post.cover_image_url) } : {}),
    url: localizedUrl(siteUrl, paths.post(post.id), post.lang),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  }
}
