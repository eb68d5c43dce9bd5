import type { Language, Park } from '@parkade/core'
import { documentTitle } from './documentTitle.ts'
import type { PageText } from './pageText.ts'
import { parkPriceFrom } from './parkPriceFrom.ts'
import { seoTranslator } from './seoTranslator.ts'

/** A park page's title (name and city) and description (address, price from, opening hours). */
export function parkPageText(park: Park, language: Language): PageText {
  const t = seoTranslator(language)
  const hours = park.is_24_hours || !park.opening_hours ? t('seo.open24Hours') : t('seo.openFromTo', { open: park.opening_hours.open, close: park.opening_hours.close })
  const price = parkPriceFrom(park, language)
  const values = { name: park.name, address: park.address, city: park.city, price, hours }
  return {
    title: documentTitle(t, t('seo.parkTitle', values)),
    description: t(price ? 'seo.parkDescription' : 'seo.parkDescriptionNoPrice', values),
  }
}
