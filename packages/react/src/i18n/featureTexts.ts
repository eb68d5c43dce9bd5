import { useCallback } from 'react'
import { I18N_NAMESPACE, isRecentFailure } from '@parkade/core'
import type { ApiErrorTextsPart, Language, ParkadeClient, TextsFailure } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { featureTextsRegistry, trackTextsLoad } from './loadTexts.ts'
import type { Feature } from './loadTexts.ts'
import { useTranslation } from './useTranslation.ts'

/** The dotted paths of a tree of texts: 'title', 'status.active'. */
export type TextPath<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPath<T[K]>}` }[keyof T & string]

/** Any tree of texts, as resources are written. */
export interface TextTree {
  readonly [key: string]: string | TextTree
}

/**
 * A language's texts of one feature, in a module of their own: `export const texts = {…}`, and
 * the API's refusals the feature shows in that language, `apiErrors` (French only: an English
 * page shows the API's own English).
 */
export type TextsLoader<T> = () => Promise<{ texts: T; apiErrors?: ApiErrorTextsPart }>

/** The languages other than English, each fetched only by a page in that language. */
export type OtherLanguages<T> = { [L in Exclude<Language, 'en'>]: TextsLoader<T> }

/**
 * Texts that travel with the component that shows them, not in core's resources: those are in
 * parkade.js's first bytes, which a component no element shows (the bookings, the vehicles) or one
 * fetched later must not grow. They join each client's `parkade` namespace under `prefix.` (a
 * host's own translations of them, added earlier, are kept).
 *
 * `featureTexts(prefix, () => import('./xTextsEn.ts'), { fr: () => import('./xTextsFr.ts') })`:
 * each language is a module of its own, fetched when a page first shows the feature in it, so an
 * English page downloads no French and a French page no English. English is every language's
 * fallback: a language whose module cannot be fetched shows the English. English given as texts
 * (`featureTexts(prefix, en, { fr })`) comes with the component instead, and
 * `featureTexts(prefix, { en, fr })`, every language given at once, still works.
 */
export function featureTexts<T extends TextTree>(prefix: string, en: T | TextsLoader<T>, others: OtherLanguages<T>): FeatureTexts<T>
export function featureTexts<T extends TextTree>(prefix: string, texts: Record<Language, T>): FeatureTexts<T>
export function featureTexts<T extends TextTree>(prefix: string, first: T | TextsLoader<T> | Record<Language, T>, others?: OtherLanguages<T>): FeatureTexts<T> {
  const englishLater = typeof first === 'function'
  const loaders: Partial<Record<Language, TextsLoader<T>>> = others ? { ...others, ...(englishLater ? { en: first } : {}) } : {}
  /** The languages' texts there to render with. */
  const given: Partial<Record<Language, T>> = englishLater ? {} : others ? { en: first as T } : { ...(first as Record<Language, T>) }
  /** The API's refusals each language's module brought, added to a client with the texts. */
  const refusals: Partial<Record<Language, ApiErrorTextsPart>> = {}
  const loading = new Map<Language, Promise<void>>()
  /**
   * Per language whose fetch failed (English too: there is nothing to show), why and when. A render
   * soon after shows the failure; a later one (an error boundary's Try Again) fetches again.
   */
  const failures = new Map<Language, TextsFailure>()
  /** Per client, the languages added to its i18n. */
  const added = new WeakMap<ParkadeClient, Set<Language>>()

  const feature: Feature = {
    has: (language) => language in given || !loaders[language],
    failedRecently: (language) => isRecentFailure(failures.get(language)),
    load(language) {
      if (feature.has(language)) return Promise.resolve()
      const known = loading.get(language)
      if (known) return known
      const promise = loaders[language]!()
        .then(
          ({ texts, apiErrors }) => {
            given[language] = texts
            if (apiErrors) refusals[language] = apiErrors
            failures.delete(language)
          },
          async (error: unknown) => {
            // English is every language's fallback: with none, there is nothing to show, and the
            // failure is the caller's (parkade.js's element offers Retry).
            if (language === 'en') throw error
            // Another language is shown in English rather than held on a loading line for ever.
            console.error(error)
            await feature.load('en')
            given[language] = given.en
          },
        )
        .catch((error: unknown) => {
          // Asked for again next time.
          loading.delete(language)
          failures.set(language, { error, at: Date.now() })
          throw error
        })
      loading.set(language, promise)
      trackTextsLoad(promise)
      return promise
    },
  }
  featureTextsRegistry.add(feature)

  /** Adds the texts there (English, and each language fetched so far) to a client. */
  function register(client: ParkadeClient): void {
    let known = added.get(client)
    if (!known) added.set(client, (known = new Set()))
    for (const [language, tree] of Object.entries(given) as [Language, T][]) {
      if (known.has(language) || tree === undefined) continue
      known.add(language)
      const apiErrors = refusals[language]
      client.i18n.addResourceBundle(language, I18N_NAMESPACE, { [prefix]: tree, ...(apiErrors ? { apiErrors } : {}) }, true, false)
    }
  }

  /** `t` for these texts, in the client's language; `tm` and `language` as useTranslation gives them. */
  function useTexts() {
    const { client } = useParkade()
    const translation = useTranslation()
    const { language } = translation
    register(client)
    const tf = useCallback(
      (key: TextPath<T>, values?: Record<string, unknown>): string => {
        const path: string = `${prefix}.${key}`
        return client.i18n.t(path, { lng: language, ...values } as Record<string, unknown>) as string
      },
      [client, language],
    )
    // Suspends until the language's module is there, rather than show these texts in English. If
    // it cannot be fetched (nor English instead), the next render throws the failure to the
    // nearest error boundary rather than fetch again: an offline page would fetch without end.
    if (!feature.has(language)) {
      const failure = failures.get(language)
      if (isRecentFailure(failure)) throw failure.error
      throw loadMissing(feature, language)
    }
    return { ...translation, tf }
  }

  return { prefix, texts: given, register, load: feature.load, useTexts }
}

/**
 * Fetches, in one round, `feature`'s texts in `language` and those of every other component the
 * page has imported that lack them. The components inside this one are imported already; were
 * each to fetch its own as it first renders, a page would wait one round trip per level.
 */
function loadMissing(feature: Feature, language: Language): Promise<void> {
  // One that failed a moment ago shows its failure when it renders, and is fetched again then.
  const others = [...featureTextsRegistry].filter((other) => other !== feature && !other.has(language) && !other.failedRecently?.(language))
  // Another component's failure is its own to show when it renders.
  for (const other of others) other.load(language).catch(() => {})
  return feature.load(language).catch(() => {})
}

export interface FeatureTexts<T extends TextTree> {
  prefix: string
  /** The languages' texts held so far: English (unless it is fetched too), and each other language once fetched. */
  texts: Partial<Record<Language, T>>
  /** Adds the texts there (English, and each language fetched so far) to a client. */
  register(client: ParkadeClient): void
  /** Fetches the feature's texts in `language`, once. */
  load(language: Language): Promise<void>
  useTexts(): ReturnType<typeof useTranslation> & { tf: (key: TextPath<T>, values?: Record<string, unknown>) => string }
}
