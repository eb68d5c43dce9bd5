import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { describeError } from '../api/ParkadeApiError.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type { Country } from '../api/types.ts'
import { createLatestRequest } from './createLatestRequest.ts'
import type { ClientStorage, RequestState, StoreLifetime } from './types.ts'

export interface CountriesState extends RequestState {
  countries: Country[]
  /** True when `countries` came from the local cache and no answer replaced it yet. */
  fromCache: boolean
  /**
   * SPEC §7: served from the local cache when present, and refreshed from the API; a failed
   * refresh keeps the cached list. Resolves the list shown.
   */
  load(): Promise<Country[]>
}

export type CountriesStore = StoreApi<CountriesState>

export interface CountriesStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'countries'>
  storage: ClientStorage
}

function readCountries(value: unknown): Country[] {
  return Array.isArray(value)
    ? value.filter((item): item is Country => !!item && typeof item === 'object' && typeof (item as Country).code === 'string')
    : []
}

export function createCountriesStore(options: CountriesStoreOptions): CountriesStore {
  const { api, storage, signal: lifetime } = options
  const latest = createLatestRequest(lifetime)
  const cached = readCountries(storage.get('countries'))

  return createStore<CountriesState>()((set, get) => ({
    countries: cached,
    fromCache: cached.length > 0,
    status: cached.length > 0 ? 'success' : 'idle',
    error: null,

    load: async () => {
      const ticket = latest.start()
      const shown = get().countries
      // With a cache the list is already on screen; the refresh happens quietly behind it.
      if (shown.length === 0) set({ status: 'loading', error: null })
      try {
        const countries = await api.countries.list({ signal: ticket.signal })
        if (!ticket.isLatest()) return get().countries
        const list = readCountries(countries)
        storage.set('countries', list)
        set({ countries: list, fromCache: false, status: 'success', error: null })
        return list
      } catch (error) {
        if (!ticket.isLatest()) return get().countries
        if (shown.length > 0) set({ status: 'success', error: null })
        else set({ status: 'error', error: describeError(error) })
        return shown
      }
    },
  }))
}
