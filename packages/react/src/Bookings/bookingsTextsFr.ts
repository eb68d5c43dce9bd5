import { bookingApiErrorsFr, parkApiErrorsFr } from '@parkade/core'
import type { ApiErrorTextsPart } from '@parkade/core'
import type { BookingsTextTree } from './bookingsTextsEn.ts'

// The bookings list's French texts, in a module of their own: only a French page fetches them
// (bookingsTextsEn.ts has the English, i18n/featureTexts.ts says how they load).
export const texts: BookingsTextTree = {
  topUp: {
    title: 'Ajouter des fonds à votre portefeuille',
    leadExtend: 'Votre portefeuille ne suffit pas pour la prolongation. Ajoutez des fonds par carte ou mobile money, puis prolongez de nouveau.',
    leadRenew: 'Votre portefeuille ne suffit pas pour renouveler cette réservation. Ajoutez des fonds par carte ou mobile money, puis renouvelez de nouveau.',
    balanceExtend: 'Votre portefeuille contient {{balance}}, pas assez pour la prolongation. Ajoutez des fonds par carte ou mobile money, puis prolongez de nouveau.',
    balanceRenew: 'Votre portefeuille contient {{balance}}, pas assez pour renouveler cette réservation. Ajoutez des fonds par carte ou mobile money, puis renouvelez de nouveau.',
  },
  title: 'Mes réservations',
  empty: 'Vous n’avez encore aucune réservation.',
  viewDetails: 'Voir les détails',
  extend: 'Prolonger',
  newEndTime: 'Nouvelle heure de fin',
  cancel: 'Annuler la réservation',
  confirmCancel: 'Annuler cette réservation\u202f?',
  renew: 'Renouveler',
  all: 'Toutes',
  status: {
    active: 'Active',
    cancelled: 'Annulée',
    pending: 'En attente',
    completed: 'Terminée',
  },
  filterLabel: 'Afficher',
  emptyFiltered: 'Vous n’avez aucune réservation avec ce statut.',
  list: 'Réservations',
  code: 'Code de réservation',
  park: 'Parking',
  start: 'Arrivée',
  end: 'Départ',
  plate: 'Véhicule',
  subtotal: 'Stationnement',
  total: 'Total',
  payment: 'Paiement',
  paymentMethod: {
    wallet: 'Portefeuille',
    gateway: 'Carte ou mobile money',
  },
  paymentStatus: {
    pending: 'En attente de paiement',
    paid: 'Payée',
    failed: 'Paiement échoué',
    refunded: 'Remboursée sur votre portefeuille',
    refundedToSource: 'Remboursée sur votre carte ou votre compte mobile money',
    refundedSplit: 'Remboursée sur votre carte ou votre compte mobile money et sur votre portefeuille',
    notPaid: 'Aucun paiement',
  },
  detailTitle: 'Réservation {{code}}',
  back: 'Retour à mes réservations',
  notFound: 'Nous n’avons pas trouvé cette réservation.',
  cancelExplainRefund: 'Les {{amount}} que vous avez payés seront remboursés sur votre portefeuille.',
  cancelExplainNoRefund: 'Rien n’a été payé pour cette réservation\u202f; il n’y a donc rien à rembourser.',
  confirmCancelButton: 'Oui, annuler la réservation',
  keepBooking: 'Garder la réservation',
  cancelled: 'Votre réservation a été annulée.',
  cancelledRefunded: 'Votre réservation a été annulée. {{amount}} ont été remboursés sur votre portefeuille.',
  cancelExplainRefundSource: 'Les {{amount}} que vous avez payés seront remboursés sur votre carte ou votre compte mobile money.',
  cancelledRefundedSource: 'Votre réservation a été annulée. {{amount}} vous sont remboursés sur votre carte ou votre compte mobile money.',
  cancelledRefundedSplit:
    'Votre réservation a été annulée. {{source}} vous sont remboursés sur votre carte ou votre compte mobile money, et {{wallet}} sur votre portefeuille.',
  renewExplain: 'Le renouvellement coûte de nouveau {{amount}}.',
  renewed: 'Votre réservation est de nouveau active. {{amount}} ont été débités de votre portefeuille.',
  renewedByGateway: 'Votre réservation est de nouveau active. {{amount}} ont été payés avec {{gateway}}.',
  extendTitle: 'Prolonger votre stationnement',
  extendHint: 'Vous ne payez que le temps supplémentaire.',
  extendSubmit: 'Prolonger la réservation',
  payWith: {
    legendExtend: 'Payer le temps supplémentaire avec',
    legendRenew: 'Payer le renouvellement avec',
    wallet: 'Solde du portefeuille',
    walletHint: 'Débité de votre portefeuille immédiatement.',
    gateway: 'Payer avec {{gateway}}',
    alternative: 'Payer par carte avec {{gateway}}',
    where: {
      paystack: 'Une fenêtre Paystack sécurisée s’ouvre sur cette page. Votre réservation change dès que le paiement est confirmé.',
      stripe: 'Saisissez votre carte sur cette page\u00a0: Stripe la débite en toute sécurité. Votre réservation change dès que le paiement est confirmé.',
      wave: 'Vous payez sur la page Wave, puis revenez ici. Votre réservation change dès que le paiement est confirmé.',
    },
    paying: {
      paystack: 'En attente de votre paiement avec Paystack…',
      stripe: 'Confirmation de votre carte avec Stripe…',
      wave: 'Redirection vers Wave…',
    },
    confirming: 'Confirmation de votre paiement…',
    pending: 'Votre paiement n’est pas encore confirmé. Votre réservation changera dès qu’il le sera.',
    checkAgain: 'Vérifier à nouveau',
  },

  newEndRequired: 'Choisissez la nouvelle heure de départ.',
  endMustBeLater: 'Choisissez un départ postérieur au départ actuel ({{end}}).',
  extended: 'Votre réservation se termine désormais le {{end}}. {{amount}} ont été débités de votre portefeuille.',
  extendedByGateway: 'Votre réservation se termine désormais le {{end}}. {{amount}} ont été payés avec {{gateway}}.',
}

// The API's refusals this component shows (a booking's, and its park's when an extension or a renewal is priced; its
// payments' come with the wallet's and the payments' texts), in French: added to the client's texts with these.
export const apiErrors: ApiErrorTextsPart = { ...bookingApiErrorsFr, ...parkApiErrorsFr }
