import { featureTextsFr, loadLoginEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `login.*` texts (the sign-in's), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadLoginEn and featureTextsFr.login). `t('login.…')` reads them once a component
// has called `loginTexts.useTexts()`, which also waits for the page's language.
export const loginTexts = featureTexts('login', () => loadLoginEn().then((texts) => ({ texts: texts.login })), { fr: () => featureTextsFr.login().then((texts) => ({ texts: texts.login, apiErrors: texts.apiErrors })) })
