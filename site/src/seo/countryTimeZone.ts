// The zone the API gives a new park of each country (migration 102); an event, which has none of
// its own, is dated in its country's.
const ZONES: Readonly<Record<string, string>> = {
  NG: 'Africa/Lagos',
  SN: 'Africa/Dakar',
  CA: 'America/Toronto',
  US: 'America/New_York',
  GB: 'Europe/London',
}

/** The main IANA time zone of a country; UTC for one the product does not know. */
export function countryTimeZone(code: string | null | undefined): string {
  return ZONES[(code ?? '').trim().toUpperCase()] ?? 'UTC'
}
