import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// The wallet's refusals, in French: with the wallet's French (walletFr.ts) and the checkout's (paid from the wallet).
export const walletApiErrorsFr = {
  wallet: {
    insufficient_balance: 'Solde du portefeuille insuffisant.',
    amount_decimals: 'Le montant a au plus 2\u00a0décimales.',
    amount_whole: 'Les montants en {{currency}} sont des nombres entiers.',
    payment_for_booking: 'Ce paiement règle une réservation\u202f: il est confirmé depuis la réservation, pas ajouté au portefeuille.',
    amount_mismatch: 'Le montant ne correspond pas à ce paiement ({{amount}}).',
    currency_mismatch: 'Ce paiement est en {{currency}} mais votre portefeuille est en {{wallet_currency}}\u202f: il ne peut pas y être ajouté.',
    payment_mismatch: 'Le prestataire indique un autre montant ou une autre devise pour ce paiement\u202f: rien n’a été crédité.',
    already_credited: 'Ce paiement a déjà été crédité sur votre portefeuille.',
    payment_incomplete: 'Ce paiement n’a pas été finalisé auprès du prestataire\u202f: il ne peut pas être crédité.',
  },
} satisfies ApiErrorTextsPart
