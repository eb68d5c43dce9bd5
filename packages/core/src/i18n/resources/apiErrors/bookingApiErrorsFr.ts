import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// A booking's refusals, in French: with the checkout's French and the bookings'.
export const bookingApiErrorsFr = {
  booking: {
    not_found: 'Réservation introuvable.',
    space_unavailable: 'Ce parking est complet pour l’horaire choisi.',
    invalid_date: 'L’arrivée et le départ doivent être des dates valides.',
    start_in_past: 'L’heure d’arrivée ne peut pas être dans le passé.',
    end_before_start: 'Le départ doit être après l’arrivée.',
    too_long: 'Une réservation dure au plus {{days}}\u00a0jours.',
    no_rate: 'Ce parking n’a pas de tarif pour le type de véhicule choisi.',
    vehicle_and_plate: 'Choisissez un véhicule enregistré ou saisissez une immatriculation, pas les deux.',
    vehicle_required: 'Choisissez un véhicule enregistré ou saisissez une immatriculation.',
    event_unknown: 'Aucun événement ne porte ce code.',
    vehicle_type_mismatch: 'Le type de véhicule ne correspond pas au véhicule choisi.',
    wallet_currency_mismatch:
      'Votre portefeuille est en {{wallet_currency}} mais ce parking facture en {{currency}}\u202f: le portefeuille ne peut donc pas payer. Payez par carte ou par mobile money.',
    ended_cannot_extend: 'Cette réservation est déjà terminée et ne peut pas être prolongée.',
    ended_cannot_cancel: 'Cette réservation est déjà terminée et ne peut pas être annulée.',
    ended_cannot_renew: 'Cette réservation est déjà terminée et ne peut pas être renouvelée.',
    extend_cancelled: 'Une réservation annulée ne peut pas être prolongée.',
    extend_unpaid: 'Cette réservation attend son paiement\u202f; vous pourrez la prolonger une fois payée.',
    end_not_later: 'La nouvelle heure de départ doit être plus tardive que l’actuelle.',
    already_cancelled: 'Cette réservation est déjà annulée.',
    already_active: 'Cette réservation est déjà active.',
    renew_not_cancelled: 'Seule une réservation annulée peut être renouvelée.',
    payment_not_found: 'Aucun paiement avec cette référence n’appartient à cette réservation.',
    payment_mismatch: 'Le prestataire indique un autre montant ou une autre devise pour ce paiement\u202f: la réservation n’a pas été confirmée.',
    payment_failed: 'Le paiement n’a pas abouti\u202f: la réservation n’a pas été confirmée et rien n’a été débité. Essayez une autre carte ou un autre moyen de paiement.',
    payment_cancelled: 'Le paiement a été annulé\u202f: la réservation n’a pas été confirmée. Rien n’a été débité.',
    payment_stranded: 'Cette réservation a été annulée avant l’arrivée du paiement\u202f: {{amount}} ont donc été ajoutés à votre portefeuille.',
    extension_payment_failed:
      'Le paiement n’a pas abouti\u202f: la réservation n’a pas été prolongée et rien n’a été débité. Essayez une autre carte ou un autre moyen de paiement.',
    extension_payment_cancelled: 'Le paiement a été annulé\u202f: la réservation n’a pas été prolongée. Rien n’a été débité.',
    extension_space_taken:
      'La place a été prise pour le temps supplémentaire pendant votre paiement\u202f: la réservation n’a pas été prolongée. Votre paiement de {{amount}} est remboursé sur votre carte ou votre compte mobile money.',
    renewal_payment_failed:
      'Le paiement n’a pas abouti\u202f: la réservation n’a pas été renouvelée et rien n’a été débité. Essayez une autre carte ou un autre moyen de paiement.',
    renewal_payment_cancelled: 'Le paiement a été annulé\u202f: la réservation n’a pas été renouvelée. Rien n’a été débité.',
    renewal_space_taken:
      'La place a été prise pendant votre paiement\u202f: la réservation n’a pas été renouvelée. Votre paiement de {{amount}} est remboursé sur votre carte ou votre compte mobile money.',
    renewal_outdated:
      'La réservation a changé pendant votre paiement (déjà renouvelée ou terminée)\u202f: ce renouvellement n’a pas été appliqué. Votre paiement de {{amount}} est remboursé sur votre carte ou votre compte mobile money.',
    extension_outdated:
      'La réservation a changé pendant votre paiement (annulée, terminée ou déjà prolongée)\u202f: cette prolongation n’a pas été appliquée. Votre paiement de {{amount}} est remboursé sur votre carte ou votre compte mobile money.',
  },
} satisfies ApiErrorTextsPart
