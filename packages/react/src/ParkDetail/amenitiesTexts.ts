import { featureTextsFr, parkEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `amenities.*` texts (a park's amenities), which come with the components that show them rather
// than in every client's first bytes: the English from core's parkEn, the French fetched only by a
// page in French (core's featureTextsFr.park). `t('amenities.…')` reads them once a component
// has called `amenitiesTexts.useTexts()`, which also waits for the page's language.
export const amenitiesTexts = featureTexts('amenities', parkEn.amenities, { fr: () => featureTextsFr.park().then((texts) => ({ texts: texts.amenities })) })
