import type { Language } from '../lib/requestLanguage.ts'
import type { CodePurpose } from './authCodes.ts'
import { CODE_TTL_MINUTES } from './authCodes.ts'

/** The e-mail that carries a verification or reset code, in the reader's language. */
export function codeMail(purpose: CodePurpose, code: string, lang: Language): { subject: string; body: string } {
  if (purpose === 'verify-email') {
    return lang === 'fr'
      ? { subject: 'Vérifiez votre adresse e-mail Parkade', body: `Votre code de vérification Parkade est ${code}. Il expire dans ${CODE_TTL_MINUTES} minutes.` }
      : { subject: 'Verify your Parkade email', body: `Your Parkade verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.` }
  }
  return lang === 'fr'
    ? {
        subject: 'Réinitialisez votre mot de passe Parkade',
        body: `Votre code de réinitialisation Parkade est ${code}. Il expire dans ${CODE_TTL_MINUTES} minutes. Si vous n'avez rien demandé, ignorez ce message.`,
      }
    : {
        subject: 'Reset your Parkade password',
        body: `Your Parkade password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
      }
}
