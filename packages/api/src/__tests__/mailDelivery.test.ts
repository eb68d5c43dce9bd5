// E-mail that arrives: codes and booking confirmations go from the queue to a real SMTP server
// (smtp-server in this process) through the mail worker, in the driver's language.
import { inflateSync } from 'node:zlib'
import type { OutboxMessage } from '@parkade/core'
import type { Attachment } from 'mailparser'
import { encode } from 'uqr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailWorker } from '../mail/startMailWorker.ts'
import type { MailWorker } from '../mail/startMailWorker.ts'
import { http } from './helpers/http.ts'
import { startSmtpSink } from './helpers/startSmtpSink.ts'
import type { ReceivedMail, SmtpSink } from './helpers/startSmtpSink.ts'
import { TEST_PASSWORD, startTestServer, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'
import { call, hostedUrl, pressSandboxButton, setCountry, topUp } from './moneyTestKit.ts'

let sink: SmtpSink
let server: TestServer
let worker: MailWorker
/** Every call the worker made to its logger, as JSON. */
const logLines: string[] = []
/** What must never reach a log line: addresses, codes. */
const secrets: string[] = []

const capture = (level: string) => (fields: Record<string, unknown>, message: string) => logLines.push(JSON.stringify({ level, fields, message }))

beforeAll(async () => {
  sink = await startSmtpSink()
  server = await startTestServer({ config: { smtpUrl: sink.url, mailPollMs: 50, mailFrom: 'Parkade <no-reply@parkade.test>' } })
  worker = startMailWorker({ db: server.db, config: server.config, log: { info: capture('info'), warn: capture('warn'), error: capture('error') } })
})
afterAll(async () => {
  await worker?.stop()
  await server?.close()
  await sink?.stop()
})

/** The first message to `email` whose subject matches, waiting for the worker to deliver it. */
async function mailTo(email: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = sink.received.find((entry) => entry.recipients.includes(email) && subject.test(entry.mail.subject ?? ''))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no message ${subject} to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function outbox(email: string): Promise<OutboxMessage[]> {
  return (await http<OutboxMessage[]>(`${server.apiBase}/dev/outbox?email=${encodeURIComponent(email)}`)).body
}

async function register(email: string, language: 'en' | 'fr', firstName = 'Ada') {
  const answer = await call(server, 'POST', '/auth/register', {
    body: { email, password: TEST_PASSWORD, first_name: firstName, last_name: 'Obi' },
    headers: { 'accept-language': language },
  })
  expect(answer.status).toBe(201)
  secrets.push(email)
  return answer.body as { access_token: string; user: { id: number } }
}

describe('verification and reset codes arrive by SMTP', () => {
  it('an English driver gets the verification code: right recipient, subject, text and HTML parts', async () => {
    const email = uniqueEmail('mail-en')
    await register(email, 'en')
    const [queued] = await outbox(email)
    secrets.push(queued!.code!)
    const { recipients, mail, raw } = await mailTo(email, /Verify/)
    expect(recipients).toEqual([email])
    expect(mail.to).toMatchObject({ value: [{ address: email }] })
    expect(mail.from?.value).toEqual([{ name: 'Parkade', address: 'no-reply@parkade.test' }])
    expect(mail.subject).toBe('Verify your Parkade email')
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i)
    expect(mail.text).toContain(`Your Parkade verification code is ${queued!.code}. It expires in 30 minutes.`)
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.html).toContain(`>${queued!.code}</p>`)
    expect(mail.headers.get('content-language')).toBe('en')

    // The worker records the delivery once the server has answered 250, just after the sink got it.
    const read = () =>
      server.db.query<{ status: string; attempts: number; sent_at: Date | null; message_id: string; last_error: string | null }>(
        'SELECT status, attempts, sent_at, message_id, last_error FROM outbox WHERE id = $1',
        [queued!.id],
      )
    let { rows } = await read()
    for (let tries = 0; rows[0]?.status !== 'sent' && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      rows = (await read()).rows
    }
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(rows[0]!.sent_at).toBeInstanceOf(Date)
    expect(mail.messageId).toBe(rows[0]!.message_id)
    expect(rows[0]!.message_id).toMatch(/^<[0-9a-f-]{36}@parkade\.test>$/)
  })

  it('a French driver gets it in French', async () => {
    const email = uniqueEmail('mail-fr')
    await register(email, 'fr')
    const [queued] = await outbox(email)
    secrets.push(queued!.code!)
    const { mail } = await mailTo(email, /Parkade/)
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail Parkade')
    expect(mail.text).toContain(`Votre code de vérification Parkade est ${queued!.code}. Il expire dans 30\u00a0minutes.`)
    expect(mail.text).toContain('Si vous n’avez pas créé de compte Parkade, ignorez cet e-mail.')
    expect(mail.html).toContain('<html lang="fr">')
    expect(mail.html).toContain(queued!.code)
    expect(mail.headers.get('content-language')).toBe('fr')
  })

  it('a password reset code arrives, in the language of the driver’s profile, and resets the password', async () => {
    const email = uniqueEmail('mail-reset')
    await register(email, 'fr')
    // The request is in English; the profile says French.
    const asked = await call(server, 'POST', '/auth/forgot-password', { body: { email }, headers: { 'accept-language': 'en' } })
    expect(asked.status).toBe(200)
    const { mail } = await mailTo(email, /mot de passe/)
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Parkade')
    const code = /réinitialisation Parkade est (\d{6})\./.exec(mail.text ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    secrets.push(code!)
    expect(mail.html).toContain(code)
    const reset = await call(server, 'POST', '/auth/reset-password', { body: { email, code, new_password: 'another-long-password' } })
    expect(reset.status).toBe(200)
  })

  it('/dev/outbox still lists every message with its code, in the same shape', async () => {
    const email = uniqueEmail('mail-outbox')
    await register(email, 'en')
    await mailTo(email, /Verify/)
    const listed = await outbox(email)
    expect(listed).toHaveLength(1)
    expect(Object.keys(listed[0]!).sort()).toEqual(['body', 'code', 'created_at', 'id', 'kind', 'subject', 'to'])
    expect(listed[0]).toMatchObject({ to: email, kind: 'verify-email', subject: 'Verify your Parkade email', code: expect.stringMatching(/^\d{6}$/) })
    expect(listed[0]!.body).toContain(listed[0]!.code)
    secrets.push(listed[0]!.code!)
  })
})

describe('a paid booking’s confirmation arrives with the pass', () => {
  const year = new Date().getUTCFullYear() + 1
  // 17:31 UTC is 18:31 in Lagos (WAT, UTC+1 all year).
  const start = `${year}-11-25T17:31:00.000Z`
  const end = `${year}-11-25T21:00:00.000Z`
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(start).getUTCDay()]
  const jour = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'][new Date(start).getUTCDay()]
  let lagosPark: { id: number; name: string; address: string }

  beforeAll(async () => {
    const { rows } = await server.db.query<{ id: number; name: string; address: string }>(
      "SELECT id, name, address FROM parks WHERE city = 'Lagos' AND is_24_hours ORDER BY id LIMIT 1",
    )
    lagosPark = rows[0]!
  })

  const attachment = (mail: ReceivedMail, type: string): Attachment => {
    const found = mail.mail.attachments.find((file) => file.contentType === type)
    if (!found) throw new Error(`no ${type} attachment`)
    return found
  }

  it('a wallet booking: booking code, park, plate, local times, amount, an .ics and the QR code; HTML escaped', async () => {
    const email = uniqueEmail('mail-booking')
    const driver = await register(email, 'en', '<img src=x onerror=alert(1)>')
    await setCountry(server.db, driver.user.id, 'NG')
    await topUp(server, driver.access_token, 50_000)
    const created = await call(server, 'POST', '/bookings', {
      token: driver.access_token,
      body: { park_id: lagosPark.id, start_time: start, end_time: end, plate_number: 'LAG 234 XY', payment_method: 'wallet' },
    })
    expect(created.status).toBe(201)
    const booking = created.body.booking as { booking_code: string; total: number }

    const received = await mailTo(email, /booking/)
    const { mail } = received
    expect(mail.subject).toBe(`Your Parkade booking ${booking.booking_code}`)
    const text = mail.text ?? ''
    expect(text).toContain(`Booking code: ${booking.booking_code}`)
    expect(text).toContain(`Car park: ${lagosPark.name}`)
    expect(text).toContain('Vehicle: LAG 234 XY')
    expect(text).toContain(`Arrival: ${weekday}, 25 Nov ${year}, 18:31 (WAT)`)
    expect(text).toContain(`Departure: ${weekday}, 25 Nov ${year}, 22:00 (WAT)`)
    expect(text).not.toContain('17:31')
    const paid = /Paid: ₦([\d,]+\.\d{2})/.exec(text)?.[1]
    expect(Number(paid?.replace(/,/g, ''))).toBe(booking.total)

    // The driver's name is text in the HTML, never markup.
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,')
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain(`>${booking.booking_code}</p>`)
    expect(mail.html).toContain('18:31 (WAT)')

    const ics = attachment(received, 'text/calendar')
    expect(ics.filename).toBe(`parkade-${booking.booking_code}.ics`)
    const calendar = ics.content.toString('utf8').replace(/\r\n /g, '')
    expect(calendar).toContain('BEGIN:VEVENT')
    expect(calendar).toContain(`UID:${booking.booking_code}@parkade`)
    expect(calendar).toContain(`DTSTART:${year}1125T173100Z`)
    expect(calendar).toContain(`DTEND:${year}1125T210000Z`)
    expect(calendar).toContain(`SUMMARY:Parking at ${lagosPark.name}`)
    expect(calendar).toMatch(/\r\nLOCATION:.+\r\n/)

    const qr = attachment(received, 'image/png')
    expect(qr.cid).toBe('booking-qr@parkade')
    expect(mail.html).toContain('src="cid:booking-qr@parkade"')
    expect(mail.html).toMatch(/alt="QR code of booking PK-/)
    expect(pngModules(qr.content, 8)).toEqual(encode(booking.booking_code, { ecc: 'M', border: 2 }).data)
  })

  it('a gateway booking confirmed through the provider: the confirmation comes in the driver’s French', async () => {
    const email = uniqueEmail('mail-gateway')
    const driver = await register(email, 'fr')
    const created = await call(server, 'POST', '/bookings', {
      token: driver.access_token,
      body: { park_id: lagosPark.id, start_time: start, end_time: end, plate_number: 'GW 77', payment_method: 'gateway' },
    })
    expect(created.status).toBe(201)
    const { booking, payment } = created.body
    await pressSandboxButton(server, hostedUrl(payment), 'pay')
    const confirmed = await call(server, 'POST', `/bookings/${booking.id}/confirm-payment`, {
      token: driver.access_token,
      query: { payment_reference: payment.reference, payment_provider: payment.provider },
    })
    expect(confirmed.status).toBe(200)

    const received = await mailTo(email, /réservation/)
    expect(received.mail.subject).toBe(`Votre réservation Parkade ${booking.booking_code}`)
    const text = received.mail.text ?? ''
    expect(text).toContain(`Code de réservation\u00a0: ${booking.booking_code}`)
    expect(text).toContain(`Arrivée\u00a0: ${jour} 25 nov. ${year}, 18:31 (UTC+1)`)
    expect(text).toContain(`Départ\u00a0: ${jour} 25 nov. ${year}, 22:00 (UTC+1)`)
    expect(text).toContain('Véhicule\u00a0: GW 77')
    expect(attachment(received, 'text/calendar').content.toString('utf8').replace(/\r\n /g, '')).toContain(`SUMMARY:Stationnement – ${lagosPark.name}`)
    expect(attachment(received, 'image/png').content.subarray(1, 4).toString('ascii')).toBe('PNG')
    // One confirmation for one payment.
    expect(sink.received.filter((entry) => entry.recipients.includes(email) && /réservation/.test(entry.mail.subject ?? ''))).toHaveLength(1)
  })
})

describe('parks carry their city’s time zone', () => {
  it('every seeded city has its IANA zone', async () => {
    const { rows } = await server.db.query<{ city: string; zones: string[] }>(
      "SELECT city, array_agg(DISTINCT time_zone) AS zones FROM parks WHERE slug NOT LIKE 'test-park-%' GROUP BY city ORDER BY city",
    )
    expect(Object.fromEntries(rows.map((row) => [row.city, row.zones]))).toEqual({
      Abuja: ['Africa/Lagos'],
      Atlanta: ['America/New_York'],
      Dakar: ['Africa/Dakar'],
      Houston: ['America/Chicago'],
      Lagos: ['Africa/Lagos'],
      Montréal: ['America/Toronto'],
      'New York': ['America/New_York'],
      'Port Harcourt': ['Africa/Lagos'],
      Thiès: ['Africa/Dakar'],
      Toronto: ['America/Toronto'],
      Vancouver: ['America/Vancouver'],
    })
  })

  it('a park inserted without a zone gets its country’s', async () => {
    const { rows } = await server.db.query<{ time_zone: string }>(
      `INSERT INTO parks (slug, park_code, name, type, address, city, country_id, lat, lng, capacity, currency)
       VALUES ('tz-probe', 'TZPROBE1', 'Probe', 'city', '1 Rue', 'Dakar', (SELECT id FROM countries WHERE code = 'SN'), 14.7, -17.4, 5, 'XOF')
       RETURNING time_zone`,
    )
    expect(rows[0]!.time_zone).toBe('Africa/Dakar')
  })
})

describe('the worker’s log', () => {
  it('names messages by id only: no address, no code', async () => {
    expect(logLines.filter((line) => line.includes('"mail: sent"')).length).toBeGreaterThanOrEqual(6)
    expect(secrets.length).toBeGreaterThanOrEqual(10)
    for (const line of logLines) {
      for (const secret of secrets) expect(line).not.toContain(secret)
      expect(line).not.toMatch(/[\w.+-]+@example\.com/)
      expect(line).not.toMatch(/Parkade (verification|password reset) code/)
    }
  })
})

/** The QR modules a PNG from the mail draws (`scale` pixels a module), read back from its pixels. */
function pngModules(png: Buffer, scale: number): boolean[][] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  const width = png.readUInt32BE(16)
  const data: Buffer[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const modules = width / scale
  return Array.from({ length: modules }, (_, y) =>
    Array.from({ length: modules }, (_, x) => raw[(y * scale + scale / 2) * (width + 1) + 1 + x * scale + scale / 2] === 0),
  )
}
