import type { ProblemBody } from '../routes/defineRoute.ts'
import { ERROR_CATALOGUE } from './errorCatalogue.ts'
import type { ErrorCode } from './errorCodes.ts'
import { errorType } from './errorType.ts'

/**
 * The RFC 9457 body of an error answer: `detail` keeps the English sentence for clients that
 * predate `code`. Here so the API and the test fakes answer errors with the same body.
 */
export function problemOf(
  code: ErrorCode,
  requestId: string,
  { detail, params, errors }: { detail?: string; params?: Record<string, string | number>; errors?: { field: string; message: string }[] } = {},
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
