import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { describeError } from '@parkade/core'
import type { ParkadeClient, RequestState, VehicleType } from '@parkade/core'

export interface PublicVehicleTypesState extends RequestState {
  /** GET /vehicles/public, in the API's order. */
  types: VehicleType[]
  /** Loads once; later calls share the answer unless the last load failed. */
  load(): Promise<VehicleType[]>
}

export type PublicVehicleTypesStore = StoreApi<PublicVehicleTypesState>

// Core has no store for the public vehicle types, so one per client lives here: every widget
// under one provider shares one request.
const stores = new WeakMap<ParkadeClient, PublicVehicleTypesStore>()

export function publicVehicleTypesStoreFor(client: ParkadeClient): PublicVehicleTypesStore {
  let store = stores.get(client)
  if (store) return store
  let pending: Promise<VehicleType[]> | null = null
  store = createStore<PublicVehicleTypesState>()((set, get) => ({
    types: [],
    status: 'idle',
    error: null,
    load: () => {
      if (get().status === 'success') return Promise.resolve(get().types)
      pending ??= (async () => {
        set({ status: 'loading', error: null })
        try {
          const answer = await client.api.vehicles.publicTypes()
          const types = Array.isArray(answer) ? answer : []
          set({ types, status: 'success', error: null })
          return types
        } catch (error) {
          set({ status: 'error', error: describeError(error) })
          return get().types
        } finally {
          pending = null
        }
      })()
      return pending
    },
  }))
  stores.set(client, store)
  return store
}
