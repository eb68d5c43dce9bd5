import type { FastifyServerOptions } from 'fastify'

/**
 * Fields no log line may carry, wherever they appear in a logged object: credentials, one-time
 * codes, tokens, card data and addresses. pino replaces their values with "[redacted]".
 */
export const REDACTED_PATHS = [
  'password',
  'new_password',
  'code',
  'token',
  'access_token',
  'id_token',
  'authorization',
  'email',
  'to',
  'card',
  'card_number',
  '*.password',
  '*.new_password',
  '*.code',
  '*.token',
  '*.access_token',
  '*.id_token',
  '*.authorization',
  '*.email',
  '*.to',
  '*.card',
  '*.card_number',
  'req.headers.authorization',
  'req.headers.cookie',
  'err.detail',
  'err.where',
  'err.parameters',
]

/**
 * The API's pino options: JSON lines, request ids, the redaction above. Fastify's own
 * "incoming request" / "request completed" pair is replaced by one line per request
 * (requestLogging.ts).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  }
}
