import { featureTextsFr, loadWalletEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `wallet.*` texts (the wallet's), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadWalletEn and featureTextsFr.wallet). `t('wallet.…')` reads them once a component
// has called `walletTexts.useTexts()`, which also waits for the page's language.
export const walletTexts = featureTexts('wallet', () => loadWalletEn().then((texts) => ({ texts: texts.wallet })), { fr: () => featureTextsFr.wallet().then((texts) => ({ texts: texts.wallet, apiErrors: texts.apiErrors })) })
