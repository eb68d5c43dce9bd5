import type { ErrorCode, ErrorParams } from '../errors/errorCodes.ts'
import { errorMessage } from '../errors/errorMessage.ts'
import { problemOf } from '../errors/problemOf.ts'
import type { ProblemBody } from '../routes/defineRoute.ts'

// Each body names its own fake request, as each answer of the API does.
let issued = 0

/**
 * The Problem Details body the API answers for `code`: `detail` is the catalogue's sentence with
 * `params` filled in, as the API's HttpError builds it.
 */
export function problem<C extends ErrorCode>(code: C, params?: ErrorParams<C>, extra: { detail?: string; errors?: { field: string; message: string }[] } = {}): ProblemBody {
  issued += 1
  const values = params && Object.keys(params).length ? (params as Record<string, string | number>) : undefined
  return problemOf(code, `fake-${issued}`, { detail: extra.detail ?? errorMessage(code, params), ...(values ? { params: values } : {}), ...(extra.errors ? { errors: extra.errors } : {}) })
}
