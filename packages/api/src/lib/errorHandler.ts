import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { applySecurityHeaders } from './applySecurityHeaders.ts'
import { formatValidationError } from './formatValidationError.ts'
import { HttpError } from './HttpError.ts'

interface Answer {
  status: number
  body: { detail: string; errors?: { field: string; message: string }[]; request_id?: string }
  headers?: Record<string, string>
}

// PostgreSQL error classes a request can provoke; answered as 4xx, never 500.
const DATABASE_ANSWERS: Record<string, [number, string]> = {
  '23505': [409, 'A record with these details already exists.'],
  '23503': [400, 'A referenced record does not exist.'],
  '23502': [400, 'A required value is missing.'],
  '23514': [400, 'A value is outside the allowed range.'],
  '22P02': [400, 'A value has an invalid format.'],
  '22003': [400, 'A number is out of range.'],
  '22001': [400, 'A value is too long.'],
  '22007': [400, 'A date or time has an invalid format.'],
  '22008': [400, 'A date or time is out of range.'],
  '22023': [400, 'A value is invalid.'],
  '22021': [400, 'A value contains a character that is not allowed.'],
  '22P05': [400, 'A value contains a character that is not allowed.'],
  '2201B': [400, 'A value has an invalid format.'],
  '54000': [400, 'A value is too large.'],
  '40001': [409, 'The request conflicted with another one. Please try again.'],
  '40P01': [409, 'The request conflicted with another one. Please try again.'],
}

// Fastify's own request errors, as sentences.
const FASTIFY_ANSWERS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type: send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_BAD_URL: [400, 'The address is not valid: part of it is wrongly encoded.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long: a part of it exceeds 200 characters.'],
}

function answerFor(error: FastifyError & { code?: string }): Answer {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail }, headers: error.headers }
  }
  if (error.validation) {
    const formatted = formatValidationError(error.validation, error.validationContext ?? 'body')
    return { status: 400, body: formatted }
  }
  const code = typeof error.code === 'string' ? error.code : ''
  if (DATABASE_ANSWERS[code] && typeof (error as { severity?: unknown }).severity === 'string') {
    const [status, detail] = DATABASE_ANSWERS[code]!
    return { status, body: { detail } }
  }
  if (FASTIFY_ANSWERS[code]) {
    const [status, detail] = FASTIFY_ANSWERS[code]!
    return { status, body: { detail } }
  }
  // JSON.parse failures from the body parser carry statusCode 400 and a SyntaxError message.
  if (error instanceof SyntaxError || /JSON/.test(error.message) && error.statusCode === 400) {
    return { status: 400, body: { detail: 'The request body is not valid JSON.' } }
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { detail: error.message || 'The request is invalid.' } }
  }
  return { status: 500, body: { detail: 'Something went wrong on the server. Please try again.' } }
}

/** The one error handler: every error answer is JSON with a readable `detail`. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error)
  if (answer.status >= 500) request.log.error({ err: error }, 'unhandled error')
  if (answer.headers) reply.headers(answer.headers)
  // Router errors (frameworkErrors) skip the onSend hooks that set these on every other answer.
  reply.type('application/json; charset=utf-8')
  applySecurityHeaders(reply)
  // The id of this request (also in X-Request-Id and the log line), for a support ticket.
  return reply.status(answer.status).type('application/json; charset=utf-8').send({ ...answer.body, request_id: String(request.id) })
}
