import type { StayTextTree } from './stayTextsEn.ts'

// A stay's texts in French, in a module of their own: only a French page fetches them.
export const texts: StayTextTree = {
  times: {
    arrival: 'Arrivée',
    departure: 'Départ',
  },
  validation: {
    arrivalRequired: 'Saisissez la date et l’heure d’arrivée.',
    departureRequired: 'Saisissez la date et l’heure de départ.',
    arrivalInPast: 'L’arrivée ne peut pas être dans le passé.',
    departureBeforeArrival: 'Le départ doit être après l’arrivée.',
  },
}
