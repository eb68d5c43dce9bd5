import { useTranslation as useSdkTranslation } from '@parkade/react'
import type { Language } from '@parkade/react'
import type { TranslationKey } from './siteTranslationKey.ts'

export interface SiteTranslation {
  /** Translates a key of the SDK's resources or of the site's, in the client's language. */
  t: (key: TranslationKey, values?: Record<string, unknown>) => string
  /** A message thrown by code or sent by the server, in the client's language when known. */
  tm: (message: string) => string
  language: Language
}

/** The SDK's hook, typed for the site's keys too (they live in the same i18next namespace). */
export function useTranslation(): SiteTranslation {
  return useSdkTranslation() as SiteTranslation
}
