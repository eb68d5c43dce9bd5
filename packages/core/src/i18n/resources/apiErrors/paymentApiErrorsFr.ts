import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// A payment's refusals, in French: with the payments' French (paymentsFr.ts) and the wallet's (a top-up).
export const paymentApiErrorsFr = {
  payment: {
    not_found: 'Paiement introuvable.',
    provider_mismatch: 'Ce paiement a été fait avec {{provider}}, pas avec {{asked}}.',
    provider_currency: '{{provider}} n’accepte pas les paiements en {{currency}}.',
    currency_unavailable: 'Le paiement en ligne n’est pas disponible en {{currency}}.',
    verification_in_progress: 'La vérification du paiement est déjà en cours',
    idempotency_key_in_progress: 'Votre demande est encore en cours de traitement. Réessayez dans un instant.',
    idempotency_key_reused: 'Cette clé d’idempotence a déjà servi pour une autre requête. Utilisez une nouvelle clé.',
    provider_not_found: 'Le prestataire de paiement n’a aucune trace de ce paiement.',
    provider_refused: 'Le prestataire de paiement a refusé ce paiement.',
    provider_unavailable: 'Le prestataire de paiement est indisponible pour le moment. Veuillez réessayer dans un instant.',
    provider_start_failed: 'Le prestataire de paiement n’a pas pu lancer ce paiement. Veuillez réessayer.',
    no_client_secret: 'Le prestataire de carte n’a pas renvoyé de clé de paiement. Veuillez réessayer.',
  },
} satisfies ApiErrorTextsPart
