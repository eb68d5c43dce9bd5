import type { Language, ParkadeClient } from '@parkade/core'
import { hasLanguage } from './hasLanguage.ts'

type LanguageLoader = (client: ParkadeClient, language: Language) => Promise<void>

let loader: LanguageLoader | null = null

/** How core's texts reach a client where core has no loader of its own: parkade.js's installer sets it (parkade-<lang>.js). */
export function setLanguageLoader(next: LanguageLoader | null): void {
  loader = next
}

/**
 * Core's texts in `language` for `client`: there already, or fetched by the installer's loader.
 * Rejects when they cannot be fetched (asking again tries again); with no loader (the ES modules,
 * whose core brings its own texts), resolves at once.
 */
export function loadLanguage(client: ParkadeClient, language: Language): Promise<void> {
  if (hasLanguage(client, language) || !loader) return Promise.resolve()
  return loader(client, language)
}
