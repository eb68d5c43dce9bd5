import type { ApiClient } from '../api/createApiClient.ts'
import type { ClientStorage } from '../stores/types.ts'
import type { ParkadeStores } from './createParkadeClient.ts'

/** The stores a client makes the first time they are read: most pages never read them. */
export type OnDemandStores = Pick<ParkadeStores, 'states' | 'bookings' | 'vehicles' | 'wallet'>

/** What such a store is made with: the client's API, storage and lifetime, and the payment pages it trusts. */
export interface StoreDeps {
  api: ApiClient
  storage: ClientStorage
  signal: AbortSignal
  paymentOrigins: string[]
}

/** How each of them is made. */
export type StoreMakers = { [K in keyof OnDemandStores]?: (deps: StoreDeps) => OnDemandStores[K] }
