import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { VALIDATION_MESSAGES } from './validationMessages.ts'

/** The error message for a login password (SPEC §5), or undefined when valid. */
export function validatePassword(password: string | null | undefined): string | undefined {
  // Not trimmed: spaces are legitimate password characters.
  const value = password ?? ''
  if (value === '') return VALIDATION_MESSAGES.required
  // Count code points, so an emoji is one character as the user sees it.
  if (Array.from(value).length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort
  return undefined
}
