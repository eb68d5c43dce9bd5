import type { StorageKey } from './types.ts'

/** Every key of SPEC §3 and how its value is written. */
export const STORAGE_KEYS = {
  token: 'string',
  profile: 'json',
  countries: 'json',
  states: 'json',
  selectedCountry: 'json',
  user: 'json',
  email: 'json',
  vehicles: 'json',
  language: 'string',
  userLanguagePreference: 'string',
  social_login_success: 'flag',
  social_redirect: 'string',
} as const satisfies Record<StorageKey, 'string' | 'json' | 'flag'>

/** The keys SPEC §5 cleans at start-up when their value is corrupt, 'undefined' or 'null'. */
export const CLEANED_STORAGE_KEYS = [
  'profile',
  'countries',
  'states',
  'selectedCountry',
  'user',
  'email',
] as const satisfies readonly StorageKey[]

export const DEFAULT_STORAGE_NAMESPACE = 'parkade:'
