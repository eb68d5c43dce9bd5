import { featureTexts } from '../i18n/featureTexts.ts'

export type { CheckoutTextTree } from './checkoutTextsEn.ts'

// The checkout's texts come with the checkout (a part fetched when a page shows one), not in
// parkade.js's first bytes (i18n/featureTexts.ts). Each language is a module fetched only
// by a page in it: checkoutTextsEn.ts, checkoutTextsFr.ts.
export const checkoutTexts = featureTexts('checkout', () => import('./checkoutTextsEn.ts'), { fr: () => import('./checkoutTextsFr.ts') })
