import { VALIDATION_MESSAGES } from './validationMessages.ts'

// One @, something before it, and a dotted domain: what a login form can reasonably check;
// the server decides whether the address exists.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** The error message for a login email (SPEC §5), or undefined when valid. Surrounding spaces are ignored. */
export function validateEmail(email: string | null | undefined): string | undefined {
  const value = (email ?? '').trim()
  if (value === '') return VALIDATION_MESSAGES.required
  if (!EMAIL_PATTERN.test(value)) return VALIDATION_MESSAGES.invalidEmail
  return undefined
}
