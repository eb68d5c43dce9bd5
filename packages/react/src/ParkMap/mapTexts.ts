import type { Language } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'
import type { MapTextKey } from './mapTextsEn.ts'

export type { MapTextKey } from './mapTextsEn.ts'

// The map's texts travel with the map, not in core's resources: those are in parkade.js's first
// bytes, which the map must not grow (i18n/featureTexts.ts). Each language is a module fetched
// only by a page in it: mapTextsEn.ts, mapTextsFr.ts.
const mapTexts = featureTexts<Record<MapTextKey, string>>('map', () => import('./mapTextsEn.ts'), { fr: () => import('./mapTextsFr.ts') })

/** The map's texts in the client's language. */
export function useMapTexts(): { tMap: (key: MapTextKey, values?: Record<string, unknown>) => string; language: Language } {
  const { tf, language } = mapTexts.useTexts()
  return { tMap: tf, language }
}
