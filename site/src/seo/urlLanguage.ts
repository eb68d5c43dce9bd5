import { isLanguage } from '@parkade/core'
import type { Language } from '@parkade/core'
import { LANGUAGE_PARAM } from './localizedUrl.ts'

/**
 * The language a URL names (`?lang=fr`), or null when it names none or one the site does not have:
 * then the visitor's stored choice, then Accept-Language decide (README.md).
 */
export function urlLanguage(url: string | URL): Language | null {
  const value = (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams.get(LANGUAGE_PARAM)
  return isLanguage(value) ? value : null
}
