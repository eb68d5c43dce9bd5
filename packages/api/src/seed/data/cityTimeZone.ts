/** The IANA time zone of each seed city (the `city` of a landmark): e-mails show a park's local time. */
const CITY_TIME_ZONES: Readonly<Record<string, string>> = {
  Lagos: 'Africa/Lagos',
  Abuja: 'Africa/Lagos',
  'Port Harcourt': 'Africa/Lagos',
  Dakar: 'Africa/Dakar',
  Thiès: 'Africa/Dakar',
  Toronto: 'America/Toronto',
  // IANA keeps Montréal's zone as America/Toronto (America/Montreal is a link to it).
  Montréal: 'America/Toronto',
  Vancouver: 'America/Vancouver',
  'New York': 'America/New_York',
  Atlanta: 'America/New_York',
  Houston: 'America/Chicago',
}

/** The zone of a seed city; a city without one is a mistake in the data. */
export function cityTimeZone(city: string): string {
  const zone = CITY_TIME_ZONES[city]
  if (!zone) throw new Error(`No time zone for city ${city}`)
  return zone
}
