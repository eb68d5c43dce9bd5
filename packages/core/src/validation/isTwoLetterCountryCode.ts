/** True for a two-letter string such as 'NG' or 'sn' (SPEC §5: only those are country codes). */
export function isTwoLetterCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)
}
