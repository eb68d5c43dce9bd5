import { featureTextsFr, loginEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `login.*` texts (the sign-in's), which come with the components that show them rather
// than in every client's first bytes: the English from core's loginEn, the French fetched only by a
// page in French (core's featureTextsFr.login). `t('login.…')` reads them once a component
// has called `loginTexts.useTexts()`, which also waits for the page's language.
export const loginTexts = featureTexts('login', loginEn.login, { fr: () => featureTextsFr.login().then((texts) => ({ texts: texts.login })) })
