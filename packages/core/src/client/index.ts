export { createParkadeClient } from './createParkadeClient.ts'
export type {
  IpLookupOptions,
  ParkadeClient,
  ParkadeClientConfig,
  ParkadeClientOptions,
  ParkadeStores,
} from './createParkadeClient.ts'
export { createEventBus } from './createEventBus.ts'
export type { EventBus, EventHandler } from './createEventBus.ts'
export type { ParkadeEventMap, ParkadeEventName } from './ParkadeEventMap.ts'
export { provideStoreMakers } from './providedStoreMakers.ts'
export type { OnDemandStores, StoreDeps, StoreMakers } from './storeMakers.ts'
