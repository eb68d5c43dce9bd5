import { featureTextsFr, parkEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `park.*` texts (a park's detail (the search's results and the checkout show some too)), which come with the components that show them rather
// than in every client's first bytes: the English from core's parkEn, the French fetched only by a
// page in French (core's featureTextsFr.park). `t('park.…')` reads them once a component
// has called `parkTexts.useTexts()`, which also waits for the page's language.
export const parkTexts = featureTexts('park', parkEn.park, { fr: () => featureTextsFr.park().then((texts) => ({ texts: texts.park })) })
