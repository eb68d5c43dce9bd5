import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { createTransport } from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'
import { claimNextMail } from './claimNextMail.ts'
import type { ClaimedMail } from './claimNextMail.ts'
import { deliverMail } from './deliverMail.ts'
import { describeSendError } from './describeSendError.ts'
import { isPermanentSendError } from './isPermanentSendError.ts'
import { markMailSent } from './markMailSent.ts'
import { recordMailFailure } from './recordMailFailure.ts'
import { DEFAULT_RETRY_POLICY, retryDelay } from './retryDelay.ts'
import type { RetryPolicy } from './retryDelay.ts'

type LogFn = (fields: Record<string, unknown>, message: string) => void

/** The part of a pino/Fastify logger the worker writes to. */
export interface MailWorkerLog {
  info: LogFn
  warn: LogFn
  error: LogFn
}

export interface MailWorkerOptions {
  db: Database
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailPollMs'>
  log: MailWorkerLog
  retry?: Partial<RetryPolicy>
  /** How long a claimed message stays this worker's before another may take it over. */
  leaseMs?: number
  /** Names this worker in the queue (locked_by); default host, process and a random suffix. */
  workerId?: string
}

export interface MailWorker {
  /** Stops polling and waits for a send in flight to be recorded. */
  stop(): Promise<void>
  /** Sends every due message now (after a run in flight, if any); resolves with how many were sent. */
  runOnce(): Promise<number>
}

// A send is bounded by these inactivity timeouts, well inside the lease, so a slow mail server
// cannot keep a message past its lease and have a second worker send it too.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }
const DEFAULT_LEASE_MS = 5 * 60_000

/** The domain of the From address, for Message-IDs: `Parkade <no-reply@example.com>` → example.com. */
function fromDomain(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'parkade.invalid'
}

const idle: MailWorker = { stop: async () => undefined, runOnce: async () => 0 }

/**
 * Delivers the mail queue (the outbox table) by SMTP: claims due messages one at a time under a
 * lease, sends each with nodemailer, marks it sent, or schedules a retry with exponential backoff
 * and jitter, and after the last attempt keeps it as failed. Polls every `mailPollMs` when idle
 * and drains without pausing while messages are due. Without `smtpUrl` it does nothing: messages
 * stay queued (in sandbox mode, read at /dev/outbox). Logs name messages by id only.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config, log } = options
  if (!config.smtpUrl) return idle
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry }
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const domain = fromDomain(config.mailFrom)
  const transport: Transporter = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })

  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null

  const fail = async (mail: ClaimedMail, error: string, final: boolean) => {
    const retryInMs = retryDelay(mail.attempts, policy)
    const status = await recordMailFailure(db, mail.id, workerId, { error, final, retryInMs })
    const fields = { mail_id: mail.id, kind: mail.kind, attempt: mail.attempts, error }
    if (status === 'failed') log.error(fields, 'mail: delivery failed for good; kept as failed')
    else if (status === 'queued') log.warn({ ...fields, retry_in_ms: retryInMs }, 'mail: delivery failed; will retry')
  }

  /** One claimed message: true when it was sent. */
  const handle = async (mail: ClaimedMail): Promise<boolean> => {
    if (mail.attempts > policy.maxAttempts) {
      await fail(mail, 'Its last attempt was cut short (the sending process stopped); not retried.', true)
      return false
    }
    try {
      await deliverMail(transport, config.mailFrom, mail)
    } catch (error) {
      await fail(mail, describeSendError(error), isPermanentSendError(error) || mail.attempts >= policy.maxAttempts)
      return false
    }
    await markMailSent(db, mail.id)
    log.info({ mail_id: mail.id, kind: mail.kind, attempt: mail.attempts, message_id: mail.message_id }, 'mail: sent')
    return true
  }

  const drain = async (): Promise<number> => {
    let sent = 0
    while (!stopped) {
      const mail = await claimNextMail(db, workerId, leaseMs, domain)
      if (!mail) break
      if (await handle(mail)) sent++
    }
    return sent
  }

  const runOnce = async (): Promise<number> => {
    // One drain at a time per worker: a call during a run waits for it, then drains again.
    while (running) await running.catch(() => 0)
    running = drain()
    try {
      return await running
    } finally {
      running = null
    }
  }

  const tick = async () => {
    timer = null
    try {
      await runOnce()
    } catch (error) {
      // The database was unreachable or closing: messages stay queued (or leased) for a later tick.
      log.error({ error: describeSendError(error) }, 'mail: the queue could not be read or updated')
    }
    if (!stopped) timer = setTimeout(tick, config.mailPollMs).unref()
  }
  timer = setTimeout(tick, 0).unref()

  return {
    runOnce,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running?.catch(() => 0)
      transport.close()
    },
  }
}
