// `pnpm --filter @parkade/api smtp-sink`: an SMTP server for trying the API's e-mail on one
// machine (SMTP_URL=smtp://127.0.0.1:2525). It accepts every message and prints its envelope,
// subject, attachments and plain text. SMTP_SINK_PORT moves it.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const port = Number(process.env.SMTP_SINK_PORT ?? 2525)

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
        const attachments = mail.attachments.map((a) => `${a.filename ?? a.contentType} (${a.size} bytes)`).join(', ')
        console.info(`\n── to ${to} · ${mail.subject ?? '(no subject)'}${attachments ? ` · ${attachments}` : ''}\n${(mail.text ?? '').trim()}`)
        callback()
      })
      .catch((error) => callback(error))
  },
})
server.on('error', (error) => console.error(`smtp-sink: ${error.message}`))
server.listen(port, '127.0.0.1', () => console.info(`smtp-sink: listening on smtp://127.0.0.1:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
