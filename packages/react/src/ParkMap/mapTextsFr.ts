import type { MapTextKey } from './mapTextsEn.ts'

// The map's French texts, in a module of their own: only a French page fetches them (mapTexts.ts).
export const texts: Record<MapTextKey, string> = {
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
}
