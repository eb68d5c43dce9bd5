import type { TranslationKey } from '@parkade/core'

/** Seconds before another code may be requested (verification or password reset). */
export const RESEND_COOLDOWN_SECONDS = 30

/** The e-mailed codes are 6 digits. */
export const CODE_PATTERN = /^[0-9]{6}$/

/** What the v1 API accepts as a phone number: an optional +, then digits, spaces, brackets, dashes. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}$/

/** Spaces a driver types or pastes into a code are ignored. */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '')
}

/** SPEC §5's required message for an empty field. */
export function requiredErrorKey(value: string): TranslationKey | undefined {
  return value.trim() === '' ? 'validation.required' : undefined
}

export function codeErrorKey(value: string): TranslationKey | undefined {
  const code = normalizeCode(value)
  if (code === '') return 'validation.required'
  return CODE_PATTERN.test(code) ? undefined : 'auth.verify.codeInvalid'
}

/** The phone is optional: empty is valid. */
export function phoneErrorKey(value: string): TranslationKey | undefined {
  const phone = value.trim()
  return phone === '' || PHONE_PATTERN.test(phone) ? undefined : 'auth.register.phoneInvalid'
}
