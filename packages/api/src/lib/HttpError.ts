import { ERROR_CATALOGUE, errorMessage } from '@parkade/contract/errors'
import type { FieldError } from '@parkade/contract'
import type { ErrorCode, ErrorParams } from '@parkade/contract/errors'

export type { FieldError }

export interface HttpErrorExtra {
  errors?: FieldError[]
  headers?: Record<string, string>
  /** A sentence more precise than the catalogue's (a provider's own words); the code stays the same. */
  detail?: string
}

/**
 * An error answer, named by its code in the contract's catalogue (which gives its status and
 * sentence). Throw it from any route or hook; the one error handler answers Problem Details.
 */
export class HttpError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C
  readonly statusCode: number
  readonly detail: string
  readonly params: ErrorParams<C> | undefined
  readonly errors: FieldError[] | undefined
  readonly headers: Record<string, string> | undefined

  constructor(code: C, ...[params, extra = {}]: Record<string, never> extends ErrorParams<C> ? [params?: ErrorParams<C>, extra?: HttpErrorExtra] : [params: ErrorParams<C>, extra?: HttpErrorExtra]) {
    const detail = extra.detail ?? errorMessage(code, params)
    super(detail)
    this.name = 'HttpError'
    this.code = code
    this.statusCode = ERROR_CATALOGUE[code].status
    this.detail = detail
    this.params = params && Object.keys(params).length ? params : undefined
    this.errors = extra.errors
    this.headers = extra.headers
  }
}
