import { useSyncExternalStore } from 'react'
import type { Park } from '@parkade/core'

// What the playground's sections hand each other, as a host page would: the park picked in the
// search goes to the detail; the detail's Book action goes to the checkout.

export interface PlaygroundSelection {
  /** The park picked in the ParkSearch section. */
  park: Park | null
  /** What ParkDetail's Book action handed on: the Checkout section may read it. */
  booking: { park: Park; vehicleTypeId: number } | null
}

let state: PlaygroundSelection = { park: null, booking: null }
const listeners = new Set<() => void>()

export function getSelection(): PlaygroundSelection {
  return state
}

export function setSelection(patch: Partial<PlaygroundSelection>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function subscribeSelection(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSelection(): PlaygroundSelection {
  return useSyncExternalStore(subscribeSelection, getSelection, getSelection)
}
