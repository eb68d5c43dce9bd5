import { featureTextsFr, searchEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `search.*` texts (the park search's), which come with the components that show them rather
// than in every client's first bytes: the English from core's searchEn, the French fetched only by a
// page in French (core's featureTextsFr.search). `t('search.…')` reads them once a component
// has called `searchTexts.useTexts()`, which also waits for the page's language.
export const searchTexts = featureTexts('search', searchEn.search, { fr: () => featureTextsFr.search().then((texts) => ({ texts: texts.search })) })
