import { featureTextsFr, loadSearchEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `search.*` texts (the park search's), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadSearchEn and featureTextsFr.search). `t('search.…')` reads them once a component
// has called `searchTexts.useTexts()`, which also waits for the page's language.
export const searchTexts = featureTexts('search', () => loadSearchEn().then((texts) => ({ texts: texts.search })), { fr: () => featureTextsFr.search().then((texts) => ({ texts: texts.search, apiErrors: texts.apiErrors })) })
