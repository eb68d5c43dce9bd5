/**
 * How long after texts failed to arrive a render shows the failure rather than fetching them again.
 * A failed fetch re-renders what waited on it; were that render to fetch again, an offline page
 * would fetch without end. A render later than this (an error boundary's Try Again) fetches again.
 */
export const TEXTS_FETCH_AGAIN_AFTER_MS = 1_000

/** Texts in a language that could not be fetched: why, and when. */
export interface TextsFailure {
  error: unknown
  at: number
}

/** A failure a render should show (throw to its error boundary) rather than fetch again. */
export function isRecentFailure(failure: TextsFailure | undefined, now: number = Date.now()): failure is TextsFailure {
  return !!failure && now - failure.at < TEXTS_FETCH_AGAIN_AFTER_MS
}
