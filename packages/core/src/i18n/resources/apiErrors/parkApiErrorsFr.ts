import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// A park's and a search's refusals, in French: with the park's French (parkFr.ts), which the search, a park's detail and the checkout show.
export const parkApiErrorsFr = {
  park: {
    not_found: 'Parking introuvable.',
    no_rate: 'Ce parking n’a pas de tarif pour ce type de véhicule.',
    coordinates_incomplete: 'Indiquez la latitude et la longitude, ou aucune des deux.',
    radius_needs_point: 'Un rayon de recherche demande une latitude et une longitude.',
    box_incomplete: 'Indiquez les quatre bords de la zone (min_lat, min_lng, max_lat, max_lng), ou aucun.',
    box_inverted: 'Le bord sud de la zone (min_lat) ne peut pas être au nord de son bord nord (max_lat).',
    stay_incomplete: 'Indiquez l’arrivée et le départ, ou aucun des deux.',
    sort_needs_stay: 'Le tri par prix demande une arrivée et un départ.',
    sort_needs_point: 'Le tri par distance demande une latitude et une longitude.',
  },
} satisfies ApiErrorTextsPart
