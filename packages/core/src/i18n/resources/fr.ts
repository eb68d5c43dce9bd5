import type { ParkadeResources } from './en.ts'

// French resources, written for readers in Dakar: vouvoiement, typographic apostrophes, and the
// French spacing rules: U+00A0 before « : », U+202F before « ; ! ? » and inside « ».
// Typed against the English shape, so a missing or extra key is a compile error.
export const fr: ParkadeResources = {
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
    },
    blog: {
      pageLoadFailed: 'Impossible de charger la page du blog. Veuillez réessayer.',
      postLoadFailed: 'Impossible de charger l’article. Veuillez réessayer.',
    },
    pages: {
      notFound: '404 Page introuvable\u202f!',
      accessDenied: '403 Accès refusé\u202f!',
    },
    server: {
      notAuthenticated: 'Vous n’êtes pas connecté',
      couldNotValidateCredentials: 'Votre session n’a pas pu être vérifiée. Veuillez vous reconnecter.',
      notFound: 'Introuvable',
      internalError: 'Erreur interne du serveur',
      incorrectCredentials: 'Adresse e-mail ou mot de passe incorrect',
      emailAlreadyRegistered: 'Cette adresse e-mail est déjà utilisée',
      emailNotVerified: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.',
      invalidVerificationCode: 'Code de vérification invalide ou expiré',
      sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
      parkNotFound: 'Parking introuvable',
      bookingNotFound: 'Réservation introuvable',
      eventNotFound: 'Événement introuvable',
      invalidAccessCode: 'Code d’accès invalide',
      insufficientBalance: 'Solde du portefeuille insuffisant',
      paymentNotVerified: 'Le paiement n’a pas pu être vérifié',
    },
    request: {
      timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
      aborted: 'La requête a été annulée.',
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
  },

  nav: {
    label: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    home: 'Accueil',
    findParking: 'Trouver un parking',
    parkingTypes: 'Types de parking',
    events: 'Événements',
    marketplace: 'Place de marché',
    business: 'Entreprises',
    blog: 'Blog',
    help: 'Nous contacter',
    about: 'À propos',
    vehicleDocsRenewal: 'Renouvellement des documents du véhicule',
    listYourSpace: 'Proposer votre place',
    getStarted: 'Commencer',
    login: 'Se connecter',
  },

  profileMenu: {
    label: 'Menu du compte',
    myBookings: 'Mes réservations',
    wallet: 'Portefeuille',
    profile: 'Profil',
    logout: 'Se déconnecter',
  },

  pages: {
    home: 'Accueil',
    search: 'Recherche',
    findParking: 'Trouver un parking',
    events: 'Événements',
    eventBooking: 'Réservation pour un événement',
    privateEventAccess: 'Accès aux événements privés',
    marketplace: 'Place de marché',
    blog: 'Blog',
    about: 'À propos de nous',
    help: 'Nous contacter',
    affiliates: 'Programme d’affiliation',
    careers: 'Carrières',
    mediaCoverage: 'Ils parlent de nous',
    businessAccounts: 'Comptes entreprise',
    carParkManagement: 'Gestion de parkings',
    evCharging: 'Recharge de véhicules électriques',
    rentOutEvCharger: 'Louez votre borne de recharge',
    howItWorks: 'Comment fonctionne {{product}}',
    bookDemo: 'Demander une démo',
    cancellationPolicy: 'Politique d’annulation',
    privacyPolicy: 'Politique de confidentialité',
    terms: 'Conditions générales',
    subscriptionPlans: 'Formules d’abonnement',
    airportParking: 'Parking d’aéroport',
    cityParking: 'Parking en ville',
    stadiumParking: 'Parking de stade',
    stationParking: 'Parking de gare',
    parkDetail: 'Détails du parking',
    checkout: 'Validation de la réservation',
    booking: 'Réservation',
    payment: 'Paiement',
    paymentSuccess: 'Paiement réussi',
    bookingSuccess: 'Réservation confirmée',
    vehicleDocsRenewal: 'Renouvellement des documents du véhicule',
    getStarted: 'Commencer',
    bookings: 'Mes réservations',
    bookingDetails: 'Détails de la réservation',
    wallet: 'Portefeuille',
    profile: 'Profil',
    addVehicle: 'Ajouter un véhicule',
    verify: 'Vérification',
  },

  countryPicker: {
    label: 'Pays',
    change: 'Changer de pays',
    current: 'Pays actuel\u00a0: {{country}}',
  },

  regionPanel: {
    title: 'Pays et langue',
    country: 'Pays',
    language: 'Langue',
    cartWarning: 'Si vous changez de région, votre panier sera vidé.',
    apply: 'Appliquer',
    close: 'Fermer',
  },

  countryChooser: {
    title: 'Choisissez votre pays',
    // A colon avoids the country-specific preposition (au Sénégal, aux États-Unis…).
    detectedHint: 'Nous pensons que vous êtes ici\u00a0: {{country}}',
    otherCountries: 'Autres pays',
  },

  languageNotice: {
    message: 'Nous avons adapté la langue à votre pays.',
    keep: 'Garder cette langue',
    dismiss: 'Ignorer',
  },

  login: {
    title: 'Connexion',
    email: 'Adresse e-mail',
    emailPlaceholder: 'vous@exemple.com',
    password: 'Mot de passe',
    passwordPlaceholder: 'Saisissez votre mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    rememberMe: 'Se souvenir de moi',
    forgotPassword: 'Mot de passe oublié\u202f?',
    submit: 'Se connecter',
    submitting: 'Connexion en cours…',
    or: 'ou',
    continueWithGoogle: 'Continuer avec Google',
    continueWithApple: 'Continuer avec Apple',
    noAccount: 'Vous n’avez pas de compte\u202f?',
    createAccount: 'Créer un compte',
    close: 'Fermer',
  },

  auth: {
    getStarted: {
      title: 'Commencer',
      body: 'Connectez-vous ou créez un compte pour réserver et payer votre parking.',
    },
    register: {
      title: 'Créez votre compte',
      firstName: 'Prénom',
      lastName: 'Nom',
      phone: 'Numéro de téléphone',
      submit: 'Créer mon compte',
      haveAccount: 'Vous avez déjà un compte\u202f?',
    },
    verify: {
      title: 'Confirmez votre adresse e-mail',
      body: 'Nous avons envoyé un code de vérification à {{email}}.',
      code: 'Code de vérification',
      submit: 'Vérifier',
      resend: 'Renvoyer le code',
      resent: 'Un nouveau code vient de vous être envoyé.',
    },
    forgotPassword: {
      title: 'Mot de passe oublié\u202f?',
      body: 'Saisissez votre adresse e-mail et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
      submit: 'Envoyer le lien',
      sent: 'Si un compte existe pour {{email}}, un lien de réinitialisation vous a été envoyé.',
    },
    backToLogin: 'Retour à la connexion',
  },

  footer: {
    information: 'Informations',
    services: 'Services',
    help: 'Aide',
    followUs: 'Suivez-nous',
    getTheApp: 'Téléchargez l’application',
    appStore: 'Télécharger dans l’App Store',
    googlePlay: 'Disponible sur Google Play',
    copyright: '© {{year}} Parkade. Tous droits réservés.',
    legal: {
      title: 'Mentions légales',
      privacyPolicy: 'Politique de confidentialité',
      terms: 'Conditions générales',
      cancellationPolicy: 'Politique d’annulation',
    },
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

  search: {
    placeholder: 'Où souhaitez-vous vous garer\u202f?',
    useMyLocation: 'Utiliser ma position',
    results: 'Parkings près de {{place}}',
    noParksFound: 'Aucun parking trouvé ici. Essayez un autre lieu.',
  },

  park: {
    rate: 'Tarif',
    vehicleType: 'Type de véhicule',
    bookNow: 'Réserver',
    notAvailableHere: 'Ce parking n’est pas disponible dans votre pays.',
  },

  events: {
    bookParking: 'Réserver une place pour cet événement',
    accessCode: 'Code d’accès',
    noEvents: 'Aucun événement à venir.',
  },

  bookings: {
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
  },

  vehicles: {
    title: 'Mes véhicules',
    add: 'Ajouter un véhicule',
    default: 'Par défaut',
    makeDefault: 'Définir par défaut',
    remove: 'Retirer',
    none: 'Vous n’avez aucun véhicule enregistré.',
  },

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
  },

  payments: {
    payNow: 'Payer maintenant',
    payWith: 'Payer avec {{gateway}}',
    processing: 'Paiement en cours…',
    success: 'Paiement réussi',
    failed: 'Le paiement a échoué. Veuillez réessayer.',
    cancelled: 'Paiement annulé',
    cardEnding: '{{brand}} se terminant par {{last4}}',
  },

  gateways: {
    paystack: { name: 'Paystack', description: 'Carte ou virement bancaire' },
    wave: { name: 'Wave', description: 'Paiement par mobile money' },
    stripe: { name: 'Stripe', description: 'Carte de crédit ou de débit' },
  },

  currencies: {
    NGN: 'Naira nigérian',
    XOF: 'Franc CFA (BCEAO)',
    USD: 'Dollar américain',
    CAD: 'Dollar canadien',
  },

  marketing: {
    locationsClaim: 'Plus de 500\u202f000\u00a0parkings',
  },

  demo: {
    title: 'Demander une démo',
    name: 'Nom complet',
    company: 'Entreprise',
    email: 'Adresse e-mail professionnelle',
    message: 'Comment pouvons-nous vous aider\u202f?',
    submit: 'Demander une démo',
    sent: 'Merci\u202f! Notre équipe vous contactera très vite.',
  },
}
