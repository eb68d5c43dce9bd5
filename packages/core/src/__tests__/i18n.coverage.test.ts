import { describe, expect, it } from 'vitest'
import { ABORTED_MESSAGE, NETWORK_ERROR_MESSAGE, NO_TOKEN_MESSAGE, TIMEOUT_MESSAGE } from '../api/createHttp.ts'
import { INVALID_RESPONSE_MESSAGE, NO_ACCESS_TOKEN_MESSAGE, PARK_ID_REQUIRED_MESSAGE } from '../api/createApiClient.ts'
import { errorMessage } from '../api/ParkadeApiError.ts'
import { createI18n, loadCoreTexts, messageKey } from '../i18n/index.ts'
import { withLoginTexts } from './withLoginTexts.ts'
import * as paymentErrors from '../payments/paymentErrors.ts'
import { VALIDATION_MESSAGES } from '../validation/validationMessages.ts'

// These tests read the French texts, as a page in French has them once fetched.
await loadCoreTexts('fr')

// The texts other folders throw must stay known to messageKey, or French users read English.
describe('every message the SDK throws has a translation', () => {
  const thrown: Record<string, string> = {
    ...VALIDATION_MESSAGES,
    ...paymentErrors,
    ABORTED_MESSAGE,
    NETWORK_ERROR_MESSAGE,
    NO_TOKEN_MESSAGE,
    TIMEOUT_MESSAGE,
    INVALID_RESPONSE_MESSAGE,
    NO_ACCESS_TOKEN_MESSAGE,
    PARK_ID_REQUIRED_MESSAGE,
    errorMessageFallback: errorMessage(undefined),
  }
  // With the login's texts, as every component that signs in has them (a failed sign-in's are there).
  const french = withLoginTexts(createI18n('fr'))

  it.each(Object.entries(thrown))('%s', (_name, text) => {
    const key = messageKey(text)
    expect(key, text).toBeDefined()
    expect(french.t(key ?? '')).not.toBe(text)
  })
})
