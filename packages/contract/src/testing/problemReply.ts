import { ERROR_CATALOGUE } from '../errors/errorCatalogue.ts'
import type { ErrorCode, ErrorParams } from '../errors/errorCodes.ts'
import type { ProblemBody } from '../routes/defineRoute.ts'
import { problem } from './problem.ts'

/** An error reply of the fake API: the status of `code` and its Problem Details body. */
export function problemReply<C extends ErrorCode>(
  code: C,
  params?: ErrorParams<C>,
  extra?: { detail?: string; errors?: { field: string; message: string }[] },
): { status: (typeof ERROR_CATALOGUE)[C]['status']; body: ProblemBody } {
  return { status: ERROR_CATALOGUE[code].status, body: problem(code, params, extra) }
}
