import { redactAddresses } from './redactAddresses.ts'

/** What nodemailer's errors carry besides the message. */
interface SmtpErrorFields {
  code?: unknown
  responseCode?: unknown
}

/**
 * A delivery error in one line fit for the queue and the logs: the SMTP reply code and the
 * message, addresses masked (a refusal often quotes the recipient), at most 500 characters.
 */
export function describeSendError(error: unknown): string {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields
  const message = error instanceof Error ? error.message : String(error)
  const prefix = [fields.code, fields.responseCode].filter((part) => typeof part === 'string' || typeof part === 'number').join(' ')
  return redactAddresses(prefix ? `${prefix}: ${message}` : message).replace(/\s+/g, ' ').slice(0, 500)
}

