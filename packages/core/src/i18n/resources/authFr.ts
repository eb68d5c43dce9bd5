import type { authEn } from './authEn.ts'

// Core's French texts of registering, verifying and resetting a password (react AuthForms),
// fetched only by a page in French (authEn.ts has the English).
// The French rules of commonFr.ts apply; typed against the English shape.
export const authFr: typeof authEn = {
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
      phoneHint: 'Facultatif, avec l’indicatif du pays, par exemple +221 77 123 45 67',
      phoneInvalid: 'Veuillez saisir un numéro de téléphone valide, par exemple +221 77 123 45 67',
      country: 'Pays',
      countriesFailed: 'La liste des pays n’a pas pu être chargée.',
      passwordHint: 'Au moins 8\u00a0caractères',
      submit: 'Créer mon compte',
      submitting: 'Création de votre compte…',
      created: 'Votre compte est créé. Nous avons envoyé un code de vérification à {{email}}.',
      haveAccount: 'Vous avez déjà un compte\u202f?',
      logIn: 'Se connecter',
    },
    verify: {
      title: 'Confirmez votre adresse e-mail',
      body: 'Nous avons envoyé un code de vérification à {{email}}.',
      intro: 'Saisissez le code à 6\u00a0chiffres que nous vous avons envoyé par e-mail.',
      code: 'Code de vérification',
      codeHint: '6\u00a0chiffres, dans l’e-mail que nous vous avons envoyé',
      codeInvalid: 'Veuillez saisir le code à 6\u00a0chiffres',
      submit: 'Vérifier',
      submitting: 'Vérification en cours…',
      verified: 'Votre adresse e-mail est confirmée. Vous êtes maintenant connecté.',
      resend: 'Renvoyer le code',
      resending: 'Envoi d’un nouveau code…',
      resendIn: 'Renvoyer le code dans {{seconds}}\u00a0s',
      resent: 'Un nouveau code vient de vous être envoyé.',
    },
    forgotPassword: {
      title: 'Mot de passe oublié\u202f?',
      body: 'Saisissez votre adresse e-mail et nous vous enverrons un code pour réinitialiser votre mot de passe.',
      submit: 'Envoyer le code',
      submitting: 'Envoi du code…',
      sent: 'Si un compte existe pour {{email}}, un code à 6\u00a0chiffres vous a été envoyé.',
      resetTitle: 'Choisissez un nouveau mot de passe',
      newPassword: 'Nouveau mot de passe',
      resetSubmit: 'Réinitialiser le mot de passe',
      resetting: 'Réinitialisation de votre mot de passe…',
      doneTitle: 'Mot de passe réinitialisé',
      done: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
      changeEmail: 'Utiliser une autre adresse e-mail',
    },
    backToLogin: 'Retour à la connexion',
  },
}

// The API's refusals this feature shows, in French: added to a client's texts with the feature's.
export { accountApiErrorsFr as apiErrors } from './apiErrors/accountApiErrorsFr.ts'
