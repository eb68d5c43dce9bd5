import type { Place } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useLoad } from '../ui/useLoad.ts'

/** How long typing must pause before the places are asked for: one request per pause, not per key. */
export const PLACE_SUGGESTIONS_DELAY_MS = 200
/** Fewer characters than this ask for nothing (one letter matches half the map). */
export const PLACE_SUGGESTIONS_MIN_CHARS = 2

export interface PlaceSuggestions {
  /** 'idle': nothing to ask for (too short, or turned off). */
  status: 'idle' | 'loading' | 'success' | 'error'
  /** Of the text last answered; kept while the next answer is on its way, so the list does not flicker. */
  places: Place[]
}

/**
 * The places (landmarks, cities, parks) whose name matches `text`, in the client's language, the
 * selected country's first. Debounced; a newer text aborts the request of the older one, so a
 * slow stale answer never replaces a fresh one.
 */
export function usePlaceSuggestions(text: string, enabled: boolean, delayMs = PLACE_SUGGESTIONS_DELAY_MS): PlaceSuggestions {
  const { client } = useParkade()
  const language = useParkadeStore('language', (s) => s.language)
  const country = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const q = text.trim()
  const active = enabled && q.length >= PLACE_SUGGESTIONS_MIN_CHARS
  const { value, status, last } = useLoad(
    active ? `${language}|${country ?? ''}|${q}` : null,
    (signal) => client.api.places.search({ q, lang: language, ...(country ? { country } : {}) }, { signal }),
    delayMs,
  )
  // Suggestions are a help: when they fail the box still searches the text on Enter.
  if (status === 'loading') return { status, places: last?.items ?? [] }
  return { status, places: value?.items ?? [] }
}
