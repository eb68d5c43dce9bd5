/**
 * An answer with a status and a sentence a person can read. Throw it from any route or hook;
 * the one error handler turns it into `{ detail }` (plus `errors` when given).
 */
export class HttpError extends Error {
  readonly statusCode: number
  readonly detail: string
  readonly errors: { field: string; message: string }[] | undefined
  readonly headers: Record<string, string> | undefined

  constructor(
    statusCode: number,
    detail: string,
    extra: { errors?: { field: string; message: string }[]; headers?: Record<string, string> } = {},
  ) {
    super(detail)
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.detail = detail
    this.errors = extra.errors
    this.headers = extra.headers
  }
}
