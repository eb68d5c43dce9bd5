import { featureTextsFr, paymentsEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `gateways.*` texts (the payment gateways'), which come with the components that show them rather
// than in every client's first bytes: the English from core's paymentsEn, the French fetched only by a
// page in French (core's featureTextsFr.payments). `t('gateways.…')` reads them once a component
// has called `gatewaysTexts.useTexts()`, which also waits for the page's language.
export const gatewaysTexts = featureTexts('gateways', paymentsEn.gateways, { fr: () => featureTextsFr.payments().then((texts) => ({ texts: texts.gateways })) })
