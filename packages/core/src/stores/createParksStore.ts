import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { describeError } from '../api/ParkadeApiError.ts'
import { PARK_ID_REQUIRED_MESSAGE } from '../api/createApiClient.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type { Park, ParkRate, ParkSearchQuery } from '../api/types.ts'
import { DEFAULT_VEHICLE_TYPE_ID } from '../constants.ts'
import { createLatestRequest } from './createLatestRequest.ts'
import type { LatestRequest } from './createLatestRequest.ts'
import { parkRateKey } from './parkRateKey.ts'
import type { RequestState, StoreLifetime } from './types.ts'

export interface ParkRateEntry extends RequestState {
  rate: ParkRate | null
}

export interface ParksState extends RequestState {
  parks: Park[]
  total: number
  page: number
  size: number
  pages: number
  query: ParkSearchQuery
  /** Rates by `parkRateKey(parkId, vehicleTypeId)`, so several park widgets can share the store. */
  rates: Record<string, ParkRateEntry>
  /** Filtered by country name, search text, lat, lng, page (SPEC §3). Resolves null on failure. */
  search(query?: ParkSearchQuery): Promise<Park[] | null>
  /**
   * The rate for a vehicle type (default 1). 'Park ID is required' without an id, and no request
   * (SPEC §5). Resolves null on failure; the entry holds the message.
   */
  rate(parkId: number | string | null | undefined, vehicleTypeId?: number): Promise<ParkRate | null>
}

export type ParksStore = StoreApi<ParksState>

export interface ParksStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'parks'>
}

export function createParksStore(options: ParksStoreOptions): ParksStore {
  const { api, signal: lifetime } = options
  const latestSearch = createLatestRequest(lifetime)
  const latestRates = new Map<string, LatestRequest>()

  return createStore<ParksState>()((set, get) => {
    function setRate(key: string, entry: ParkRateEntry) {
      set({ rates: { ...get().rates, [key]: entry } })
    }

    return {
      parks: [],
      total: 0,
      page: 1,
      size: 0,
      pages: 0,
      query: {},
      rates: {},
      status: 'idle',
      error: null,

      search: async (query = {}) => {
        const ticket = latestSearch.start()
        set({ status: 'loading', error: null, query })
        try {
          const answer = await api.parks.search(query, { signal: ticket.signal })
          if (!ticket.isLatest()) return null
          const parks = answer.items ?? []
          set({
            parks,
            total: answer.total ?? parks.length,
            page: answer.page ?? query.page ?? 1,
            size: answer.size ?? parks.length,
            pages: answer.pages ?? 1,
            status: 'success',
            error: null,
          })
          return parks
        } catch (error) {
          if (ticket.isLatest()) set({ status: 'error', error: describeError(error) })
          return null
        }
      },

      rate: async (parkId, vehicleTypeId = DEFAULT_VEHICLE_TYPE_ID) => {
        const key = parkRateKey(parkId, vehicleTypeId)
        if (parkId === null || parkId === undefined || parkId === '') {
          setRate(key, { rate: null, status: 'error', error: { message: PARK_ID_REQUIRED_MESSAGE } })
          return null
        }
        let latest = latestRates.get(key)
        if (!latest) {
          latest = createLatestRequest(lifetime)
          latestRates.set(key, latest)
        }
        const ticket = latest.start()
        setRate(key, { rate: get().rates[key]?.rate ?? null, status: 'loading', error: null })
        try {
          const rate = await api.parks.rate(parkId, { vehicle_type_id: vehicleTypeId }, { signal: ticket.signal })
          if (!ticket.isLatest()) return null
          setRate(key, { rate, status: 'success', error: null })
          return rate
        } catch (error) {
          if (ticket.isLatest()) setRate(key, { rate: null, status: 'error', error: describeError(error) })
          return null
        }
      },
    }
  })
}
