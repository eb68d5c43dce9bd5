import { coreTextsFailure } from './coreTextsFailures.ts'
import { coreTextsLoaders } from './coreTextsLoaders.ts'
import { hasCoreTexts } from './hasCoreTexts.ts'
import type { ParkadeI18n } from './ParkadeI18n.ts'

/**
 * Whether a UI can render in `language` now: `i18n` holds core's texts in it; or they could not be
 * fetched and English's stand in; or core has no way to fetch them itself (parkade.js, whose
 * installer brings parkade-<lang>.js and whose elements wait for it on a loading line), so nothing
 * is held waiting for a fetch that will not come.
 */
export function coreTextsReady(i18n: ParkadeI18n, language: string): boolean {
  return (
    hasCoreTexts(i18n, language) ||
    (!!coreTextsFailure(i18n, language)?.inEnglish && hasCoreTexts(i18n, 'en')) ||
    !Object.hasOwn(coreTextsLoaders, language)
  )
}
