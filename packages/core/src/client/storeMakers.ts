import type { ApiClient } from '../api/createApiClient.ts'
import type { BookingsStore } from '../stores/createBookingsStore.ts'
import type { StatesStore } from '../stores/createStatesStore.ts'
import type { VehiclesStore } from '../stores/createVehiclesStore.ts'
import type { WalletStore } from '../stores/createWalletStore.ts'
import type { ClientStorage } from '../stores/types.ts'

/** The stores a client makes the first time they are read: most pages never read them. */
export interface OnDemandStores {
  states: StatesStore
  bookings: BookingsStore
  vehicles: VehiclesStore
  wallet: WalletStore
}

/** What such a store is made with: the client's API, storage and lifetime, and the payment pages it trusts. */
export interface StoreDeps {
  api: ApiClient
  storage: ClientStorage
  signal: AbortSignal
  paymentOrigins: string[]
}

/** How each of them is made. */
export type StoreMakers = { [K in keyof OnDemandStores]?: (deps: StoreDeps) => OnDemandStores[K] }
