import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message the sink accepted: the envelope's recipients and the parsed MIME message. */
export interface ReceivedMail {
  recipients: string[]
  mail: ParsedMail
  raw: string
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, for config.smtpUrl. */
  url: string
  received: ReceivedMail[]
  /** DATA attempts, accepted or refused. */
  attempts: number
  /** While set, every message is refused at the end of DATA with this reply code (451: try later, 550: never). */
  refuseWith: number | null
  /** Resolves once `count` messages have been accepted (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  /** Stops listening (the mail server is down) … */
  stop(): Promise<void>
  /** … and listens again on the same port. */
  restart(): Promise<void>
}

/**
 * A real SMTP server in the test process (smtp-server, no TLS, no authentication) that keeps
 * what it accepts, parsed with mailparser, and can refuse on demand.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let server: SMTPServer
  let port = 0
  const sink: SmtpSink = {
    url: '',
    received: [],
    attempts: 0,
    refuseWith: null,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      while (sink.received.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP sink: ${sink.received.length} of ${count} messages after ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return sink.received
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    restart: () => listen(),
  }

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          sink.attempts++
          if (sink.refuseWith !== null) {
            const refusal = Object.assign(new Error(sink.refuseWith >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: sink.refuseWith })
            callback(refusal)
            return
          }
          const raw = Buffer.concat(chunks).toString('utf8')
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address)
          // cid: links stay as sent (mailparser would inline the images as data: URLs).
          simpleParser(raw, { keepCidLinks: true }).then((mail) => {
            sink.received.push({ recipients, mail, raw })
            callback()
          }, callback)
        })
      },
    })

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = create()
      server.on('error', reject)
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port
        sink.url = `smtp://127.0.0.1:${port}`
        resolve()
      })
    })

  await listen()
  return sink
}
