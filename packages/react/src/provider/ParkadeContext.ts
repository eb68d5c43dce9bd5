import { createContext } from 'react'
import type { ParkadeClient, ParkadeEventMap, ParkadeEventName } from '@parkade/core'

export type ParkadeTheme = 'light' | 'dark' | 'auto'

/** Callbacks for the typed events: `on={{ 'park-selected': ({ park }) => … }}`. */
export type ParkadeEventHandlers = { [K in ParkadeEventName]?: (payload: ParkadeEventMap[K]) => void }

export interface ParkadeContextValue {
  client: ParkadeClient
  theme: ParkadeTheme
  /** Attribution code of the embedding partner, sent with bookings. */
  partner: string | null
  /** Emits on the client's bus; the provider forwards to the host's callbacks. */
  emit: <K extends ParkadeEventName>(name: K, payload: ParkadeEventMap[K]) => void
}

export const ParkadeContext = createContext<ParkadeContextValue | null>(null)
