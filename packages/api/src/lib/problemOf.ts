import { ERROR_CATALOGUE, errorType } from '@parkade/contract/errors'
import type { ErrorCode } from '@parkade/contract/errors'
import type { ProblemBody } from '@parkade/contract'
import type { FieldError } from './HttpError.ts'

/** The RFC 9457 body of an error answer: `detail` keeps the English sentence for clients that predate `code`. */
export function problemOf(
  code: ErrorCode,
  requestId: string,
  { detail, params, errors }: { detail?: string; params?: Record<string, string | number>; errors?: FieldError[] } = {},
): ProblemBody {
  const spec = ERROR_CATALOGUE[code]
  return {
    type: errorType(code),
    title: spec.title,
    status: spec.status,
    detail: detail ?? spec.message,
    code,
    ...(params ? { params } : {}),
    instance: `urn:parkade:request:${requestId}`,
    request_id: requestId,
    ...(errors ? { errors } : {}),
  }
}
