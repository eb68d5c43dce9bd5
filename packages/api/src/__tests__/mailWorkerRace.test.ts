// Several API instances on one database each run a mail worker: every message is sent once, a
// message whose sender died is taken over after its lease, and with no SMTP_URL nothing is sent.
import type { OutboxMessage } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/Database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { claimNextMail } from '../mail/claimNextMail.ts'
import { queueMail } from '../mail/queueMail.ts'
import { recordMailFailure } from '../mail/recordMailFailure.ts'
import { startMailWorker } from '../mail/startMailWorker.ts'
import type { MailWorkerLog } from '../mail/startMailWorker.ts'
import { http } from './helpers/http.ts'
import { startSmtpSink } from './helpers/startSmtpSink.ts'
import type { SmtpSink } from './helpers/startSmtpSink.ts'
import { startTestServer, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let sink: SmtpSink
let server: TestServer
/** A second connection to the same database, as another instance has (on PGlite: the one handle). */
let other: Database

beforeAll(async () => {
  sink = await startSmtpSink()
  server = await startTestServer({ config: { smtpUrl: sink.url } })
  other = server.storage.kind === 'postgres' ? await openDatabase({ databaseUrl: server.storage.databaseUrl, dataDir: '' }) : server.db
})
afterAll(async () => {
  if (other && other !== server.db) await other.close()
  await server?.close()
  await sink?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Queues `count` messages to new addresses in one transaction; returns the addresses. */
async function queue(count: number, prefix: string): Promise<string[]> {
  const emails = Array.from({ length: count }, () => uniqueEmail(prefix))
  await server.db.transaction(async (tx) => {
    for (const [index, to] of emails.entries()) {
      const code = String(100_000 + index)
      await queueMail(tx, { to, kind: 'verify-email', lang: 'en', subject: `Message ${index}`, text: `Code ${code}`, html: `<p>Code ${code}</p>`, code })
    }
  })
  return emails
}

async function rowsFor(emails: string[]) {
  const { rows } = await server.db.query<{ id: number; status: string; attempts: number; message_id: string | null }>(
    'SELECT id, status, attempts, message_id FROM outbox WHERE to_email = ANY($1) ORDER BY id',
    [emails],
  )
  return rows
}

const deliveries = (emails: string[]) => emails.map((email) => sink.received.filter((entry) => entry.recipients.includes(email)).length)

/** A logger that keeps the ids of the messages its worker sent. */
function sentIds(into: number[]): MailWorkerLog {
  return {
    info: (fields) => {
      if (typeof fields.mail_id === 'number') into.push(fields.mail_id)
    },
    warn: () => undefined,
    error: () => undefined,
  }
}

describe('two workers, one queue', () => {
  it('racing over 50 queued messages, on two connections: each message is delivered exactly once', async () => {
    const emails = await queue(50, 'race')
    const byA: number[] = []
    const byB: number[] = []
    const a = startMailWorker({ db: server.db, config: { ...server.config, mailPollMs: 20 }, log: sentIds(byA), workerId: 'instance-a' })
    const b = startMailWorker({ db: other, config: { ...server.config, mailPollMs: 20 }, log: sentIds(byB), workerId: 'instance-b' })
    try {
      await Promise.all([a.runOnce(), b.runOnce()])
      const deadline = Date.now() + 20_000
      while ((await rowsFor(emails)).some((row) => row.status !== 'sent') && Date.now() < deadline) await sleep(25)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }

    expect(deliveries(emails)).toEqual(emails.map(() => 1))
    const rows = await rowsFor(emails)
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    expect([...byA, ...byB].sort((x, y) => x - y)).toEqual(rows.map((row) => row.id))
    // Both took part, and no message was sent by both.
    expect(byA.length).toBeGreaterThan(0)
    expect(byB.length).toBeGreaterThan(0)
    expect(byA.filter((id) => byB.includes(id))).toEqual([])
  })

  it('a message claimed by a process that died is sent after its lease, once, with the same Message-ID', async () => {
    const [email] = await queue(1, 'orphan')
    const dead = await claimNextMail(server.db, 'dead-instance', 1000, 'parkade.test')
    expect(dead).toMatchObject({ to_email: email, attempts: 1 })

    const live = startMailWorker({ db: other, config: { ...server.config, mailPollMs: 3_600_000 }, log: sentIds([]), workerId: 'live-instance' })
    try {
      // Still leased to the dead instance.
      expect(await live.runOnce()).toBe(0)
      expect(deliveries([email!])).toEqual([0])
      await sleep(1100)
      expect(await live.runOnce()).toBe(1)
    } finally {
      await live.stop()
    }
    expect(deliveries([email!])).toEqual([1])
    const [row] = await rowsFor([email!])
    expect(row).toMatchObject({ status: 'sent', attempts: 2, message_id: dead!.message_id })
    expect(sink.received.find((entry) => entry.recipients.includes(email!))?.mail.messageId).toBe(dead!.message_id)

    // The dead instance coming back to report a failure changes nothing: it lost the lease.
    expect(await recordMailFailure(server.db, dead!.id, 'dead-instance', { error: 'late', final: false, retryInMs: 0 })).toBeNull()
    expect((await rowsFor([email!]))[0]!.status).toBe('sent')
  })
})

describe('no SMTP_URL', () => {
  it('the worker does nothing: messages stay queued and /dev/outbox lists them with their codes', async () => {
    const emails = await queue(2, 'sandbox')
    const calls: unknown[] = []
    const log: MailWorkerLog = { info: (...args) => calls.push(args), warn: (...args) => calls.push(args), error: (...args) => calls.push(args) }
    const idle = startMailWorker({ db: server.db, config: { ...server.config, smtpUrl: null, mailPollMs: 10 }, log })
    expect(await idle.runOnce()).toBe(0)
    await sleep(100)
    await idle.stop()

    expect(calls).toEqual([])
    expect((await rowsFor(emails)).map((row) => [row.status, row.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
    ])
    expect(deliveries(emails)).toEqual([0, 0])
    const listed = (await http<OutboxMessage[]>(`${server.apiBase}/dev/outbox?email=${encodeURIComponent(emails[0]!)}`)).body
    expect(listed).toMatchObject([{ to: emails[0], kind: 'verify-email', body: 'Code 100000', code: '100000' }])
  })
})
