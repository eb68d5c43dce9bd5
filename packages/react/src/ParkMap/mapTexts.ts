import type { Language } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// The map's texts travel with the map, not in core's resources: those are in parkade.js's first
// bytes, which the map must not grow (i18n/featureTexts.ts).
export const MAP_TEXTS = {
  en: {
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
  },
  fr: {
    label: 'Carte des parkings',
    summary: 'Carte de {{count}} parkings près de {{place}}. La liste présente les mêmes parkings.',
    summaryNoPlace: 'Carte de {{count}} parkings. La liste présente les mêmes parkings.',
    summaryOne: 'Carte d’un parking près de {{place}}. La liste présente le même parking.',
    summaryOneNoPlace: 'Carte d’un parking. La liste présente le même parking.',
    loading: 'Chargement de la carte…',
    failed: 'La carte ne peut pas s’afficher dans ce navigateur. La liste présente les mêmes parkings.',
    searchArea: 'Rechercher dans cette zone',
    pin: '{{name}}, {{price}}',
    pinNoPrice: '{{name}}, aucun tarif pour ce type de véhicule',
    cluster: '{{count}} parkings ici : zoomer',
    center: 'Lieu recherché : {{name}}',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    attribution: 'Données cartographiques',
    keyboardHint: 'Les flèches déplacent la carte ; plus et moins zooment.',
    show: 'Afficher les parkings en',
    showList: 'Liste',
    showMap: 'Carte',
    resultsInArea: 'Parkings dans la zone affichée sur la carte',
  },
} as const satisfies Record<Language, Record<string, string>>

export type MapTextKey = keyof (typeof MAP_TEXTS)['en']

const mapTexts = featureTexts<Record<MapTextKey, string>>('map', MAP_TEXTS)

/** The map's texts in the client's language. */
export function useMapTexts(): { tMap: (key: MapTextKey, values?: Record<string, unknown>) => string; language: Language } {
  const { tf, language } = mapTexts.useTexts()
  return { tMap: tf, language }
}
