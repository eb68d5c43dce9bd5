export type PageLanguage = 'en' | 'fr'

export interface PageMessages {
  banner: string
  bannerLabel: string
  testMode: string
  title: (merchant: string) => string
  merchant: string
  amount: string
  reference: string
  email: string
  choose: string
  pay: (amount: string) => string
  fail: string
  cancel: string
  payHint: string
  failHint: string
  cancelHint: string
  settled: Record<'succeeded' | 'failed' | 'cancelled', string>
  backToMerchant: (merchant: string) => string
  closeHint: string
  notFoundTitle: string
  notFoundBody: (reference: string) => string
  badRequestTitle: string
  badRequestBody: string
  language: string
}

export const PAGE_MESSAGES: Readonly<Record<PageLanguage, PageMessages>> = {
  en: {
    banner: 'This is a sandbox test page. No money moves: nothing is charged and no card or account is needed.',
    bannerLabel: 'Sandbox',
    testMode: 'Test mode',
    title: (merchant) => `Pay ${merchant}`,
    merchant: 'Merchant',
    amount: 'Amount',
    reference: 'Reference',
    email: 'Email',
    choose: 'Choose how this test payment ends:',
    pay: (amount) => `Pay ${amount}`,
    fail: 'Fail',
    cancel: 'Cancel',
    payHint: 'the payment succeeds',
    failHint: 'the provider declines it',
    cancelHint: 'you leave without paying',
    settled: {
      succeeded: 'This payment has been completed.',
      failed: 'This payment has failed.',
      cancelled: 'This payment was cancelled.',
    },
    backToMerchant: (merchant) => `Return to ${merchant}`,
    closeHint: 'You can close this page.',
    notFoundTitle: 'Payment not found',
    notFoundBody: (reference) => `No payment with the reference “${reference}” exists on this sandbox. Start the payment again from Parkade.`,
    badRequestTitle: 'Unknown action',
    badRequestBody: 'Choose Pay, Fail or Cancel.',
    language: 'Language',
  },
  fr: {
    banner: 'Ceci est une page de test (bac à sable). Aucun argent ne circule : rien n’est débité et aucune carte ni aucun compte n’est nécessaire.',
    bannerLabel: 'Bac à sable',
    testMode: 'Mode test',
    title: (merchant) => `Payer ${merchant}`,
    merchant: 'Marchand',
    amount: 'Montant',
    reference: 'Référence',
    email: 'E-mail',
    choose: 'Choisissez comment ce paiement de test se termine :',
    pay: (amount) => `Payer ${amount}`,
    fail: 'Échec',
    cancel: 'Annuler',
    payHint: 'le paiement réussit',
    failHint: 'le fournisseur le refuse',
    cancelHint: 'vous partez sans payer',
    settled: {
      succeeded: 'Ce paiement a été effectué.',
      failed: 'Ce paiement a échoué.',
      cancelled: 'Ce paiement a été annulé.',
    },
    backToMerchant: (merchant) => `Retour à ${merchant}`,
    closeHint: 'Vous pouvez fermer cette page.',
    notFoundTitle: 'Paiement introuvable',
    notFoundBody: (reference) => `Aucun paiement avec la référence « ${reference} » n’existe dans ce bac à sable. Recommencez le paiement depuis Parkade.`,
    badRequestTitle: 'Action inconnue',
    badRequestBody: 'Choisissez Payer, Échec ou Annuler.',
    language: 'Langue',
  },
}
