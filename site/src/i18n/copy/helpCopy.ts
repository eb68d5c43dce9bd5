import type { ResourcePair } from '../registerSiteResources.ts'

interface HelpCopy {
  help: {
    meta: string
    lead: string
    formTitle: string
    subject: string
    subjects: { booking: string; payment: string; account: string; plan: string; partner: string; press: string; other: string }
    planMessage: string
    chooseSubject: string
    faqTitle: string
    faq: Array<{ q: string; a: string }>
  }
}

const en: HelpCopy = {
  help: {
    meta: 'Contact Parkade support about a booking, a payment, your wallet or your account, in English or French.',
    lead: 'Our support team answers in English and French, from Lagos, Dakar and Toronto. Tell us what happened, with your booking code if you have one, and we will reply by e-mail.',
    formTitle: 'Send us a message',
    subject: 'Subject',
    chooseSubject: 'Choose a subject',
    subjects: {
      booking: 'A booking',
      payment: 'A payment or my wallet',
      account: 'My account',
      plan: 'A subscription plan',
      partner: 'Listing a car park',
      press: 'Press',
      other: 'Something else',
    },
    planMessage: 'I would like to subscribe to {{plan}} ({{price}} per month).',
    faqTitle: 'Before you write',
    faq: [
      { q: 'Where is my booking code?', a: 'In My Bookings, on the booking’s page, and in the confirmation e-mail. The QR code beside it opens the barrier.' },
      { q: 'I cancelled a booking. Where is my money?', a: 'A paid booking you cancel is refunded in full, at once, where it was paid from: to your card or mobile-money account (your bank or provider shows it within a few days), or to your Parkade wallet if you paid from it, where it appears as “Refund of booking” with the booking code.' },
      { q: 'My payment went through but I have no booking.', a: 'Open My Bookings after a minute: we confirm every payment with the provider before the booking appears. If it is still missing, write to us with the payment reference.' },
    ],
  },
}

const fr: HelpCopy = {
  help: {
    meta: 'Contactez le support Parkade au sujet d’une réservation, d’un paiement, de votre portefeuille ou de votre compte, en français ou en anglais.',
    lead: 'Notre équipe de support répond en français et en anglais, depuis Dakar, Lagos et Toronto. Racontez-nous ce qui s’est passé, avec votre code de réservation si vous en avez un, et nous vous répondrons par e-mail.',
    formTitle: 'Écrivez-nous',
    subject: 'Objet',
    chooseSubject: 'Choisissez un objet',
    subjects: {
      booking: 'Une réservation',
      payment: 'Un paiement ou mon portefeuille',
      account: 'Mon compte',
      plan: 'Une formule d’abonnement',
      partner: 'Inscrire un parking',
      press: 'Presse',
      other: 'Autre chose',
    },
    planMessage: 'Je souhaite m’abonner à la formule {{plan}} ({{price}} par mois).',
    faqTitle: 'Avant d’écrire',
    faq: [
      { q: 'Où est mon code de réservation ?', a: 'Dans Mes réservations, sur la page de la réservation, et dans l’e-mail de confirmation. Le code QR à côté ouvre la barrière.' },
      { q: 'J’ai annulé une réservation. Où est mon argent ?', a: 'Une réservation payée que vous annulez est remboursée intégralement et aussitôt, là d’où vient le paiement : sur votre carte ou votre compte mobile money (votre banque ou votre opérateur l’affiche sous quelques jours), ou sur votre portefeuille Parkade si vous l’avez payée avec, où le remboursement apparaît avec le code de la réservation.' },
      { q: 'Mon paiement est passé mais je n’ai pas de réservation.', a: 'Ouvrez Mes réservations après une minute : nous confirmons chaque paiement auprès du prestataire avant d’afficher la réservation. Si elle manque toujours, écrivez-nous avec la référence du paiement.' },
    ],
  },
}

export const helpCopy: ResourcePair<HelpCopy> = { en, fr }
