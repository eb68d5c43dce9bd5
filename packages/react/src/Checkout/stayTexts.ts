import { featureTexts } from '../i18n/featureTexts.ts'

// A stay's texts (arrival, departure and what is wrong with them), in English. The park search
// shows them as well as the checkout, so they are not in checkoutTexts.ts: a page with only a
// search would fetch the whole checkout's texts for these six. Same `checkout.` keys as before,
// so a host's translations of them still apply to both.
const en = {
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

export type StayTextTree = typeof en

export const stayTexts = featureTexts('checkout', en, { fr: () => import('./stayTextsFr.ts') })
