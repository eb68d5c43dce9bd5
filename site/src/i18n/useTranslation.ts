import { useTranslation as useSdkTranslation } from '@parkade/react'
import type { ErrorInfo, Language } from '@parkade/react'
import type { TranslationKey } from './siteTranslationKey.ts'

export interface SiteTranslation {
  /** Translates a key of the SDK's resources or of the site's, in the client's language. */
  t: (key: TranslationKey, values?: Record<string, unknown>) => string
  /** A failure in the client's language: an API error by its code, one of the SDK's own messages by its text. */
  tm: (message: string | ErrorInfo) => string
  language: Language
}

/** The SDK's hook, typed for the site's keys too (they live in the same i18next namespace). */
export function useTranslation(): SiteTranslation {
  return useSdkTranslation() as SiteTranslation
}
