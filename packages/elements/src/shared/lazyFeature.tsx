import { Suspense, useEffect, useRef, useState } from 'react'
import type { ComponentType } from 'react'
import { ParkadeRoot, hasTexts, loadTexts, useParkade, useTranslation } from '@parkade/react'
import type { ParkadeElementContext } from './defineParkadeElement.tsx'
import { hasLanguage } from './hasLanguage.ts'
import { loadLanguage } from './languageLoader.ts'
import { unavailableTextsEn } from './unavailableTextsEn.ts'
import type { TranslationKey } from '@parkade/core'

/** How long a feature waits for its page's language before it shows in English after all. */
export const LANGUAGE_WAIT_MS = 8_000

/** How long, after Retry, the focus waits for the feature's first control before it stays put. */
const FIRST_CONTROL_WAIT_MS = 8_000

/**
 * Whether the page's language has arrived (core's texts, parkade-<lang>.js, fetched alongside the
 * feature's code) and, once the feature's code is there, the feature's own texts in it (parts of
 * their own, `parkade.checkout-texts-fr.….js` or `-en`, fetched with the feature's part in the page's
 * language only): a French page then never shows the feature in English first. After
 * LANGUAGE_WAIT_MS, or when the page's language cannot be fetched, the feature shows in English
 * once English is there, rather than never; with no language at all it fails (Retry asks again).
 */
function useLanguageArrived(featureLoaded: boolean, attempt: number, onFailed: () => void): boolean {
  const { client } = useParkade()
  const { language } = useTranslation()
  const [, bump] = useState(0)
  const [gaveUp, setGaveUp] = useState(false)
  // Once the feature has shown in a language it stays: texts of another element the page added
  // later (hasTexts asks for every feature's) do not take it away while they arrive, or fail.
  const [shownIn, setShownIn] = useState<string | null>(null)
  const arrivedNow = hasLanguage(client, language) && (!featureLoaded || hasTexts(language))
  if (arrivedNow && featureLoaded && shownIn !== language) setShownIn(language)
  const arrived = arrivedNow || shownIn === language
  useEffect(() => {
    if (arrived) return
    let live = true
    const onAdded = () => bump((n) => n + 1)
    const fail = (error: unknown) => {
      console.error(error)
      if (live) onFailed()
    }
    // English stands in for a language that is slow or cannot be fetched; without it, nothing can.
    const inEnglish = () => {
      if (!live) return
      setGaveUp(true)
      loadLanguage(client, 'en').then(onAdded, fail)
    }
    const inEnglishPage = language === 'en'
    client.i18n.store.on('added', onAdded)
    loadLanguage(client, language).then(onAdded, (error: unknown) => {
      if (inEnglishPage) return fail(error)
      console.error(error)
      inEnglish()
    })
    // Texts that cannot be fetched (the English, which nothing stands in for) fail like the code.
    if (featureLoaded) loadTexts(language).then(onAdded, fail)
    // An English page has no other language to wait for.
    const timer = inEnglishPage ? undefined : setTimeout(inEnglish, LANGUAGE_WAIT_MS)
    return () => {
      live = false
      client.i18n.store.off('added', onAdded)
      clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onFailed only sets state; Retry (attempt) asks again
  }, [client, language, arrived, featureLoaded, attempt])
  return arrived || (gaveUp && hasLanguage(client, 'en'))
}

export interface LazyFeatureOptions<P> {
  /**
   * Whether the element would show anything yet: a checkout or a park's detail with no park, or a
   * sign-in button, stays empty while its code arrives rather than flash a loading line that the
   * feature then takes away (and shift the host's page). Default: always.
   */
  showsLoading?: (props: P) => boolean
}

/**
 * A feature whose code arrives later (parkade.js fetches each element's part when the element
 * first appears). Until then it says it is loading; if the part cannot be fetched it says so with
 * a Retry, and the element keeps its place on the page.
 */
export function lazyFeature<P extends object>(
  feature: string,
  load: () => Promise<ComponentType<P>>,
  { showsLoading = () => true }: LazyFeatureOptions<P> = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null

  function LazyFeature(props: P) {
    const [Feature, setFeature] = useState<ComponentType<P> | null>(() => loaded)
    const [attempt, setAttempt] = useState(0)
    const [failed, setFailed] = useState(false)
    const { t, tm, language } = useTranslation()
    const { client } = useParkade()
    const languageArrived = useLanguageArrived(!!Feature, attempt, () => setFailed(true))
    // Retry leaves with its alert: focus goes to the loading line that replaces it, not to the page.
    const status = useRef<HTMLDivElement>(null)
    const retried = useRef(false)
    // Once the driver pressed Retry, the loading line shows even where it would not at first.
    const [retriedOnce, setRetriedOnce] = useState(false)
    useEffect(() => {
      if (retried.current && !failed) status.current?.focus()
    }, [failed])
    // …and once the feature shows (its code and its texts there), to its first control.
    const shown = !!Feature && languageArrived && !failed
    useEffect(() => {
      if (!shown || !retried.current) return
      retried.current = false
      const root = (props as Partial<ParkadeElementContext>).shadowRoot
      if (!root) return
      // The feature's own first control, not one the element shows beside it (a park page's Back);
      // the feature may still be fetching what it shows (a checkout its park): once it appears,
      // unless the driver has put the focus somewhere meanwhile.
      const first = () => (root.querySelector(`.parkade-${feature}`) ?? root).querySelector<HTMLElement>('input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])')
      const take = () => {
        const control = first()
        if (control && !root.activeElement) control.focus()
        return Boolean(control)
      }
      if (take()) return
      const observer = new MutationObserver(() => {
        if (take()) observer.disconnect()
      })
      observer.observe(root, { childList: true, subtree: true })
      const stop = setTimeout(() => observer.disconnect(), FIRST_CONTROL_WAIT_MS)
      return () => {
        observer.disconnect()
        clearTimeout(stop)
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only the feature's arrival moves focus
    }, [shown])

    useEffect(() => {
      if (Feature) return
      let live = true
      load().then(
        (component) => {
          loaded = component
          if (live) setFeature(() => component)
        },
        (error: unknown) => {
          console.error(error)
          if (live) setFailed(true)
        },
      )
      return () => {
        live = false
      }
    }, [Feature, attempt])

    // Until the page's language is here, the line is a spinner alone, busy and unnamed: parkade.js
    // carries no texts, and a French page must not say "Loading…" first. "Chargement…" comes with
    // the French, "Loading…" with the English.
    const named = hasLanguage(client, language)
    const loadingLine = (
      <ParkadeRoot feature={feature}>
        <div className="pk-row" role="status" aria-live="polite" aria-busy="true" tabIndex={-1} ref={status}>
          <span className="pk-spinner" aria-hidden="true" />
          {named ? <span>{t('common.loading')}</span> : null}
        </div>
      </ParkadeRoot>
    )
    // Suspense: a text module that had not arrived when the language was given up on, or a
    // language switched to later, holds the feature on its loading line, not in the wrong language.
    if (shown)
      return (
        <Suspense fallback={showsLoading(props) ? loadingLine : null}>
          <Feature {...props} />
        </Suspense>
      )
    if (!failed && !retriedOnce && !showsLoading(props)) return null
    if (!failed) return loadingLine
    // With no language's texts at all, parkade.js's own English says it.
    const said = named || hasLanguage(client, 'en')
    return (
      <ParkadeRoot feature={feature}>
        <div className="pk-alert pk-alert-error pk-row pk-between" role="alert">
          <span>{said ? tm('screens.loadingError.body' satisfies TranslationKey) : unavailableTextsEn.body}</span>
          <button
            type="button"
            className="pk-button"
            onClick={() => {
              retried.current = true
              setRetriedOnce(true)
              setFailed(false)
              setAttempt((n) => n + 1)
            }}
          >
            {said ? t('common.retry') : unavailableTextsEn.retry}
          </button>
        </div>
      </ParkadeRoot>
    )
  }
  LazyFeature.displayName = `Lazy(${feature})`
  return LazyFeature
}
