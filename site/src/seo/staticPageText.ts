import { localeForCountry } from '@parkade/core'
import type { Language } from '@parkade/core'
import { claimNumber } from './claimNumber.ts'
import { documentTitle } from './documentTitle.ts'
import type { PageText } from './pageText.ts'
import { seoTranslator } from './seoTranslator.ts'
import { STATIC_PAGES } from './staticPages.ts'

/**
 * The title and description of a page of STATIC_PAGES, as the page itself sets them; null for any
 * other path. `country` (ISO code) formats the parking-locations claim as the page does.
 */
export function staticPageText(route: string, language: Language, country?: string | null): PageText | null {
  const page = Object.hasOwn(STATIC_PAGES, route) ? STATIC_PAGES[route] : undefined
  if (!page) return null
  const t = seoTranslator(language)
  const values = { number: claimNumber(localeForCountry(country, language), language), product: t('site.name') }
  return { title: documentTitle(t, page.title ? t(page.title, values) : null), description: t(page.description, values) }
}
