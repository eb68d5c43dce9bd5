import { createHmac, timingSafeEqual } from 'node:crypto'
import { WebhookRefusal } from './WebhookRefusal.ts'

/** Stripe's default tolerance, used for Wave too: a signature older than this is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, ...parts: (string | Buffer)[]): string {
  const hmac = createHmac(algorithm, secret)
  for (const part of parts) hmac.update(part)
  return hmac.digest('hex')
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** One header value (a repeated header counts as forged: a proxy would not repeat it). */
export function singleHeader(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string {
  const value = headers[name]
  if (typeof value !== 'string' || value.trim() === '') throw new WebhookRefusal('bad-signature', `The ${name} header is missing.`)
  return value
}

/** Paystack: `x-paystack-signature` is the hex HMAC-SHA512 of the raw body with the secret key. */
export function checkPaystackSignature(rawBody: Buffer, signature: string, secretKey: string): void {
  if (!sameHex(hmacHex('sha512', secretKey, rawBody), signature)) {
    throw new WebhookRefusal('bad-signature', 'The x-paystack-signature does not match the body.')
  }
}

export interface TimestampedSignature {
  header: string
  rawBody: Buffer
  secret: string
  /** Between the timestamp and the body in the signed text: '.' for Stripe, '' for Wave. */
  separator: '.' | ''
  now: number
  toleranceSeconds?: number
}

/**
 * Stripe-Signature and Wave-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>` (several v1
 * during a secret's rotation) over `<t><separator><raw body>`. A signature that matches but is
 * older (or newer) than the tolerance is refused as stale: a recorded delivery cannot be replayed.
 */
export function checkTimestampedSignature(options: TimestampedSignature): number {
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of options.header.split(',')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const key = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && value) signatures.push(value)
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookRefusal('bad-signature', 'The signature header has no timestamp or no v1 signature.')
  }
  const expected = hmacHex('sha256', options.secret, String(timestamp), options.separator, options.rawBody)
  if (!signatures.some((signature) => sameHex(expected, signature))) {
    throw new WebhookRefusal('bad-signature', 'The signature does not match the body.')
  }
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS
  if (Math.abs(options.now / 1000 - timestamp) > tolerance) {
    throw new WebhookRefusal('stale', `The delivery was signed more than ${tolerance} seconds ago.`)
  }
  return timestamp
}

/** The body as JSON, or a refusal. */
export function parseWebhookJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'))
  } catch {
    throw new WebhookRefusal('malformed', 'The webhook body is not JSON.')
  }
}

/** Signs like Paystack (for the provider stand-ins in tests and development tools). */
export function paystackSignature(rawBody: string | Buffer, secretKey: string): string {
  return hmacHex('sha512', secretKey, rawBody)
}

/** Signs like Stripe ('.') or Wave (''). */
export function timestampedSignature(rawBody: string | Buffer, secret: string, separator: '.' | '', timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex('sha256', secret, String(timestamp), separator, rawBody)}`
}
