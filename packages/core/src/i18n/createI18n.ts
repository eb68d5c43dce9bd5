import i18next from 'i18next'
import type { i18n } from 'i18next'
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../constants.ts'
import type { Language } from './language.ts'
import { I18N_NAMESPACE } from './namespace.ts'
import { en } from './resources/en.ts'
import { fr } from './resources/fr.ts'

/**
 * A new i18next instance for one SDK client. Never the global instance: two clients on one page
 * (or a host that uses i18next itself) must not switch each other's language.
 * Resources are inlined and `initAsync: false`, so `t` works as soon as this returns, on a
 * server too.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance()
  // With inlined resources and initAsync false, init completes synchronously; the promise adds nothing.
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources: {
      en: { [I18N_NAMESPACE]: en },
      fr: { [I18N_NAMESPACE]: fr },
    },
    initAsync: false,
    // Rendering (React, text nodes) escapes; escaping here would show &#39; in "We're".
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
