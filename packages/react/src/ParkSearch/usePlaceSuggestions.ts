import { useEffect, useState } from 'react'
import type { Place } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'

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
  const key = `${language}|${country ?? ''}|${q}`
  // The answer of one text (and language and country); another text is loading until its own arrives.
  const [answer, setAnswer] = useState<{ key: string; status: 'success' | 'error'; places: Place[] } | null>(null)

  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      client.api.places
        .search({ q, lang: language, ...(country ? { country } : {}) }, { signal: controller.signal })
        .then((found) => {
          if (!controller.signal.aborted) setAnswer({ key, status: 'success', places: found.items })
        })
        .catch(() => {
          // Suggestions are a help: when they fail the box still searches the text on Enter.
          if (!controller.signal.aborted) setAnswer({ key, status: 'error', places: [] })
        })
    }, delayMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, key, q, language, country, active, delayMs])

  if (!active) return { status: 'idle', places: [] }
  if (answer?.key === key) return { status: answer.status, places: answer.places }
  return { status: 'loading', places: answer?.places ?? [] }
}
