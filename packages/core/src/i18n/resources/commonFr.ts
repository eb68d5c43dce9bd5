import type { ApiErrorTextsPart } from '../apiErrorTexts.ts'
import { commonApiErrorsFr } from './apiErrors/commonApiErrorsFr.ts'
import type { commonEn } from './commonEn.ts'

// Core's French texts every feature may show (commonEn.ts has the English), with the API refusals any
// call may answer (apiErrors/commonApiErrorsFr.ts; a feature's own come with that feature's French).
// Written for readers in Dakar: vouvoiement, typographic apostrophes, and the French spacing rules:
// U+00A0 before « : », U+202F before « ; ! ? » and inside « ». Typed against the English shape, so
// a missing or extra key is a compile error. Each feature's French is a module of its own
// (searchFr.ts, parkFr.ts…), fetched with that feature by a page in French.
export const commonFr: typeof commonEn & { apiErrors: ApiErrorTextsPart } = {
  common: {
    loading: 'Chargement…',
    noResults: 'Aucun résultat',
    retry: 'Réessayer',
    close: 'Fermer',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    save: 'Enregistrer',
    edit: 'Modifier',
    delete: 'Supprimer',
    back: 'Retour',
    continue: 'Continuer',
    submit: 'Envoyer',
    search: 'Rechercher',
    or: 'ou',
    optional: 'Facultatif',
    seeAll: 'Tout voir',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageOf: 'Page {{page}} sur {{pages}}',
    pagination: 'Pagination',
    directions: 'Itinéraire',
    directionsTo: 'Itinéraire vers {{place}} (ouvre votre application de cartes)',
    vehicleType: 'Type de véhicule',
    open24h: 'Ouvert 24\u00a0h/24',
    parkTypes: {
      airport: 'Aéroport',
      city: 'Centre-ville',
      stadium: 'Stade',
      station: 'Gare',
    },
  },

  validation: {
    required: 'Ce champ est obligatoire\u202f!',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8\u00a0caractères',
    parkIdRequired: 'L’identifiant du parking est obligatoire',
    noAuthToken: 'Aucun jeton d’authentification trouvé',
    invalidServerResponse: 'Réponse du serveur non valide',
    noSocialLoginSuccess: 'Aucune connexion réussie avec Google ou Apple n’a été trouvée',
  },

  errors: {
    // After an API refusal that says how long to wait (Retry-After).
    retryAfter_one: 'Vous pourrez réessayer dans {{count}}\u00a0minute.',
    retryAfter_other: 'Vous pourrez réessayer dans {{count}}\u00a0minutes.',
    payment: {
      scriptLoadFailed: 'Impossible de charger le module de paiement',
      paystackNotLoaded: 'Paystack n’est pas chargé',
      waveNotLoaded: 'La passerelle de paiement Wave n’est pas chargée',
      gatewayNotInitialized: 'La passerelle de paiement n’est pas initialisée',
      unsupportedProvider: 'Prestataire de paiement non pris en charge',
      notImplemented: 'Ce mode de paiement n’est pas encore disponible',
      verificationInProgress: 'La vérification du paiement est déjà en cours',
      // The wallet's and the checkout's payment page that could not open (CLIENT_MESSAGES.paymentPageRefused)
      pageRefused: 'La page de paiement n’a pas pu s’ouvrir. Veuillez réessayer.',
    },
    request: {
      network: 'Erreur réseau. Veuillez vérifier votre connexion Internet et réessayer.',
      timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
      aborted: 'La requête a été annulée.',
      serverUnavailable: 'Le serveur ne peut pas répondre pour le moment. Veuillez réessayer dans un instant.',
      serverUnreachable: 'Impossible de joindre Parkade. Veuillez réessayer dans un instant.',
      originRefused: 'Ce site n’a pas pu se connecter à Parkade. Veuillez réessayer plus tard ou prévenir le propriétaire du site.',
    },
    generic: {
      unknown: 'Un problème inattendu est survenu. Veuillez réessayer.',
      offline: 'Vous semblez hors ligne. Veuillez vérifier votre connexion Internet.',
    },
  },

  screens: {
    loadingIssue: {
      title: 'Problème de chargement',
      body: 'Certains éléments mettent plus de temps que prévu à se charger. Votre connexion Internet est peut-être lente.',
    },
    somethingWentWrong: {
      title: 'Une erreur est survenue',
      body: 'Nous sommes désolés, un problème inattendu s’est produit. Veuillez actualiser la page.',
    },
    loadingError: {
      title: 'Erreur de chargement',
      body: 'Impossible de charger l’application. Veuillez vérifier votre connexion Internet et réessayer.',
    },
    actions: {
      tryAgain: 'Réessayer',
      retry: 'Réessayer',
      goHome: 'Retour à l’accueil',
      refresh: 'Actualiser',
    },
    loadingPage: 'Chargement de la page…',
    reloading: 'Rechargement de la page…',
  },

  account: {
    loginPrompt: 'Veuillez vous connecter pour accéder à votre compte',
    loginToContinue: 'Se connecter pour continuer',
  },

  // Titles of the pages the SDK components show
  pages: {
    eventBooking: 'Réservation pour un événement',
    checkout: 'Validation de la réservation',
  },

  countries: {
    NG: 'Nigeria',
    US: 'États-Unis',
    GB: 'Royaume-Uni',
    SN: 'Sénégal',
    CA: 'Canada',
  },

  languages: {
    en: 'Anglais',
    fr: 'Français',
  },

  apiErrors: commonApiErrorsFr,
}
