import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../constants.ts'
import type { Language } from './language.ts'
import lite from './liteI18next.ts'
import { loadedCoreTexts } from './loadCoreTexts.ts'
import { I18N_NAMESPACE } from './namespace.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'

/**
 * A new i18n instance for one SDK client, on core's engine (liteI18next.ts: i18next's answers for
 * what the SDK uses, without i18next's 15 kB). Never a global instance: two clients on one page (or
 * a host that uses i18next itself) must not switch each other's language.
 * It holds core's texts in each language fetched already (loadCoreTexts; each feature's texts join
 * when the feature's component first renders); the client fetches its language's when it first
 * needs them, English included (no page downloads a language it does not show). A server calls
 * `await loadCoreTexts(language)` (or @parkade/react's `loadTexts`) first, and `t` works at once.
 */
export function createI18n(language: Language): ParkadeI18n {
  const instance = lite.createInstance()
  const resources: Record<string, Record<string, object>> = {}
  for (const code of SUPPORTED_LANGUAGES) {
    const texts = loadedCoreTexts(code)
    // A copy apiece: the engine, like i18next, merges a deep add into the object it was given, so
    // one client's added texts (a host's wording, a feature's) would otherwise reach every client.
    if (texts) resources[code] = { [I18N_NAMESPACE]: structuredClone(texts) }
  }
  // With inlined resources, init completes synchronously; the promise adds nothing.
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources,
    initAsync: false,
    // Rendering (React, text nodes) escapes; escaping here would show &#39; in "We're".
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance as unknown as ParkadeI18n
}
