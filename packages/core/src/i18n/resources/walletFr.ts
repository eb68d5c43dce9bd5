import { walletApiErrorsFr } from './apiErrors/walletApiErrorsFr.ts'
import { paymentApiErrorsFr } from './apiErrors/paymentApiErrorsFr.ts'
import type { walletEn } from './walletEn.ts'

// Core's French texts of the wallet and its top-ups (react Wallet),
// fetched only by a page in French (walletEn.ts has the English).
// The French rules of commonFr.ts apply; typed against the English shape.
export const walletFr: typeof walletEn = {
  wallet: {
    title: 'Portefeuille',
    balance: 'Solde',
    addFunds: 'Recharger',
    amount: 'Montant',
    transactions: 'Transactions',
    noTransactions: 'Aucune transaction pour le moment.',
    verifying: 'Vérification de votre paiement…',
    credited: 'Votre portefeuille a été crédité. Nouveau solde\u00a0: {{balance}}',
    pending: 'Votre paiement est en cours de confirmation.',
    amountHint: 'De {{min}} à {{max}}',
    amountRequired: 'Saisissez le montant à ajouter.',
    amountInvalid: 'Saisissez le montant en chiffres, par exemple 5000.',
    amountPositive: 'Le montant doit être supérieur à zéro.',
    amountWhole: 'Saisissez un montant entier, sans décimales.',
    amountDecimals: 'Utilisez au plus deux décimales.',
    amountMin: 'La recharge minimale est de {{min}}.',
    amountMax: 'La recharge maximale est de {{max}}.',
    redirecting: 'Redirection vers la page de paiement…',
    popupOpened: 'Terminez le paiement dans la fenêtre qui vient de s’ouvrir.',
    popupBlocked: 'La fenêtre de paiement a été bloquée\u202f; nous vous redirigeons vers la page de paiement.',
    popupClosed: 'La fenêtre de paiement a été fermée avant la fin du paiement. Rien n’a été ajouté à votre portefeuille.',
    noPaymentUrl: 'La page de paiement n’a pas pu s’ouvrir. Veuillez réessayer.',
    date: 'Date',
    description: 'Libellé',
    type: 'Type',
    balanceAfter: 'Solde après opération',
    transactionType: {
      credit: 'Crédit',
      debit: 'Débit',
    },
    signedCredit: '+\u2060{{amount}}',
    signedDebit: '−\u2060{{amount}}',
    callbackTitle: 'Recharge du portefeuille',
    retrying: 'Votre paiement est en cours de confirmation. Nous vérifions à nouveau dans un instant.',
    stillPending: 'Votre paiement n’est pas encore confirmé. Si vous l’avez effectué, vérifiez à nouveau dans une minute.',
    checkAgain: 'Vérifier à nouveau',
    failed: 'Le paiement a échoué. Rien n’a été débité ni ajouté à votre portefeuille.',
    cancelled: 'Le paiement a été annulé. Rien n’a été ajouté à votre portefeuille.',
    invalidReturn: 'Ce lien de paiement est incomplet\u202f; le paiement ne peut pas être vérifié.',
    backToWallet: 'Retour au portefeuille',
  },
}

// The API's refusals this feature shows, in French: added to a client's texts with the feature's.
export const apiErrors = { ...walletApiErrorsFr, ...paymentApiErrorsFr }
