// The map's English texts, in a module of their own like the French (mapTextsFr.ts): the script
// tag fetches them only for a page in English (i18n/featureTexts.ts says how texts load).
export const texts = {
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

/** The keys of the map's texts, in every language. */
export type MapTextKey = keyof typeof texts
