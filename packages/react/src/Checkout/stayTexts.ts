import { featureTexts } from '../i18n/featureTexts.ts'

export type { StayTextTree } from './stayTextsEn.ts'

// A stay's texts (arrival, departure and what is wrong with them). The park search shows them as
// well as the checkout, so they are not in checkoutTexts.ts: a page with only a search would fetch
// the whole checkout's texts for these six. Same `checkout.` keys as before, so a host's
// translations of them still apply to both.
export const stayTexts = featureTexts('checkout', () => import('./stayTextsEn.ts'), { fr: () => import('./stayTextsFr.ts') })
