import { validateEmail } from './validateEmail.ts'
import { validatePassword } from './validatePassword.ts'

export interface LoginFields {
  email: string
  password: string
}

export interface LoginErrors {
  email?: string
  password?: string
}

/** Field errors of the login form (SPEC §5); an empty object when both fields are valid. */
export function validateLogin(fields: Partial<LoginFields>): LoginErrors {
  const errors: LoginErrors = {}
  const email = validateEmail(fields.email)
  const password = validatePassword(fields.password)
  if (email) errors.email = email
  if (password) errors.password = password
  return errors
}
