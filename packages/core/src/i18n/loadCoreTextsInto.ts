import { setCoreTextsFailure } from './coreTextsFailures.ts'
import { hasCoreTexts } from './hasCoreTexts.ts'
import type { Language } from './language.ts'
import { loadCoreTexts } from './loadCoreTexts.ts'
import { I18N_NAMESPACE } from './namespace.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'

/**
 * Resolves once `i18n` holds core's texts in `language` (fetched with loadCoreTexts and added, or
 * added by someone else: parkade.js's parkade-fr.js, where core has no loader), or once their fetch
 * has failed. A failure is recorded (coreTextsFailure): a language other than English then shows
 * with English's texts, fetched then (coreTextsReady says so), rather than never; if English cannot
 * be fetched either, a UI has no words to show and shows the failure instead.
 */
export function loadCoreTextsInto(i18n: ParkadeI18n, language: Language): Promise<void> {
  if (hasCoreTexts(i18n, language)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      i18n.store.off('added', onAdded)
      resolve()
    }
    const onAdded = () => {
      if (!hasCoreTexts(i18n, language)) return
      setCoreTextsFailure(i18n, language, null)
      done()
    }
    i18n.store.on('added', onAdded)
    loadCoreTexts(language).then(
      (resources) => {
        if (!resources) return
        setCoreTextsFailure(i18n, language, null)
        // Merged under what a host added first (its own wording of a text wins).
        if (!hasCoreTexts(i18n, language)) i18n.addResourceBundle(language, I18N_NAMESPACE, resources, true, false)
        done()
      },
      (error: unknown) => {
        console.error(error)
        const fail = () => {
          setCoreTextsFailure(i18n, language, { error, at: Date.now(), inEnglish: language !== 'en' && hasCoreTexts(i18n, 'en') })
          done()
        }
        // English is every language's fallback: shown rather than keys.
        if (language === 'en') fail()
        else void loadCoreTextsInto(i18n, 'en').then(fail)
      },
    )
  })
}
