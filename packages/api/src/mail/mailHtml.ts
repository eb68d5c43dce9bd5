import type { Language } from '../lib/requestLanguage.ts'
import { escapeHtml } from './escapeHtml.ts'
import { MAIL_STYLES } from './mailStyles.ts'

const FOOTER = {
  en: 'You receive this e-mail because of an action on your Parkade account.',
  fr: 'Vous recevez cet e-mail à la suite d’une action sur votre compte Parkade.',
} as const

/** A whole HTML e-mail around `content` (already escaped markup): one centred card, inline styles. */
export function mailHtml(lang: Language, title: string, content: string): string {
  return (
    `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="${MAIL_STYLES.body}"><div style="${MAIL_STYLES.card}">` +
    `<p style="${MAIL_STYLES.brand}">Parkade</p>${content}` +
    `<p style="${MAIL_STYLES.footer}">${escapeHtml(FOOTER[lang])}</p>` +
    `</div></body></html>\n`
  )
}
