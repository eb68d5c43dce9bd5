import type { ApiErrorTexts } from '../apiErrorTexts.ts'
import { apiErrorsFr } from './apiErrors.fr.ts'
import type { commonEn } from './commonEn.ts'

// Core's French texts every feature may show (commonEn.ts has the English), with the API errors'.
// Written for readers in Dakar: vouvoiement, typographic apostrophes, and the French spacing rules:
// U+00A0 before « : », U+202F before « ; ! ? » and inside « ». Typed against the English shape, so
// a missing or extra key is a compile error. Each feature's French is a module of its own
// (searchFr.ts, parkFr.ts…), fetched with that feature by a page in French.
export const commonFr: typeof commonEn & { apiErrors: ApiErrorTexts } = {
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
    socialLogin: {
      networkError: 'Erreur réseau. Veuillez vérifier votre connexion Internet et réessayer.',
      tooManyAttempts: 'Trop de tentatives infructueuses. Veuillez réessayer plus tard.',
      accountDisabled: 'Ce compte a été désactivé. Veuillez contacter l’assistance.',
      googleNotEnabled: 'La connexion avec Google n’est pas activée. Veuillez contacter l’assistance.',
      serviceUnavailable: 'Le service d’authentification est indisponible. Veuillez réessayer plus tard.',
      accountExists:
        'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter avec la méthode utilisée lors de votre inscription.',
      linkingRequired: 'Ce compte doit être associé à votre compte existant. Veuillez contacter l’assistance.',
      appleFailed:
        'La connexion avec Apple a échoué. Veuillez réessayer ou vous connecter avec votre adresse e-mail et votre mot de passe.',
      appleNotEnabled:
        'La connexion avec Apple n’est pas activée. Veuillez vous connecter avec votre adresse e-mail et votre mot de passe.',
      noAccount: 'Aucun compte n’est associé à cette adresse e-mail. Veuillez d’abord vous inscrire.',
      redirectFailed: 'Impossible de finaliser la connexion après la redirection.',
      failed: 'La connexion avec Google ou Apple a échoué. Veuillez réessayer.',
      googleFailed: 'La connexion avec Google a échoué. Veuillez réessayer.',
      allowPopups: 'Veuillez autoriser les fenêtres pop-up pour vous connecter avec Google ou Apple.',
      unavailable:
        'La connexion avec Google ou Apple est momentanément indisponible. Veuillez vous connecter avec votre adresse e-mail et votre mot de passe.',
      appStateUpdateFailed:
        'Vous êtes bien authentifié, mais l’application n’a pas pu se mettre à jour. Veuillez actualiser la page.',
      noAccessToken: 'Aucun jeton d’accès reçu',
    },
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
    blog: {
      pageLoadFailed: 'Impossible de charger la page du blog. Veuillez réessayer.',
      postLoadFailed: 'Impossible de charger l’article. Veuillez réessayer.',
    },
    pages: {
      notFound: '404 Page introuvable\u202f!',
      accessDenied: '403 Accès refusé\u202f!',
    },
    request: {
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

  toasts: {
    socialLogin: {
      newAccount: 'Bienvenue sur Parkade\u202f! Votre compte est prêt.',
      linkedAccount:
        'Vous êtes connecté. Cette méthode de connexion est désormais associée à votre compte Parkade existant.',
      welcomeBack: 'Bon retour parmi nous\u202f!',
      welcomeBackNamed: 'Bon retour parmi nous, {{name}}\u202f!',
    },
    loggedOut: 'Vous êtes déconnecté.',
    saved: 'Vos modifications ont été enregistrées.',
    region: 'Notifications',
    dismiss: 'Fermer',
  },

  // Titles of the pages the SDK components show
  pages: {
    eventBooking: 'Réservation pour un événement',
    checkout: 'Validation de la réservation',
  },

  languageNotice: {
    message: 'Nous avons adapté la langue à votre pays.',
    keep: 'Garder cette langue',
    dismiss: 'Ignorer',
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

  apiErrors: apiErrorsFr,
}
