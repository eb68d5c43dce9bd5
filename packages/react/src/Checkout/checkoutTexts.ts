import { featureTexts } from '../i18n/featureTexts.ts'
import { texts as en } from './checkoutTextsEn.ts'

export type { CheckoutTextTree } from './checkoutTextsEn.ts'

// The checkout's texts come with the checkout (a part fetched when a page shows one), not in
// parkade.js's first bytes (i18n/featureTexts.ts). French: checkoutTextsFr.ts, fetched only by a
// page in French.
export const checkoutTexts = featureTexts('checkout', en, { fr: () => import('./checkoutTextsFr.ts') })
