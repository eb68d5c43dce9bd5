import { hasCoreTexts } from './hasCoreTexts.ts'
import type { Language } from './language.ts'
import { loadCoreTexts } from './loadCoreTexts.ts'
import { I18N_NAMESPACE } from './namespace.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'

/**
 * Resolves once `i18n` holds core's texts in `language`: fetched with loadCoreTexts and added, or
 * added by someone else (parkade.js's parkade-fr.js, where core has no loader). A failed fetch
 * resolves too, once English is there: the language then shows with English's texts rather than never.
 */
export function loadCoreTextsInto(i18n: ParkadeI18n, language: Language): Promise<void> {
  if (hasCoreTexts(i18n, language)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      i18n.store.off('added', onAdded)
      resolve()
    }
    const onAdded = () => {
      if (hasCoreTexts(i18n, language)) done()
    }
    i18n.store.on('added', onAdded)
    loadCoreTexts(language).then(
      (resources) => {
        if (!resources) return
        // Merged under what a host added first (its own wording of a text wins).
        if (!hasCoreTexts(i18n, language)) i18n.addResourceBundle(language, I18N_NAMESPACE, resources, true, false)
        done()
      },
      (error: unknown) => {
        console.error(error)
        // English is every language's fallback: shown rather than keys.
        if (language === 'en') done()
        else void loadCoreTextsInto(i18n, 'en').then(done)
      },
    )
  })
}
