import { isTwoLetterCountryCode } from './isTwoLetterCountryCode.ts'

/** The parts of a profile that may carry a country (SPEC §3); typed loosely because profiles come off the wire. */
export interface ProfileCountryFields {
  country_id?: unknown
  country?: unknown
}

/**
 * The profile's country code in upper case: `country_id` when it is a two-letter string,
 * else `country.code` when it is, else null (a numeric id is not a code; SPEC §5).
 */
export function profileCountryCode(profile: ProfileCountryFields | null | undefined): string | null {
  if (!profile) return null
  if (isTwoLetterCountryCode(profile.country_id)) return profile.country_id.toUpperCase()
  const country = profile.country
  const code = typeof country === 'object' && country !== null ? (country as { code?: unknown }).code : undefined
  if (isTwoLetterCountryCode(code)) return code.toUpperCase()
  return null
}
