import { useContext } from 'react'
import { ParkadeContext } from './ParkadeContext.ts'
import type { ParkadeContextValue } from './ParkadeContext.ts'

/** The provider's client, theme, partner and event emitter. */
export function useParkade(): ParkadeContextValue {
  const value = useContext(ParkadeContext)
  if (!value) throw new Error('Parkade components must be rendered inside <ParkadeProvider>')
  return value
}
