import type { ParkadeClient } from '@parkade/core'

/**
 * The selected country's name, which the park search filters by (SPEC §3). Known from the
 * selected country or the countries list; else the list is loaded once (it is cached locally
 * afterwards). The two-letter code stands in when there is no list: the API accepts it too.
 */
export async function countryNameFor(client: ParkadeClient, code: string): Promise<string> {
  const countries = client.stores.countries
  const find = () => {
    const selected = client.stores.country.getState().selectedCountry
    if (selected?.code === code && selected.name) return selected.name
    return countries.getState().countries.find((country) => country.code.toUpperCase() === code)?.name
  }
  const known = find()
  if (known) return known
  const state = countries.getState()
  if (state.countries.length === 0) {
    if (state.status === 'loading') {
      // Someone else's load is under way: a second one would abort it.
      await new Promise<void>((resolve) => {
        const off = countries.subscribe((next) => {
          if (next.status === 'loading') return
          off()
          resolve()
        })
      })
    } else if (state.status !== 'error') {
      await state.load()
    }
  }
  return find() ?? code
}
