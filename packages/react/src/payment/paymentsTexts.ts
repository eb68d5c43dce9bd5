import { featureTextsFr, loadPaymentsEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `payments.*` texts (paying's), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadPaymentsEn and featureTextsFr.payments). `t('payments.…')` reads them once a component
// has called `paymentsTexts.useTexts()`, which also waits for the page's language.
export const paymentsTexts = featureTexts('payments', () => loadPaymentsEn().then((texts) => ({ texts: texts.payments })), { fr: () => featureTextsFr.payments().then((texts) => ({ texts: texts.payments, apiErrors: texts.apiErrors })) })
