import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// A vehicle's refusals, in French: with the vehicles' French and the checkout's (a plate given there).
export const vehicleApiErrorsFr = {
  vehicle: {
    not_found: 'Véhicule introuvable.',
    plate_invalid: 'Saisissez un numéro d’immatriculation de 2 à 15\u00a0lettres et chiffres, éventuellement séparés par des espaces ou des tirets simples.',
    type_unknown: 'Ce type de véhicule n’existe pas.',
    plate_taken: 'Vous avez déjà enregistré l’immatriculation {{plate}}.',
    default_required: 'C’est votre véhicule par défaut. Choisissez d’abord un autre véhicule par défaut.',
  },
} satisfies ApiErrorTextsPart
