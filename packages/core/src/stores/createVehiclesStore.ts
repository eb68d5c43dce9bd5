import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { describeError } from '../api/ParkadeApiError.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type { Vehicle, VehicleInput } from '../api/types.ts'
import { createLatestRequest } from './createLatestRequest.ts'
import { createMutationRunner } from './createMutationRunner.ts'
import type { ClientStorage, RequestState, StoreLifetime } from './types.ts'

export interface VehiclesState extends RequestState {
  /** The signed-in driver's vehicles, cached under `vehicles`; at most one is the default. */
  vehicles: Vehicle[]
  /** State of the last add, edit, remove or setDefault. */
  mutation: RequestState
  /** Resolves null on failure (the cached list stays). */
  list(): Promise<Vehicle[] | null>
  add(input: VehicleInput): Promise<Vehicle>
  edit(vehicleId: number, patch: Partial<VehicleInput>): Promise<Vehicle>
  remove(vehicleId: number): Promise<void>
  setDefault(vehicleId: number): Promise<Vehicle>
  /** Forgets the vehicles and their cache (sign-out). */
  reset(): void
}

export type VehiclesStore = StoreApi<VehiclesState>

export interface VehiclesStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'vehicles'>
  storage: ClientStorage
}

function readVehicles(value: unknown): Vehicle[] {
  return Array.isArray(value)
    ? value.filter((item): item is Vehicle => !!item && typeof item === 'object' && typeof (item as Vehicle).id === 'number')
    : []
}

/** One default at most: the one marked last wins. */
function withDefault(vehicles: Vehicle[], defaultId: number | null): Vehicle[] {
  if (defaultId === null) return vehicles
  return vehicles.map((vehicle) =>
    vehicle.is_default === (vehicle.id === defaultId) ? vehicle : { ...vehicle, is_default: vehicle.id === defaultId },
  )
}

export function createVehiclesStore(options: VehiclesStoreOptions): VehiclesStore {
  const { api, storage, signal: lifetime } = options
  const latest = createLatestRequest(lifetime)

  return createStore<VehiclesState>()((set, get) => {
    const mutate = createMutationRunner((mutation) => set({ mutation }), lifetime)

    function keep(vehicles: Vehicle[]) {
      if (lifetime?.aborted) return
      storage.set('vehicles', vehicles)
      set({ vehicles })
    }

    function upsert(vehicle: Vehicle) {
      const current = get().vehicles
      const exists = current.some((item) => item.id === vehicle.id)
      const next = exists ? current.map((item) => (item.id === vehicle.id ? vehicle : item)) : [...current, vehicle]
      keep(withDefault(next, vehicle.is_default ? vehicle.id : null))
    }

    return {
      vehicles: readVehicles(storage.get('vehicles')),
      status: 'idle',
      error: null,
      mutation: { status: 'idle', error: null },

      list: async () => {
        const ticket = latest.start()
        set({ status: 'loading', error: null })
        try {
          const answer = readVehicles(await api.vehicles.list({ signal: ticket.signal }))
          if (!ticket.isLatest()) return null
          const marked = answer.filter((vehicle) => vehicle.is_default)
          keep(withDefault(answer, marked.at(-1)?.id ?? null))
          set({ status: 'success', error: null })
          return get().vehicles
        } catch (error) {
          if (ticket.isLatest()) set({ status: 'error', error: describeError(error) })
          return null
        }
      },

      add: (input) =>
        mutate(async (signal) => {
          const vehicle = await api.vehicles.create(input, { signal })
          upsert(vehicle)
          return vehicle
        }),

      edit: (vehicleId, patch) =>
        mutate(async (signal) => {
          const vehicle = await api.vehicles.update(vehicleId, patch, { signal })
          upsert(vehicle)
          return vehicle
        }),

      remove: (vehicleId) =>
        mutate(async (signal) => {
          await api.vehicles.remove(vehicleId, { signal })
          keep(get().vehicles.filter((vehicle) => vehicle.id !== vehicleId))
        }),

      setDefault: (vehicleId) =>
        mutate(async (signal) => {
          const answer = await api.vehicles.setDefault(vehicleId, { signal })
          const known = get().vehicles.find((vehicle) => vehicle.id === vehicleId)
          const vehicle = { ...known, ...(answer?.id === vehicleId ? answer : {}), is_default: true } as Vehicle
          upsert(vehicle)
          return vehicle
        }),

      reset: () => {
        latest.abort()
        storage.remove('vehicles')
        set({ vehicles: [], status: 'idle', error: null, mutation: { status: 'idle', error: null } })
      },
    }
  })
}
