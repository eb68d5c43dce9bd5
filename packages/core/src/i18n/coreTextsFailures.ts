import type { ParkadeI18n } from './ParkadeI18n.ts'
import type { TextsFailure } from './textsFailure.ts'

/** Core's texts in a language that could not be fetched; `inEnglish`: English was fetched and stands in. */
export interface CoreTextsFailure extends TextsFailure {
  inEnglish: boolean
}

const failures = new WeakMap<ParkadeI18n, Map<string, CoreTextsFailure>>()
const listeners = new Set<() => void>()

/** Calls `listener` whenever a failure is recorded or forgotten, for any instance; returns the unsubscribe. */
export function subscribeCoreTextsFailures(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Why core's texts in `language` are not in `i18n`, if their last fetch failed. */
export function coreTextsFailure(i18n: ParkadeI18n, language: string): CoreTextsFailure | undefined {
  return failures.get(i18n)?.get(language)
}

/** Records (or, with null, forgets) the failure of core's texts in `language` for `i18n`. */
export function setCoreTextsFailure(i18n: ParkadeI18n, language: string, failure: CoreTextsFailure | null): void {
  let byLanguage = failures.get(i18n)
  if (!failure) {
    if (!byLanguage?.delete(language)) return
  } else {
    if (!byLanguage) failures.set(i18n, (byLanguage = new Map()))
    byLanguage.set(language, failure)
  }
  for (const listener of [...listeners]) listener()
}
