import { I18N_NAMESPACE } from '@parkade/react'
import type { ParkadeClient } from '@parkade/react'

export interface ResourcePair<T> {
  en: T
  fr: T
}

/**
 * Adds texts to the client's own i18next instance, in the SDK's namespace, merged deep so the site
 * can add keys beside the SDK's (pages.*) without replacing them. Adding the same texts again is
 * a no-op, so a page may register its copy every time it renders.
 */
export function registerSiteResources<T extends object>(instance: ParkadeClient['i18n'], resources: ResourcePair<T>): void {
  for (const language of ['en', 'fr'] as const) {
    instance.addResourceBundle(language, I18N_NAMESPACE, resources[language], true, false)
  }
}
