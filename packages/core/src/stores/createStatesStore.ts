import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/createApiClient.ts'
import type { State } from '../api/types.ts'
import { BUILTIN_REGION_COUNTRY_IDS } from '@parkade/contract/domain'
import { createLatestRequest } from './createLatestRequest.ts'
import type { ClientStorage, RequestState, StoreLifetime } from './types.ts'

/** Where the shown states came from; 'none' when the API failed and nothing could stand in. */
export type StatesSource = 'api' | 'cache' | 'builtin' | 'none'

export interface StatesState extends RequestState {
  countryId: number | null
  states: State[]
  source: StatesSource | null
  /**
   * SPEC §7: from the API; on failure, silently, the cached states of that country, then the
   * built-in regions (country ids 1–4), else none. Resolves the list shown.
   */
  load(countryId: number): Promise<State[]>
}

export type StatesStore = StoreApi<StatesState>

export interface StatesStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'states'>
  storage: ClientStorage
}

function readStates(value: unknown): State[] {
  return Array.isArray(value)
    ? value.filter((item): item is State => !!item && typeof item === 'object' && typeof (item as State).country_id === 'number')
    : []
}

export function createStatesStore(options: StatesStoreOptions): StatesStore {
  const { api, storage, signal: lifetime } = options
  const latest = createLatestRequest(lifetime)

  // The cache holds every country loaded so far; a country's answer replaces only its own states.
  function cache(countryId: number, states: State[]) {
    const others = readStates(storage.get('states')).filter((state) => state.country_id !== countryId)
    storage.set('states', [...others, ...states.map((state) => ({ ...state, country_id: state.country_id ?? countryId }))])
  }

  async function fallback(countryId: number, builtin: Promise<State[]>): Promise<{ states: State[]; source: StatesSource }> {
    const cached = readStates(storage.get('states')).filter((state) => state.country_id === countryId)
    if (cached.length > 0) return { states: cached, source: 'cache' }
    const regions = await builtin
    if (regions.length > 0) return { states: regions, source: 'builtin' }
    return { states: [], source: 'none' }
  }

  // Fetched as the states are asked for (a bundle keeps them apart, core's own build too), so they
  // are at hand if the API fails; a country without built-in regions fetches nothing.
  const builtinFor = (countryId: number): Promise<State[]> =>
    (Object.values(BUILTIN_REGION_COUNTRY_IDS) as number[]).includes(countryId)
      ? import('./builtinStates.ts').then(
          (module) => module.builtinStates(countryId),
          () => [],
        )
      : Promise.resolve([])

  return createStore<StatesState>()((set, get) => ({
    countryId: null,
    states: [],
    source: null,
    status: 'idle',
    error: null,

    load: async (countryId) => {
      const ticket = latest.start()
      const builtin = builtinFor(countryId)
      set({ countryId, status: 'loading', error: null, ...(get().countryId === countryId ? {} : { states: [], source: null }) })
      try {
        const answer = await api.states.load(countryId, { signal: ticket.signal })
        if (!ticket.isLatest()) return get().states
        const states = readStates(Array.isArray(answer) ? answer.map((state) => ({ ...state, country_id: state.country_id ?? countryId })) : [])
        cache(countryId, states)
        set({ states, source: 'api', status: 'success', error: null })
        return states
      } catch {
        if (!ticket.isLatest()) return get().states
        // A failed states load falls back silently (SPEC §8): no error is shown.
        const { states, source } = await fallback(countryId, builtin)
        if (!ticket.isLatest()) return get().states
        set({ states, source, status: 'success', error: null })
        return states
      }
    },
  }))
}
