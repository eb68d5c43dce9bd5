// The mail server refuses or is down, then recovers: messages are delayed, retried with
// exponential backoff, then all delivered, none lost, none twice; refusals for good are kept as failed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startMailWorker } from '../mail/startMailWorker.ts'
import type { MailWorker, MailWorkerOptions } from '../mail/startMailWorker.ts'
import { startSmtpSink } from './helpers/startSmtpSink.ts'
import type { SmtpSink } from './helpers/startSmtpSink.ts'
import { startTestServer, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

interface QueueRow {
  to_email: string
  status: string
  attempts: number
  last_error: string | null
  /** next_attempt_at − now(), in ms, when read. */
  wait_ms: number
}

let sink: SmtpSink
let server: TestServer
let worker: MailWorker | null = null
const warnings: Array<Record<string, unknown>> = []
const silent = () => undefined

beforeAll(async () => {
  sink = await startSmtpSink()
  server = await startTestServer({ config: { smtpUrl: sink.url, mailPollMs: 50 } })
})
afterEach(async () => {
  await worker?.stop()
  worker = null
  sink.refuseWith = null
})
afterAll(async () => {
  await server?.close()
  await sink?.stop()
})

function start(retry: MailWorkerOptions['retry'], mailPollMs = 50): MailWorker {
  worker = startMailWorker({
    db: server.db,
    config: { ...server.config, mailPollMs },
    log: { info: silent, warn: (fields) => warnings.push(fields), error: (fields) => warnings.push(fields) },
    retry,
  })
  return worker
}

async function rowsFor(emails: string[]): Promise<QueueRow[]> {
  const { rows } = await server.db.query<QueueRow>(
    `SELECT to_email, status, attempts, last_error, (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS wait_ms
       FROM outbox WHERE to_email = ANY($1) ORDER BY id`,
    [emails],
  )
  return rows
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** How many accepted messages went to each address. */
const deliveries = (emails: string[]) => emails.map((email) => sink.received.filter((entry) => entry.recipients.includes(email)).length)

async function registerAll(count: number, prefix: string): Promise<string[]> {
  const emails = Array.from({ length: count }, () => uniqueEmail(prefix))
  // Registration answers at once whatever the mail server does: the mail waits in the queue.
  for (const email of emails) await server.register(email)
  return emails
}

describe('a mail server that refuses for a while', () => {
  it('451 on DATA, then recovery: the messages are retried, then each delivered exactly once', async () => {
    sink.refuseWith = 451
    start({ baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 10 })
    const emails = await registerAll(3, 'refused')
    // Queued again after its second attempt: two refusals recorded.
    await until('every message failed twice', async () => (await rowsFor(emails)).every((row) => row.attempts >= 2 && row.status === 'queued'))

    const failing = await rowsFor(emails)
    for (const row of failing) {
      expect(row.last_error).toMatch(/451/)
      expect(row.last_error).not.toContain(row.to_email)
    }
    expect(deliveries(emails)).toEqual([0, 0, 0])
    expect(warnings.some((fields) => typeof fields.retry_in_ms === 'number' && fields.attempt === 2)).toBe(true)

    sink.refuseWith = null
    await until('every message was sent', async () => (await rowsFor(emails)).every((row) => row.status === 'sent'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(deliveries(emails)).toEqual([1, 1, 1])
    for (const row of await rowsFor(emails)) {
      expect(row.attempts).toBeGreaterThanOrEqual(3)
      expect(row.last_error).toBeNull()
    }
  })

  it('a mail server that is down, then up again: nothing lost, nothing twice', async () => {
    await sink.stop()
    start({ baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 10 })
    const emails = await registerAll(2, 'down')
    await until('every message failed twice', async () => (await rowsFor(emails)).every((row) => row.attempts >= 2 && row.status === 'queued'))
    for (const row of await rowsFor(emails)) expect(row.last_error).toMatch(/ECONNREFUSED/)

    await sink.restart()
    await until('every message was sent', async () => (await rowsFor(emails)).every((row) => row.status === 'sent'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(deliveries(emails)).toEqual([1, 1])
  })
})

describe('the backoff schedule and its end', () => {
  it('waits double each time, jittered over the upper half, capped; after the last attempt the message is kept as failed', async () => {
    sink.refuseWith = 421
    // No polling between the runs this test makes itself.
    const manual = start({ baseDelayMs: 1000, maxDelayMs: 4000, maxAttempts: 5 }, 3_600_000)
    const [email] = await registerAll(1, 'backoff')
    const expected: Array<[min: number, max: number]> = [
      [500, 1000],
      [1000, 2000],
      [2000, 4000],
      [2000, 4000],
    ]
    for (const [attempt, [min, max]] of expected.entries()) {
      await server.db.query('UPDATE outbox SET next_attempt_at = now() WHERE to_email = $1', [email])
      expect(await manual.runOnce()).toBe(0)
      const [row] = await rowsFor([email!])
      expect(row).toMatchObject({ status: 'queued', attempts: attempt + 1 })
      expect(row!.wait_ms).toBeGreaterThan(min - 250)
      expect(row!.wait_ms).toBeLessThanOrEqual(max)
    }
    await server.db.query('UPDATE outbox SET next_attempt_at = now() WHERE to_email = $1', [email])
    await manual.runOnce()
    const [last] = await rowsFor([email!])
    expect(last).toMatchObject({ status: 'failed', attempts: 5 })
    expect(last!.last_error).toMatch(/421/)

    // Kept, and never tried again.
    sink.refuseWith = null
    await server.db.query('UPDATE outbox SET next_attempt_at = now() WHERE to_email = $1', [email])
    expect(await manual.runOnce()).toBe(0)
    expect((await rowsFor([email!]))[0]).toMatchObject({ status: 'failed', attempts: 5 })
    expect(deliveries([email!])).toEqual([0])
  })

  it('a refusal for good (550) fails the message at once, kept with its error and no address', async () => {
    sink.refuseWith = 550
    start({ baseDelayMs: 50, maxDelayMs: 100, maxAttempts: 10 })
    const [email] = await registerAll(1, 'refused-for-good')
    await until('the message failed', async () => (await rowsFor([email!]))[0]!.status === 'failed')
    const [row] = await rowsFor([email!])
    expect(row!.attempts).toBe(1)
    expect(row!.last_error).toMatch(/550/)
    expect(row!.last_error).not.toContain(email)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await rowsFor([email!]))[0]!.attempts).toBe(1)
  })
})
