import { describe, expect, it } from 'vitest'
import { english } from './english.ts'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import {
  isTwoLetterCountryCode,
  profileCountryCode,
  validateEmail,
  validateLogin,
  validatePassword,
  VALIDATION_MESSAGES,
} from '../validation/index.ts'

describe('validation messages (SPEC §5)', () => {
  it('are the exact texts of the spec', () => {
    expect(Object.fromEntries(Object.entries(VALIDATION_MESSAGES).map(([name, key]) => [name, english(key)]))).toEqual({
      required: 'This field is required!',
      invalidEmail: 'Please enter a valid email',
      passwordTooShort: 'Password must be at least 8 characters',
      parkIdRequired: 'Park ID is required',
      noAuthToken: 'No authentication token found',
      invalidServerResponse: 'Invalid response from server',
      noSocialLoginFound: 'No successful social login found',
    })
  })
})

describe('validateEmail', () => {
  it.each([[''], ['   '], [undefined], [null]])('requires a value (%j)', (value) => {
    expect(validateEmail(value)).toBe(SPEC_MESSAGES.fieldRequired)
  })

  it.each([
    ['ada.example.com'], // no @
    ['ada@'], // no domain
    ['ada@example'], // domain without a dot
    ['@example.com'], // nothing before the @
    ['ada@@example.com'],
    ['ada lovelace@example.com'],
    ['ada@example.'],
    ['ada@.com'],
  ])('rejects %j as invalid', (value) => {
    expect(validateEmail(value)).toBe(SPEC_MESSAGES.invalidEmail)
  })

  it.each([['ada@example.com'], ['ada.lovelace+park@mail.example.co.uk'], ['  ada@example.ng  ']])(
    'accepts %j',
    (value) => {
      expect(validateEmail(value)).toBeUndefined()
    },
  )
})

describe('validatePassword', () => {
  it('requires a value', () => {
    expect(validatePassword('')).toBe(SPEC_MESSAGES.fieldRequired)
    expect(validatePassword(undefined)).toBe(SPEC_MESSAGES.fieldRequired)
  })

  it('needs at least 8 characters: 7 fails, 8 passes', () => {
    expect(validatePassword('1234567')).toBe(SPEC_MESSAGES.passwordTooShort)
    expect(validatePassword('12345678')).toBeUndefined()
    expect(validatePassword('123456789')).toBeUndefined()
  })

  it('counts characters as the user sees them and keeps spaces', () => {
    // 7 emoji are 14 UTF-16 units but 7 characters
    expect(validatePassword('🔑🔑🔑🔑🔑🔑🔑')).toBe(SPEC_MESSAGES.passwordTooShort)
    expect(validatePassword('        ')).toBeUndefined()
  })
})

describe('validateLogin', () => {
  it('returns an empty object when both fields are valid', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'correct horse' })).toEqual({})
  })

  it('reports each field', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: SPEC_MESSAGES.fieldRequired,
      password: SPEC_MESSAGES.fieldRequired,
    })
    expect(validateLogin({ email: 'ada', password: 'short' })).toEqual({
      email: SPEC_MESSAGES.invalidEmail,
      password: SPEC_MESSAGES.passwordTooShort,
    })
    expect(validateLogin({ email: 'ada@example.com', password: '1234567' })).toEqual({
      password: SPEC_MESSAGES.passwordTooShort,
    })
    expect(validateLogin({ email: 'ada@example', password: '12345678' })).toEqual({
      email: SPEC_MESSAGES.invalidEmail,
    })
    expect(validateLogin({})).toEqual({ email: SPEC_MESSAGES.fieldRequired, password: SPEC_MESSAGES.fieldRequired })
  })
})

describe('isTwoLetterCountryCode', () => {
  it.each([['NG'], ['sn'], ['Ca']])('accepts %j', (value) => {
    expect(isTwoLetterCountryCode(value)).toBe(true)
  })

  it.each([[1], ['1'], ['N'], ['NGA'], [' NG'], ['N1'], ['ÉÉ'], [''], [null], [undefined], [{ code: 'NG' }]])(
    'rejects %j',
    (value) => {
      expect(isTwoLetterCountryCode(value)).toBe(false)
    },
  )
})

describe('profileCountryCode (SPEC §5)', () => {
  it('uses country_id when it is a two-letter string, upper-cased', () => {
    expect(profileCountryCode({ country_id: 'sn', country: { code: 'US' } })).toBe('SN')
  })

  it('falls back to country.code when country_id is not a two-letter string', () => {
    expect(profileCountryCode({ country_id: 4, country: { code: 'ca' } })).toBe('CA')
    expect(profileCountryCode({ country_id: 'Senegal', country: { code: 'SN' } })).toBe('SN')
    expect(profileCountryCode({ country: { id: 2, name: 'United States', code: 'US' } })).toBe('US')
  })

  it('returns null when neither is a two-letter string', () => {
    expect(profileCountryCode({ country_id: 1 })).toBeNull()
    expect(profileCountryCode({ country_id: 1, country: { code: 'NGA' } })).toBeNull()
    expect(profileCountryCode({ country: 'NG' })).toBeNull()
    expect(profileCountryCode({ country: null })).toBeNull()
    expect(profileCountryCode({})).toBeNull()
    expect(profileCountryCode(null)).toBeNull()
    expect(profileCountryCode(undefined)).toBeNull()
  })
})
