import { loadCoreTexts, textsSources } from '@parkade/core'
import type { Language } from '@parkade/core'

// The registry of the components' texts (featureTexts.ts), apart from featureTexts itself: the
// elements' runtime asks it whether a language has arrived without carrying the factory.

export interface Feature {
  /** Fetches the feature's texts in `language`, once (English given as texts is there at once). */
  load(language: Language): Promise<void>
  /** Whether the feature's texts in `language` are there to render with. */
  has(language: Language): boolean
  /**
   * Whether fetching them failed a moment ago (TEXTS_FETCH_AGAIN_AFTER_MS): the component shows
   * that failure; fetched again at once, an offline page would fetch without end.
   */
  failedRecently?(language: Language): boolean
}

/** Every feature whose texts module has run: the components a page imported. Core's set, so a client's language switch waits for them too. */
export const featureTextsRegistry: Set<Feature> = textsSources

/**
 * Fetches core's texts in `language` and those of every component the page has imported; resolves
 * once they are there (a client made afterwards has core's from the start). A component whose texts in its client's language have not arrived suspends until they
 * do (render it under React's Suspense); awaiting this first renders it at once, as a server
 * rendering a page in French must: `await loadTexts('fr')`, then `renderToString(…)`.
 */
export async function loadTexts(language: Language): Promise<void> {
  await Promise.all([loadCoreTexts(language), ...[...featureTextsRegistry].map((feature) => feature.load(language))])
}

/** Whether the texts in `language` of every component the page has imported are there. */
export function hasTexts(language: Language): boolean {
  return [...featureTextsRegistry].every((feature) => feature.has(language))
}

const inFlight = new Set<Promise<unknown>>()

/** Counts a component's texts as on their way until `load` settles (textsSettled). */
export function trackTextsLoad(load: Promise<unknown>): void {
  inFlight.add(load)
  const settle = () => inFlight.delete(load)
  load.then(settle, settle)
}

/**
 * Whether no component's texts are on their way: with its code, what a page waits for before it
 * can show anything (a site's check that a page's resources arrive counts them as it counts the
 * page's code).
 */
export function textsSettled(): boolean {
  return inFlight.size === 0
}
