import { useParkade, useTranslation as useSdkTranslation } from '@parkade/react'
import { hasSiteTexts, siteTextsReady } from './siteTexts.ts'
import type { ErrorInfo, Language } from '@parkade/react'
import type { TranslationKey } from './siteTranslationKey.ts'

export interface SiteTranslation {
  /** Translates a key of the SDK's resources or of the site's, in the client's language. */
  t: (key: TranslationKey, values?: Record<string, unknown>) => string
  /** A failure in the client's language: an API error by its code, one of the SDK's own messages by its text. */
  tm: (message: string | ErrorInfo) => string
  language: Language
}

/**
 * The SDK's hook, typed for the site's keys too (they live in the same i18next namespace). While
 * the site's texts in the client's language are on their way (its French, after a switch to it),
 * the component waits for them under its Suspense boundary rather than showing English.
 */
export function useTranslation(): SiteTranslation {
  const { client } = useParkade()
  const translation = useSdkTranslation() as SiteTranslation
  if (!hasSiteTexts(client, translation.language)) throw siteTextsReady(client, translation.language)
  return translation
}
