import type { BlogPost, Language, ParkadeEvent, Park } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { blogPostingJsonLd, eventJsonLd, isPrivateRoute, jsonLdScript, organizationJsonLd, pageHead, parkJsonLd, parkPageText, postPageText, renderHeadTags, staticPageText, eventPageText } from '../seo/index.ts'
import type { JsonLd, PageHeadInput } from '../seo/index.ts'
import type { PageHead, RenderedRead } from './RenderContext.ts'

export interface PageHeadHtmlInput {
  /** The path rendered. */
  path: string
  /** Its `?lang`, null when the address names no language. */
  addressLanguage: Language | null
  language: Language
  country: string
  siteUrl: string
  /** The page's status: a 404 is not to be indexed. */
  status: number
  /** What the page asked for with usePageMeta. */
  meta: PageHead | null
  /** The reads the page made, by `key#language` (pages/useApiResource.ts). */
  reads: ReadonlyMap<string, RenderedRead>
}

function readValue<T>(reads: ReadonlyMap<string, RenderedRead>, key: string, language: Language): T | null {
  const read = reads.get(`${key}#${language}`)
  return read && read.error === null ? (read.value as T) : null
}

/**
 * The head of a page rendered on the server: its title and description (as the page sets them,
 * or its park's, event's or post's), canonical URL, `hreflang` alternates, Open Graph and Twitter
 * tags, and its schema.org JSON-LD — from the same answers the page was rendered with.
 */
export function pageHeadHtml({ path, addressLanguage, language, country, siteUrl, status, meta, reads }: PageHeadHtmlInput): string {
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path
  const base: Omit<PageHeadInput, 'title' | 'description'> = { route, language, siteUrl, index: status === 200 && !isPrivateRoute(route), neutralAddress: addressLanguage === null }
  const own = { title: meta?.title ?? '', description: meta?.description ?? '' }
  const segment = (prefix: string) => (route.startsWith(prefix) ? decodeURIComponent(route.slice(prefix.length)) : null)
  let head: PageHeadInput = { ...base, ...(staticPageText(route, language, country) ?? own) }
  let data: JsonLd | null = null

  const parkKey = segment('/park/')
  const park = parkKey ? readValue<Park>(reads, `park:${parkKey}`, language) : null
  const eventCode = segment('/event/')
  const event = eventCode ? readValue<ParkadeEvent>(reads, `event:${eventCode}`, language) : null
  const postId = segment('/post/')
  const post = postId ? readValue<BlogPost>(reads, `post:${postId}`, language) : null
  if (park) {
    // A park reached by its code is the same page as by its slug: one canonical URL.
    head = { ...base, route: paths.park(park.slug), ...parkPageText(park, language), image: park.image_url }
    data = parkJsonLd(park, { siteUrl, language })
  } else if (event) {
    head = { ...base, route: paths.event(event.event_code), ...eventPageText(event, language), image: event.image_url ?? null }
    data = eventJsonLd(event, { siteUrl, language })
  } else if (post) {
    head = { ...base, ...postPageText(post, language), image: post.cover_image_url, alternates: [post.lang], type: 'article' }
    data = blogPostingJsonLd(post, { siteUrl })
  } else if (route === paths.home || route === paths.homeAlias) {
    data = organizationJsonLd({ siteUrl, country })
  }
  const tags = renderHeadTags(pageHead(head))
  return data ? `${tags}\n${jsonLdScript(data)}` : tags
}
