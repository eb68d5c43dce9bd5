import type { SeoTranslate } from './seoTranslator.ts'

/** A route's document title, `Park Details · Parkade`; the home page (title null) has the site's own. */
export function documentTitle(t: SeoTranslate, title: string | null): string {
  const site = t('site.name')
  return title ? `${title} · ${site}` : `${site} · ${t('site.home.title')}`
}
