import { coreTextsLoaders } from './coreTextsLoaders.ts'
import type { Language } from './language.ts'
import type { commonEn } from './resources/commonEn.ts'

/** Core's own texts in one language: the sections every feature may show (each feature's come with it). */
type CoreTexts = typeof commonEn

/** Core's texts fetched so far, by language. */
const loaded: Partial<Record<Language, CoreTexts>> = {}
const loading = new Map<Language, Promise<CoreTexts>>()

/** Core's texts in `language` if they are here already. */
export function loadedCoreTexts(language: Language): CoreTexts | undefined {
  return loaded[language]
}

/**
 * Fetches core's texts in `language`, once; a client made afterwards has them from the start.
 * A failed fetch is forgotten, so the next asks again. Undefined where this build has no loader
 * for the language (parkade.js: parkade-<lang>.js brings them to each client).
 */
export function loadCoreTexts(language: Language): Promise<CoreTexts | undefined> {
  const known = loaded[language]
  if (known) return Promise.resolve(known)
  const loader = (coreTextsLoaders as Partial<Record<Language, () => Promise<CoreTexts>>>)[language]
  if (!loader) return Promise.resolve(undefined)
  let promise = loading.get(language)
  if (!promise) {
    promise = loader().then(
      (resources) => (loaded[language] = resources),
      (error: unknown) => {
        loading.delete(language)
        throw error
      },
    )
    loading.set(language, promise)
  }
  return promise
}
