import type { Language } from '@parkade/core'

/** The query parameter that names a page's language in its URL (see README.md). */
export const LANGUAGE_PARAM = 'lang'

/**
 * A page's absolute URL in one language, `https://site/park/x?lang=fr`, or with `language` null its
 * language-neutral URL (the x-default: the language comes from the visitor's stored choice or
 * Accept-Language). `route` is the path, with a query of its own or not; `siteUrl` the public origin
 * (a trailing slash or a path prefix is kept once).
 */
export function localizedUrl(siteUrl: string, route: string, language: Language | null): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`
  const url = new URL(route.replace(/^\/+/, ''), base)
  url.searchParams.delete(LANGUAGE_PARAM)
  if (language) url.searchParams.set(LANGUAGE_PARAM, language)
  return url.href
}
