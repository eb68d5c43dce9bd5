import { useEffect, useRef, useState } from 'react'
import { RESOURCE_CHECK_GIVE_UP_MS, RESOURCE_CHECK_INTERVAL_MS } from '../sdk.ts'

export type ResourceCheckState = 'checking' | 'ready' | 'gave-up'

/**
 * SPEC §4 resource check: asks `isReady` every 2 s and gives up at 15 s. The caller shows
 * 'Loading Issue' once it gives up; a later arrival still replaces that screen.
 */
export function useResourceCheck(isReady: () => boolean, intervalMs = RESOURCE_CHECK_INTERVAL_MS, giveUpMs = RESOURCE_CHECK_GIVE_UP_MS): ResourceCheckState {
  const [state, setState] = useState<ResourceCheckState>('checking')
  const check = useRef(isReady)
  useEffect(() => {
    check.current = isReady
  })
  useEffect(() => {
    const interval = setInterval(() => {
      if (!check.current()) return
      stop()
      setState('ready')
    }, intervalMs)
    const giveUp = setTimeout(() => {
      stop()
      setState('gave-up')
    }, giveUpMs)
    function stop() {
      clearInterval(interval)
      clearTimeout(giveUp)
    }
    return stop
  }, [intervalMs, giveUpMs])
  return state
}
