import { SPEC_MESSAGES } from '../i18n/messages.ts'

/** The messages of SPEC §5, from the one catalogue of spec texts. */
export const VALIDATION_MESSAGES = {
  required: SPEC_MESSAGES.fieldRequired,
  invalidEmail: SPEC_MESSAGES.invalidEmail,
  passwordTooShort: SPEC_MESSAGES.passwordTooShort,
  parkIdRequired: SPEC_MESSAGES.parkIdRequired,
  noAuthToken: SPEC_MESSAGES.noAuthToken,
  invalidServerResponse: SPEC_MESSAGES.invalidServerResponse,
  noSocialLoginFound: SPEC_MESSAGES.noSocialLoginFound,
} as const
