import { createI18n, I18N_NAMESPACE } from '@parkade/core'
import type { Language } from '@parkade/core'
import { blogCopy } from '../i18n/copy/blogCopy.ts'
import { companyCopy } from '../i18n/copy/companyCopy.ts'
import { demoCopy } from '../i18n/copy/demoCopy.ts'
import { eventsCopy } from '../i18n/copy/eventsCopy.ts'
import { helpCopy } from '../i18n/copy/helpCopy.ts'
import { legalCopy } from '../i18n/copy/legalCopy.ts'
import { marketingCopy } from '../i18n/copy/marketingCopy.ts'
import { marketplaceCopy } from '../i18n/copy/marketplaceCopy.ts'
import { parkingTypesCopy } from '../i18n/copy/parkingTypesCopy.ts'
import { plansCopy } from '../i18n/copy/plansCopy.ts'
import { seoCopy } from '../i18n/copy/seoCopy.ts'
import { vehicleDocsCopy } from '../i18n/copy/vehicleDocsCopy.ts'
import { en } from '../i18n/en.ts'
import { fr } from '../i18n/fr.ts'
import type { TranslationKey } from '../i18n/siteTranslationKey.ts'

export type SeoTranslate = (key: TranslationKey, values?: Record<string, unknown>) => string

// Every copy whose meta description a page's head may carry: the same texts the pages pass to usePageMeta.
const COPIES = [{ en, fr }, blogCopy, companyCopy, demoCopy, eventsCopy, helpCopy, legalCopy, marketingCopy, marketplaceCopy, parkingTypesCopy, plansCopy, seoCopy, vehicleDocsCopy]

const translators = new Map<Language, SeoTranslate>()

/**
 * `t` over the SDK's and the site's texts in one language, as the pages' own `t` answers them,
 * without React or a client. Built once a language: the texts never change while the server runs.
 */
export function seoTranslator(language: Language): SeoTranslate {
  let translate = translators.get(language)
  if (!translate) {
    const i18n = createI18n(language)
    // Both languages, as the site's client has them: a text missing in French falls back to English as on the page.
    for (const copy of COPIES) for (const code of ['en', 'fr'] as const) i18n.addResourceBundle(code, I18N_NAMESPACE, copy[code], true, false)
    translate = (key, values) => i18n.t(key, values ?? {})
    translators.set(language, translate)
  }
  return translate
}
