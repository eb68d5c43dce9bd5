import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// A sign-in's refusals (the password's and Google's or Apple's), in French: with the login's French (loginFr.ts).
export const signInApiErrorsFr = {
  auth: {
    invalid_credentials: 'Adresse e-mail ou mot de passe incorrect.',
    social_failed: 'La connexion avec Google ou Apple a échoué. Veuillez réessayer.',
    social_unavailable: 'La connexion avec Google ou Apple est momentanément indisponible. Veuillez vous connecter avec votre adresse e-mail et votre mot de passe.',
    social_token_invalid: 'La connexion a échoué\u00a0: le jeton de connexion n’a pas pu être vérifié. Veuillez vous reconnecter.',
    social_account_disabled: 'Ce compte a été désactivé. Veuillez contacter l’assistance.',
    social_user_mismatch: 'Le jeton de connexion n’appartient pas à cet utilisateur. Veuillez vous reconnecter.',
    social_email_mismatch: 'L’adresse e-mail ne correspond pas au compte Google ou Apple connecté.',
    social_provider_mismatch: 'Le jeton de connexion ne provient pas de ce fournisseur. Veuillez vous reconnecter.',
    social_link_required: 'Ce compte doit être associé à votre compte existant. Veuillez contacter l’assistance.',
    social_other_method: 'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter avec la méthode utilisée lors de votre inscription.',
  },
} satisfies ApiErrorTextsPart
