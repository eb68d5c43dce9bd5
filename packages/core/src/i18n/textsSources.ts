import type { Language } from './language.ts'

/** Texts that travel with what shows them (a component's, fetched per language), beside core's own. */
export interface TextsSource {
  /** Whether its texts in `language` are there to render with. */
  has(language: Language): boolean
  /** Fetches its texts in `language`, once. */
  load(language: Language): Promise<void>
}

/**
 * Every source the page has imported (@parkade/react's `featureTexts` adds each). A client's switch
 * to another language waits for theirs as for core's, so the components already shown never have
 * to wait for their texts mid-render (a component that suspends while the tree around it is
 * itself suspended has nothing to catch it).
 */
export const textsSources = new Set<TextsSource>()
