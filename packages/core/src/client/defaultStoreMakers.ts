import { createBookingsStore } from '../stores/createBookingsStore.ts'
import { createStatesStore } from '../stores/createStatesStore.ts'
import { createVehiclesStore } from '../stores/createVehiclesStore.ts'
import { createWalletStore } from '../stores/createWalletStore.ts'
import type { StoreMakers } from './storeMakers.ts'

/**
 * How a client makes the stores it makes on first use: all of them are here. parkade.js's build
 * reads providedStoreMakers.ts instead, so each comes with the parts whose components use it
 * (the wallet's and the vehicles' with the checkout…), not in every page's first bytes.
 */
export const storeMakers: StoreMakers = {
  states: createStatesStore,
  bookings: createBookingsStore,
  vehicles: createVehiclesStore,
  wallet: createWalletStore,
}
