import type { loginEn } from './loginEn.ts'

// Core's French texts of signing in (react LoginDialog),
// fetched only by a page in French (loginEn.ts has the English).
// The French rules of commonFr.ts apply; typed against the English shape.
export const loginFr: typeof loginEn = {
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
    trigger: 'Se connecter',
    logout: 'Se déconnecter',
    socialPending: 'Connexion à {{provider}}…',
    // The heading of a step of the dialog (the form's own, auth.*) while its form is on its way.
    steps: {
      register: 'Créez votre compte',
      verify: 'Confirmez votre adresse e-mail',
      forgotPassword: 'Mot de passe oublié\u202f?',
    },
    errors: {
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
  },
}

// The API's refusals this feature shows, in French: added to a client's texts with the feature's.
export { signInApiErrorsFr as apiErrors } from './apiErrors/signInApiErrorsFr.ts'
