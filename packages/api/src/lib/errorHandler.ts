import { PROBLEM_TYPE } from '@parkade/contract'
import type { ErrorCode } from '@parkade/contract/errors'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { applySecurityHeaders } from './applySecurityHeaders.ts'
import { formatValidationError } from './formatValidationError.ts'
import type { FieldError } from './HttpError.ts'
import { HttpError } from './HttpError.ts'
import { problemOf } from './problemOf.ts'

interface Answer {
  code: ErrorCode
  detail?: string
  params?: Record<string, string | number>
  errors?: FieldError[]
  headers?: Record<string, string>
}

// PostgreSQL error classes a request can provoke; answered as 4xx, never 500.
const DATABASE_ANSWERS: Record<string, ErrorCode> = {
  '23505': 'data.duplicate',
  '23503': 'data.missing_reference',
  '23502': 'data.missing_value',
  '23514': 'data.out_of_range',
  '22P02': 'data.invalid_format',
  '22003': 'data.number_out_of_range',
  '22001': 'data.too_long',
  '22007': 'data.invalid_date_format',
  '22008': 'data.date_out_of_range',
  '22023': 'data.invalid_value',
  '22021': 'data.invalid_character',
  '22P05': 'data.invalid_character',
  '2201B': 'data.invalid_format',
  '54000': 'data.too_large',
  '40001': 'data.conflict',
  '40P01': 'data.conflict',
}

// Fastify's own request errors.
const FASTIFY_ANSWERS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.body_length_mismatch',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.body_empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.body_not_json',
  FST_ERR_BAD_URL: 'request.bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'request.url_too_long',
}

function answerFor(error: FastifyError & { code?: string }): Answer {
  if (error instanceof HttpError) {
    return {
      code: error.code,
      detail: error.detail,
      ...(error.params ? { params: error.params as Record<string, string | number> } : {}),
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.headers ? { headers: error.headers } : {}),
    }
  }
  if (error.validation) {
    const formatted = formatValidationError(error.validation, error.validationContext ?? 'body')
    return { code: 'request.validation_failed', detail: formatted.detail, errors: formatted.errors }
  }
  const code = typeof error.code === 'string' ? error.code : ''
  if (DATABASE_ANSWERS[code] && typeof (error as { severity?: unknown }).severity === 'string') return { code: DATABASE_ANSWERS[code]! }
  if (FASTIFY_ANSWERS[code]) return { code: FASTIFY_ANSWERS[code]! }
  // JSON.parse failures from the body parser carry statusCode 400 and a SyntaxError message.
  if (error instanceof SyntaxError || (/JSON/.test(error.message) && error.statusCode === 400)) return { code: 'request.body_not_json' }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: error.statusCode === 404 ? 'request.not_found' : 'request.invalid', ...(error.message ? { detail: error.message } : {}) }
  }
  return { code: 'server.error' }
}

/** The one error handler: every error answer is Problem Details with a code and a readable `detail`. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error)
  const body = problemOf(answer.code, String(request.id), answer)
  if (body.status >= 500) request.log.error({ err: error }, 'unhandled error')
  if (answer.headers) reply.headers(answer.headers)
  // Router errors (frameworkErrors) skip the onSend hooks that set these on every other answer.
  applySecurityHeaders(reply)
  return reply.status(body.status).type(`${PROBLEM_TYPE}; charset=utf-8`).send(body)
}
