import { featureTextsFr, loadParkEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `amenities.*` texts (a park's amenities), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadParkEn and featureTextsFr.park). `t('amenities.…')` reads them once a component
// has called `amenitiesTexts.useTexts()`, which also waits for the page's language.
export const amenitiesTexts = featureTexts('amenities', () => loadParkEn().then((texts) => ({ texts: texts.amenities })), { fr: () => featureTextsFr.park().then((texts) => ({ texts: texts.amenities })) })
