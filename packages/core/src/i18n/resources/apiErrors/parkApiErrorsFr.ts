import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// A park's refusals (no such park, no rate), in French: with the park's French (parkFr.ts), which a park's detail and the checkout show, and with the bookings' (an extension's or a renewal's price).
export const parkApiErrorsFr = {
  park: {
    not_found: 'Parking introuvable.',
    no_rate: 'Ce parking n’a pas de tarif pour ce type de véhicule.',
  },
} satisfies ApiErrorTextsPart
