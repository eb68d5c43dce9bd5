import { bookingApiErrorsFr, vehicleApiErrorsFr, walletApiErrorsFr } from '@parkade/core'
import type { ApiErrorTextsPart } from '@parkade/core'
import type { CheckoutTextTree } from './checkoutTextsEn.ts'

// The checkout's French texts, in a module of their own: only a French page fetches them
// (checkoutTextsEn.ts has the English, i18n/featureTexts.ts says how they load).
export const texts: CheckoutTextTree = {
  title: 'Réserver une place\u00a0: {{park}}',
  loadingPark: 'Chargement du parking…',
  progress: 'Étape {{step}} sur {{total}}',
  steps: {
    times: 'Quand stationnez-vous\u202f?',
    vehicle: 'Votre véhicule',
    payment: 'Vérifier et payer',
    confirmation: 'Réservation confirmée',
  },
  times: {
    vehicleType: 'Type de véhicule',
    hint: 'Dans le fuseau horaire de votre appareil.',
  },
  validation: {
    plateRequired: 'Saisissez le numéro d’immatriculation de votre véhicule.',
  },
  vehicle: {
    legend: 'Quel véhicule garez-vous\u202f?',
    saved: '{{plate}} · {{type}}',
    newVehicle: 'Un autre véhicule',
    plate: 'Numéro d’immatriculation',
    plateHint: 'Tel qu’il figure sur la plaque.',
    save: 'Enregistrer ce véhicule dans mon compte',
    default: 'Par défaut',
    loading: 'Chargement de vos véhicules…',
    signInForSaved: 'Connectez-vous pour choisir l’un de vos véhicules enregistrés.',
    typeChanged: 'Type de véhicule réglé sur {{type}} pour correspondre à ce véhicule.',
  },
  price: {
    title: 'Prix',
    parkingHours: 'Stationnement, {{hours}}\u00a0h',
    total: 'Total',
    calculating: 'Calcul du prix…',
    needTimes: 'Choisissez vos horaires pour voir le prix.',
    updated: 'Total\u00a0: {{total}}',
  },
  payment: {
    legend: 'Comment souhaitez-vous payer\u202f?',
    wallet: 'Solde du portefeuille',
    walletBalance: 'Solde\u00a0: {{balance}}',
    walletInsufficient: 'Solde insuffisant pour cette réservation ({{balance}} disponible).',
    walletOtherCurrency: 'Votre portefeuille est en {{currency}}\u202f; ce parking facture en {{parkCurrency}}.',
    walletLoading: 'Vérification de votre solde…',
    walletFailed: 'Impossible de charger votre solde.',
    walletSignIn: 'Connectez-vous pour payer avec votre portefeuille.',
    gateway: 'Payer avec {{gateway}}',
    alternative: 'Payer par carte avec {{gateway}}',
    where: {
      paystack: 'Une fenêtre Paystack sécurisée s’ouvre sur cette page\u00a0: vous payez sans la quitter.',
      stripe: 'Saisissez votre carte ci-dessous, sur cette page\u00a0: Stripe la débite en toute sécurité.',
      wave: 'Vous réglerez sur la page Wave, puis reviendrez ici.',
    },
    submit: 'Payer {{total}}',
    submitting: 'Réservation de votre place…',
    fellBack: '{{from}} n’a pas pu être chargé\u00a0: vous payez avec {{to}} à la place.',
    paying: {
      paystack: 'En attente de votre paiement avec Paystack…',
      stripe: 'Confirmation de votre carte avec Stripe…',
      wave: 'Redirection vers Wave…',
    },
  },
  signIn: {
    prompt: 'Connectez-vous pour réserver. Tout ce que vous avez saisi est conservé.',
    button: 'Se connecter pour réserver',
    done: 'Connexion réussie. Vous pouvez terminer votre réservation.',
  },
  return: {
    confirming: 'Confirmation de votre paiement…',
    pending: 'Votre paiement n’est pas encore confirmé. Vérifiez de nouveau dans un instant.',
    checkAgain: 'Vérifier de nouveau',
    startAgain: 'Recommencer le paiement',
    unknownBooking: 'Nous n’avons pas trouvé la réservation liée à ce paiement.',
    tryAgain: 'Réessayer',
  },
  resume: {
    title: 'Vous avez une réservation non payée ici',
    heldUntil: 'Sa place vous est réservée jusqu’à {{time}}. Payez pour confirmer cette réservation, ou annulez-la.',
    held: 'Sa place vous est réservée pendant quelques minutes. Payez pour confirmer cette réservation, ou annulez-la.',
    paymentState: 'Paiement',
    awaitingPayment: 'En attente de paiement',
    cancel: 'Annuler cette réservation',
    cancelHint: 'L’annulation libère la place immédiatement. Rien n’a été payé\u00a0: il n’y a donc rien à rembourser.',
    cancelled: 'Votre réservation non payée est annulée et sa place est de nouveau libre. Vous pouvez choisir de nouveaux horaires ci-dessous.',
  },
  confirmation: {
    title: 'Réservation confirmée',
    lead: 'Votre place au parking {{park}} est réservée.',
    code: 'Code de réservation',
    codeHint: 'Présentez ce code ou le code QR à l’entrée.',
    qr: 'Code QR de la réservation {{code}}',
    addToCalendar: 'Ajouter à l’agenda',
    calendarTitle: 'Stationnement – {{park}}',
    calendarDescription: 'Réservation Parkade {{code}} pour {{plate}}.',
    park: 'Parking',
    arrival: 'Arrivée',
    departure: 'Départ',
    vehicle: 'Véhicule',
    paid: 'Payé',
    bookAnother: 'Réserver un autre créneau',
  },
}

// The API's refusals this component shows (a booking's, an event's booking's among them, paying from the
// wallet's and a plate's), in French: added to the client's texts with these.
export const apiErrors: ApiErrorTextsPart = { ...bookingApiErrorsFr, ...walletApiErrorsFr, ...vehicleApiErrorsFr }
