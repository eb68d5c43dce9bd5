// The English of stayTexts.ts, in a module of its own like the French (stayTextsFr.ts): the
// script tag fetches it only for a page in English (i18n/featureTexts.ts says how texts load).
export const texts = {
  times: {
    arrival: 'Arrival',
    departure: 'Departure',
  },
  validation: {
    arrivalRequired: 'Enter your arrival date and time.',
    departureRequired: 'Enter your departure date and time.',
    arrivalInPast: 'Arrival cannot be in the past.',
    departureBeforeArrival: 'Departure must be after arrival.',
  },
}

/** The shape every language's texts match. */
export type StayTextTree = typeof texts
