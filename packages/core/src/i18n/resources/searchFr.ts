import type { searchEn } from './searchEn.ts'

// Core's French texts of the park search (react ParkSearch),
// fetched only by a page in French (searchEn.ts has the English).
// The French rules of commonFr.ts apply; typed against the English shape.
export const searchFr: typeof searchEn = {
  search: {
    title: 'Trouver un parking',
    label: 'Recherche de parkings',
    queryLabel: 'Lieu, nom du parking ou adresse',
    placeholder: 'Où souhaitez-vous vous garer\u202f?',
    submit: 'Rechercher',
    useMyLocation: 'Utiliser ma position',
    locating: 'Recherche de votre position…',
    results: 'Parkings à proximité\u00a0: {{place}}',
    resultsInCountry: 'Parkings du pays\u00a0: {{country}}',
    resultsNearYou: 'Parkings les plus proches de vous',
    searching: 'Recherche de parkings…',
    countOne: '{{count}}\u00a0parking trouvé',
    countOther: '{{count}}\u00a0parkings trouvés',
    noParksFound: 'Aucun parking trouvé.',
    noParksHint: 'Essayez un autre lieu ou moins de mots, vérifiez l’orthographe, ou utilisez votre position.',
    perHour: '{{price}} l’heure',
    noRateForType: 'Pas de tarif pour ce type de véhicule',
    distanceAway: 'à {{distance}}',
    viewPark: 'Voir le parking',
    viewParkNamed: 'Voir le parking\u00a0: {{name}}',
    placesOne: '{{count}}\u00a0lieu trouvé',
    placesOther: '{{count}}\u00a0lieux trouvés',
    noPlaces: 'Aucun lieu',
    placeKinds: { airport: 'Aéroport', stadium: 'Stade', station: 'Gare', city: 'Ville', park: 'Parking', landmark: 'Lieu' },
    when: 'Quand',
    filters: 'Trier et filtrer',
    sort: 'Trier par',
    sorts: { default: 'Suggestion', relevance: 'Pertinence', distance: 'Distance', price: 'Prix' },
    parkType: 'Type de parking',
    anyType: 'Tous les types',
    openNow: 'Ouvert maintenant',
    availableOnly: 'Avec places libres',
    stayTotal: '{{price}} pour votre séjour',
    spacesOne: '{{count}}\u00a0place restante',
    spacesOther: '{{count}}\u00a0places restantes',
    stayFull: 'Complet sur ce créneau',
    vehicleTypesFailed: 'Les types de véhicule n’ont pas pu être chargés. Les prix affichés sont ceux d’une voiture.',
    location: {
      denied: 'L’accès à votre position a été refusé. Vous pouvez toujours rechercher par lieu ou par adresse.',
      unavailable: 'Votre position n’est pas disponible pour le moment. Vous pouvez toujours rechercher par lieu ou par adresse.',
      timeout: 'La recherche de votre position a pris trop de temps. Réessayez, ou recherchez par lieu ou par adresse.',
      unsupported: 'Ce navigateur ne peut pas partager votre position. Vous pouvez toujours rechercher par lieu ou par adresse.',
    },
  },
}

// The API's refusals this feature shows, in French: added to a client's texts with the feature's.
export { searchApiErrorsFr as apiErrors } from './apiErrors/searchApiErrorsFr.ts'
