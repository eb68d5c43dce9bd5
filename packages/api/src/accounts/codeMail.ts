import type { Language } from '../lib/requestLanguage.ts'
import { escapeHtml } from '../mail/escapeHtml.ts'
import { mailHtml } from '../mail/mailHtml.ts'
import { MAIL_STYLES } from '../mail/mailStyles.ts'
import type { ComposedMail } from '../mail/queueMail.ts'
import type { CodePurpose } from './authCodes.ts'
import { CODE_TTL_MINUTES } from './authCodes.ts'

interface CodeTexts {
  subject: string
  heading: string
  /** The sentence that carries the code; the plain text keeps it whole. */
  sentence: (code: string) => string
  lead: string
  use: string
  expiry: string
  ignore: string
}

const TEXTS: Readonly<Record<CodePurpose, Readonly<Record<Language, CodeTexts>>>> = {
  'verify-email': {
    en: {
      subject: 'Verify your Parkade email',
      heading: 'Verify your email',
      sentence: (code) => `Your Parkade verification code is ${code}.`,
      lead: 'Your Parkade verification code is:',
      use: 'Enter it on the verification screen to finish creating your account.',
      expiry: `It expires in ${CODE_TTL_MINUTES} minutes.`,
      ignore: 'If you did not create a Parkade account, ignore this e-mail.',
    },
    fr: {
      subject: 'Vérifiez votre adresse e-mail Parkade',
      heading: 'Vérifiez votre adresse e-mail',
      sentence: (code) => `Votre code de vérification Parkade est ${code}.`,
      lead: 'Votre code de vérification Parkade\u00a0:',
      use: 'Saisissez-le sur l’écran de vérification pour terminer la création de votre compte.',
      expiry: `Il expire dans ${CODE_TTL_MINUTES}\u00a0minutes.`,
      ignore: 'Si vous n’avez pas créé de compte Parkade, ignorez cet e-mail.',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your Parkade password',
      heading: 'Reset your password',
      sentence: (code) => `Your Parkade password reset code is ${code}.`,
      lead: 'Your Parkade password reset code is:',
      use: 'Enter it with your new password on the password reset screen.',
      expiry: `It expires in ${CODE_TTL_MINUTES} minutes.`,
      ignore: 'If you did not ask for it, ignore this message: your password stays as it is.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Parkade',
      heading: 'Réinitialisez votre mot de passe',
      sentence: (code) => `Votre code de réinitialisation Parkade est ${code}.`,
      lead: 'Votre code de réinitialisation Parkade\u00a0:',
      use: 'Saisissez-le avec votre nouveau mot de passe sur l’écran de réinitialisation.',
      expiry: `Il expire dans ${CODE_TTL_MINUTES}\u00a0minutes.`,
      ignore: 'Si vous n’avez rien demandé, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
    },
  },
}

/** The e-mail that carries a verification or reset code, in the reader's language, as text and HTML. */
export function codeMail(purpose: CodePurpose, code: string, lang: Language): ComposedMail {
  const t = TEXTS[purpose][lang]
  const paragraph = (text: string) => `<p style="${MAIL_STYLES.paragraph}">${escapeHtml(text)}</p>`
  const content =
    `<h1 style="${MAIL_STYLES.heading}">${escapeHtml(t.heading)}</h1>` +
    paragraph(t.lead) +
    `<p style="${MAIL_STYLES.code}">${escapeHtml(code)}</p>` +
    paragraph(`${t.use} ${t.expiry}`) +
    paragraph(t.ignore)
  return {
    subject: t.subject,
    text: `${t.sentence(code)} ${t.expiry}\n\n${t.use}\n\n${t.ignore}\n\n— Parkade\n`,
    html: mailHtml(lang, t.subject, content),
  }
}
