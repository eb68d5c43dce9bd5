import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// A search's refusals (a place, an area, a stay or an order asked for by halves), in French: with
// the search's French (searchFr.ts).
export const searchApiErrorsFr = {
  park: {
    coordinates_incomplete: 'Indiquez la latitude et la longitude, ou aucune des deux.',
    radius_needs_point: 'Un rayon de recherche demande une latitude et une longitude.',
    box_incomplete: 'Indiquez les quatre bords de la zone (min_lat, min_lng, max_lat, max_lng), ou aucun.',
    box_inverted: 'Le bord sud de la zone (min_lat) ne peut pas être au nord de son bord nord (max_lat).',
    stay_incomplete: 'Indiquez l’arrivée et le départ, ou aucun des deux.',
    sort_needs_stay: 'Le tri par prix demande une arrivée et un départ.',
    sort_needs_point: 'Le tri par distance demande une latitude et une longitude.',
  },
} satisfies ApiErrorTextsPart
