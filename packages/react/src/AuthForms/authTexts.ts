import { featureTextsFr, loadLoginEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `auth.*` texts (registering's, verifying's and resetting's), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadLoginEn and featureTextsFr.login). `t('auth.…')` reads them once a component
// has called `authTexts.useTexts()`, which also waits for the page's language.
export const authTexts = featureTexts('auth', () => loadLoginEn().then((texts) => ({ texts: texts.auth })), { fr: () => featureTextsFr.login().then((texts) => ({ texts: texts.auth })) })
