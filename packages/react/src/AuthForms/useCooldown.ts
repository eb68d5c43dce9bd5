import { useCallback, useEffect, useRef, useState } from 'react'

export interface Cooldown {
  /** Whole seconds left; 0 when the action may run again. */
  remaining: number
  start: () => void
}

/** A countdown of `seconds`, ticking once a second, read from the clock so a slow tab stays right. */
export function useCooldown(seconds: number): Cooldown {
  const [remaining, setRemaining] = useState(0)
  const endsAt = useRef(0)

  const start = useCallback(() => {
    endsAt.current = Date.now() + seconds * 1000
    setRemaining(seconds)
  }, [seconds])

  const running = remaining > 0
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000))
      setRemaining(left)
    }, 1000)
    return () => clearInterval(timer)
  }, [running])

  return { remaining, start }
}
