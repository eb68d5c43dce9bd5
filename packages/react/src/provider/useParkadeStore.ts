import { useStore } from 'zustand'
import type { ParkadeStores } from '@parkade/core'
import { useParkade } from './useParkade.ts'

type StateOf<S> = S extends { getState: () => infer T } ? T : never

/** Subscribes to one of the client's stores: `useParkadeStore('wallet', (s) => s.balance)`. */
export function useParkadeStore<K extends keyof ParkadeStores, U>(name: K, selector: (state: StateOf<ParkadeStores[K]>) => U): U {
  const { client } = useParkade()
  return useStore(client.stores[name] as never, selector as never) as U
}
