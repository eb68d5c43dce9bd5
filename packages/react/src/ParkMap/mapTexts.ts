import type { Language } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// The map's texts travel with the map, not in core's resources: those are in parkade.js's first
// bytes, which the map must not grow (i18n/featureTexts.ts). English here; the French in
// mapTextsFr.ts, fetched only by a page in French.
export const MAP_TEXTS_EN = {
  label: 'Map of the parks',
  summary: 'Map of {{count}} parks near {{place}}. The list has the same parks.',
  summaryNoPlace: 'Map of {{count}} parks. The list has the same parks.',
  summaryOne: 'Map of 1 park near {{place}}. The list has the same park.',
  summaryOneNoPlace: 'Map of 1 park. The list has the same park.',
  loading: 'Loading the map…',
  failed: 'The map cannot be shown in this browser. The list has the same parks.',
  searchArea: 'Search this area',
  pin: '{{name}}, {{price}}',
  pinNoPrice: '{{name}}, no rate for this vehicle type',
  cluster: '{{count}} parks here: zoom in',
  center: 'Searched place: {{name}}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  attribution: 'Map data',
  keyboardHint: 'Arrow keys move the map; plus and minus zoom.',
  show: 'Show the parks as',
  showList: 'List',
  showMap: 'Map',
  resultsInArea: 'Parking in the area shown on the map',
}

export type MapTextKey = keyof typeof MAP_TEXTS_EN

const mapTexts = featureTexts<Record<MapTextKey, string>>('map', MAP_TEXTS_EN, { fr: () => import('./mapTextsFr.ts') })

/** The map's texts in the client's language. */
export function useMapTexts(): { tMap: (key: MapTextKey, values?: Record<string, unknown>) => string; language: Language } {
  const { tf, language } = mapTexts.useTexts()
  return { tMap: tf, language }
}
