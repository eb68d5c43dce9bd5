import type { parkEn } from './parkEn.ts'

// Core's French texts of a park's detail and its amenities (react ParkDetail; the search's results and the checkout show some),
// fetched only by a page in French (parkEn.ts has the English).
// The French rules of commonFr.ts apply; typed against the English shape.
export const parkFr: typeof parkEn = {
  park: {
    details: 'Détails du parking',
    loading: 'Chargement du parking…',
    notFoundTitle: 'Parking introuvable',
    notFoundBody: 'Nous n’avons pas trouvé ce parking. Le lien est peut-être erroné, ou le parking n’est plus proposé.',
    parkCode: 'Code du parking',
    address: 'Adresse',
    city: 'Ville',
    hours: 'Horaires',
    openFromTo: 'De {{open}} à {{close}}',
    capacity: 'Capacité',
    availableSpaces: 'Places libres',
    full: 'Complet pour le moment',
    amenities: 'Équipements',
    noAmenities: 'Aucun équipement indiqué.',
    entryInstructions: 'Comment entrer',
    description: 'À propos de ce parking',
    rate: 'Tarif',
    rateLoading: 'Chargement du tarif…',
    hourly: 'À l’heure',
    daily: 'À la journée',
    noRateForType: 'Ce parking n’a pas de tarif pour ce type de véhicule.',
    fees: 'Frais',
    feesLoading: 'Chargement des frais…',
    noFees: 'Aucuns frais supplémentaires.',
    feesNote: 'Les frais s’ajoutent au tarif lors du paiement.',
    // The park's picture, where its name is not right beside it
    imageAlt: 'Parking\u00a0: {{name}}',
    bookNow: 'Réserver',
    notAvailableHere: 'Ce parking n’est pas disponible dans votre pays.',
  },

  amenities: {
    cctv: 'Vidéosurveillance',
    security: 'Gardiennage sur place',
    covered: 'Parking couvert',
    lighting: 'Bon éclairage',
    ev_charging: 'Recharge de véhicules électriques',
    disabled_access: 'Accès PMR',
    shuttle: 'Navette',
    valet: 'Voiturier',
    car_wash: 'Lavage auto',
    toilets: 'Toilettes',
  },
}

// The API's refusals this feature shows, in French: added to a client's texts with the feature's.
export { parkApiErrorsFr as apiErrors } from './apiErrors/parkApiErrorsFr.ts'
