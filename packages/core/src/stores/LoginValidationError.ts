import type { LoginErrors } from '../validation/validateLogin.ts'

/** Thrown by `login()` when the fields break the rules of SPEC §5; no request was sent. */
export class LoginValidationError extends Error {
  override readonly name = 'LoginValidationError'
  readonly fields: LoginErrors

  constructor(fields: LoginErrors) {
    super(fields.email ?? fields.password ?? 'Invalid login')
    this.fields = fields
  }
}
