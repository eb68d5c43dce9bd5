import { featureTextsFr, loadPaymentsEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `gateways.*` texts (the payment gateways'), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadPaymentsEn and featureTextsFr.payments). `t('gateways.…')` reads them once a component
// has called `gatewaysTexts.useTexts()`, which also waits for the page's language.
export const gatewaysTexts = featureTexts('gateways', () => loadPaymentsEn().then((texts) => ({ texts: texts.gateways })), { fr: () => featureTextsFr.payments().then((texts) => ({ texts: texts.gateways })) })
