import { BUILTIN_REGION_COUNTRY_IDS } from '@parkade/core'
import type { ParkadeClient } from '@parkade/core'

/** The API's id of a country when known (selected country, countries list, built-in ids), else its code. */
export function countryIdFor(client: ParkadeClient, code: string): number | string {
  const upper = code.toUpperCase()
  const selected = client.stores.country.getState().selectedCountry
  if (selected?.code === upper && selected.id !== null) return selected.id
  const listed = client.stores.countries.getState().countries.find((country) => country.code.toUpperCase() === upper)
  if (listed) return listed.id
  return (BUILTIN_REGION_COUNTRY_IDS as Record<string, number | undefined>)[upper] ?? upper
}
