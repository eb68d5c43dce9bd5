import { featureTextsFr, loadParkEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `park.*` texts (a park's detail; the checkout shows some too), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadParkEn and featureTextsFr.park). `t('park.…')` reads them once a component
// has called `parkTexts.useTexts()`, which also waits for the page's language.
export const parkTexts = featureTexts('park', () => loadParkEn().then((texts) => ({ texts: texts.park })), { fr: () => featureTextsFr.park().then((texts) => ({ texts: texts.park, apiErrors: texts.apiErrors })) })
