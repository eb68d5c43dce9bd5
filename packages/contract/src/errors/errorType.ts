import type { ErrorCode } from './errorCodes.ts'

/** Where every problem type is documented; the `type` of a Problem Details body is this plus its code. */
export const ERROR_TYPE_BASE = 'https://docs.parkade.example/errors/'

/** RFC 9457 `type`: a URI naming the problem, e.g. https://docs.parkade.example/errors/auth.invalid_credentials. */
export function errorType(code: ErrorCode): string {
  return `${ERROR_TYPE_BASE}${code}`
}

/** The code a `type` URI names, or null for `about:blank` and foreign types. */
export function codeOfErrorType(type: string): string | null {
  return type.startsWith(ERROR_TYPE_BASE) ? type.slice(ERROR_TYPE_BASE.length) : null
}
