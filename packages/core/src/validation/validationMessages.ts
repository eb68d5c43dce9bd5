import type { TranslationKey } from '../i18n/translationKey.ts'

/** The messages of SPEC §5, by their keys in the resources (as SPEC_MESSAGES names them). */
export const VALIDATION_MESSAGES = {
  required: 'validation.required' satisfies TranslationKey,
  invalidEmail: 'validation.invalidEmail' satisfies TranslationKey,
  passwordTooShort: 'validation.passwordTooShort' satisfies TranslationKey,
  parkIdRequired: 'validation.parkIdRequired' satisfies TranslationKey,
  noAuthToken: 'validation.noAuthToken' satisfies TranslationKey,
  invalidServerResponse: 'validation.invalidServerResponse' satisfies TranslationKey,
  noSocialLoginFound: 'validation.noSocialLoginSuccess' satisfies TranslationKey,
} as const
