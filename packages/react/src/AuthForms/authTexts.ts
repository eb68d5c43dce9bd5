import { featureTextsFr, loadAuthEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `auth.*` texts (registering's, verifying's and resetting's), which come with the forms that show them rather
// than in every client's first bytes, or with the login dialog, which most drivers only log in with: each language
// fetched only by a page in that language (core's loadAuthEn and featureTextsFr.auth). `t('auth.…')` reads them once a component
// has called `authTexts.useTexts()`, which also waits for the page's language.
export const authTexts = featureTexts('auth', () => loadAuthEn().then((texts) => ({ texts: texts.auth })), { fr: () => featureTextsFr.auth().then((texts) => ({ texts: texts.auth, apiErrors: texts.apiErrors })) })
