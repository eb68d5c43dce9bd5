import { createIcsEvent } from '@parkade/contract/domain'
import type { Language } from '../lib/requestLanguage.ts'
import { formatMoney } from '../pricing/formatMoney.ts'
import { escapeHtml } from './escapeHtml.ts'
import { formatLocalTime } from './formatLocalTime.ts'
import { mailHtml } from './mailHtml.ts'
import { MAIL_STYLES } from './mailStyles.ts'
import type { ComposedMail, MailAttachment } from './queueMail.ts'
import { qrCodePng } from './qrCodePng.ts'

/** What the confirmation shows of a paid booking. */
export interface ConfirmationDetails {
  booking_code: string
  first_name: string
  park_name: string
  park_address: string
  /** The park's country (two letters): how its dates are written. */
  country_code: string
  /** The park's IANA zone: times are its local time. */
  time_zone: string
  plate_number: string
  start_time: Date
  end_time: Date
  created_at: Date
  total: number
  currency: string
}

const TEXTS = {
  en: {
    subject: (code: string) => `Your Parkade booking ${code}`,
    heading: 'Booking confirmed',
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    lead: (code: string, park: string) => `Your booking ${code} at ${park} is confirmed.`,
    hint: 'Show this code or the QR code at the entrance.',
    qr: (code: string) => `QR code of booking ${code}`,
    labels: { code: 'Booking code', park: 'Car park', address: 'Address', vehicle: 'Vehicle', arrival: 'Arrival', departure: 'Departure', paid: 'Paid' },
    colon: ': ',
    localTime: 'Times are the car park’s local time.',
    calendar: (file: string) => `Add the stay to your calendar with the attached file ${file}.`,
    calendarTitle: (park: string) => `Parking at ${park}`,
    calendarDescription: (code: string, plate: string) => `Parkade booking ${code} for ${plate}.`,
  },
  fr: {
    subject: (code: string) => `Votre réservation Parkade ${code}`,
    heading: 'Réservation confirmée',
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    lead: (code: string, park: string) => `Votre réservation ${code} au parking ${park} est confirmée.`,
    hint: 'Présentez ce code ou le code QR à l’entrée.',
    qr: (code: string) => `Code QR de la réservation ${code}`,
    labels: { code: 'Code de réservation', park: 'Parking', address: 'Adresse', vehicle: 'Véhicule', arrival: 'Arrivée', departure: 'Départ', paid: 'Payé' },
    colon: '\u00a0: ',
    localTime: 'Les horaires sont à l’heure locale du parking.',
    calendar: (file: string) => `Ajoutez ce stationnement à votre agenda avec le fichier joint ${file}.`,
    calendarTitle: (park: string) => `Stationnement – ${park}`,
    calendarDescription: (code: string, plate: string) => `Réservation Parkade ${code} pour ${plate}.`,
  },
} as const

const QR_CID = 'booking-qr@parkade'
const QR_PIXELS = 200

/** The file names the e-mail attaches, like the site's download: `parkade-PK-ABC234.ics`. */
function fileBase(code: string): string {
  return `parkade-${code.replace(/[^A-Za-z0-9-]/g, '')}`
}

function detailRows(details: ConfirmationDetails, lang: Language): Array<[label: string, value: string]> {
  const { labels } = TEXTS[lang]
  const at = (time: Date) => formatLocalTime(time, details.time_zone, lang, details.country_code)
  return [
    [labels.park, details.park_name],
    [labels.address, details.park_address],
    [labels.vehicle, details.plate_number],
    [labels.arrival, at(details.start_time)],
    [labels.departure, at(details.end_time)],
    [labels.paid, formatMoney(details.total, details.currency)],
  ]
}

function plainText(details: ConfirmationDetails, lang: Language): string {
  const t = TEXTS[lang]
  const code = details.booking_code
  return [
    t.hello(details.first_name.trim()),
    '',
    t.lead(code, details.park_name),
    '',
    `${t.labels.code}${t.colon}${code}`,
    t.hint,
    '',
    ...detailRows(details, lang).map(([label, value]) => `${label}${t.colon}${value}`),
    '',
    t.localTime,
    t.calendar(`${fileBase(code)}.ics`),
    '',
    '— Parkade',
    '',
  ].join('\n')
}

function htmlContent(details: ConfirmationDetails, lang: Language): string {
  const t = TEXTS[lang]
  const code = details.booking_code
  const paragraph = (text: string) => `<p style="${MAIL_STYLES.paragraph}">${escapeHtml(text)}</p>`
  const rows = detailRows(details, lang)
    .map(([label, value]) => `<tr><th scope="row" align="left" style="${MAIL_STYLES.label}">${escapeHtml(label)}</th><td style="${MAIL_STYLES.value}">${escapeHtml(value)}</td></tr>`)
    .join('')
  return (
    `<h1 style="${MAIL_STYLES.heading}">${escapeHtml(t.heading)}</h1>` +
    paragraph(t.hello(details.first_name.trim())) +
    paragraph(t.lead(code, details.park_name)) +
    paragraph(t.labels.code) +
    `<p style="${MAIL_STYLES.code}">${escapeHtml(code)}</p>` +
    `<p style="${MAIL_STYLES.paragraph}"><img src="cid:${QR_CID}" width="${QR_PIXELS}" height="${QR_PIXELS}" alt="${escapeHtml(t.qr(code))}" style="display:block;border:0;"></p>` +
    paragraph(t.hint) +
    `<table role="presentation" style="${MAIL_STYLES.table}">${rows}</table>` +
    paragraph(t.localTime) +
    paragraph(t.calendar(`${fileBase(code)}.ics`))
  )
}

function attachments(details: ConfirmationDetails, lang: Language): MailAttachment[] {
  const t = TEXTS[lang]
  const code = details.booking_code
  const ics = createIcsEvent({
    uid: `${code}@parkade`,
    title: t.calendarTitle(details.park_name),
    start: details.start_time,
    end: details.end_time,
    location: [details.park_name, details.park_address].filter(Boolean).join(', '),
    description: t.calendarDescription(code, details.plate_number),
    stamp: details.created_at,
  })
  // 8 px a module: a booking code (25 modules with its quiet zone) is 200 px, the size the HTML shows.
  const qr = qrCodePng(code, 8)
  return [
    { filename: `${fileBase(code)}-qr.png`, content_type: 'image/png', content: qr.toString('base64'), cid: QR_CID },
    { filename: `${fileBase(code)}.ics`, content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics, 'utf8').toString('base64') },
  ]
}

/** The confirmation of a paid booking, the driver's pass: text, HTML, the QR code and a calendar file. */
export function bookingConfirmationContent(details: ConfirmationDetails, lang: Language): ComposedMail {
  return {
    subject: TEXTS[lang].subject(details.booking_code),
    text: plainText(details, lang),
    html: mailHtml(lang, TEXTS[lang].subject(details.booking_code), htmlContent(details, lang)),
    attachments: attachments(details, lang),
  }
}
