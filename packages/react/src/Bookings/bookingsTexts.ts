import { featureTexts } from '../i18n/featureTexts.ts'

export type { BookingsTextTree } from './bookingsTextsEn.ts'

// The texts of the bookings list, a booking's detail and its actions. No element of parkade.js
// shows them, so they come with the components (i18n/featureTexts.ts), each language a module
// fetched only by a page in it.
// English: bookingsTextsEn.ts; French: bookingsTextsFr.ts.
export const bookingsTexts = featureTexts('bookings', () => import('./bookingsTextsEn.ts'), { fr: () => import('./bookingsTextsFr.ts') })
