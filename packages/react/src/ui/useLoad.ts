import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '@parkade/core'
import type { ErrorInfo, RequestStatus } from '@parkade/core'

export interface Load<T> {
  /** The answer for the current key, or null (nothing to ask, on its way, or failed). */
  value: T | null
  /** 'idle' without a key; 'loading' until the current key's answer arrives. */
  status: RequestStatus
  /** Why the current key's request failed, untranslated; its `cause` is what was thrown. */
  error: ErrorInfo | null
  /** The last answer that arrived, whatever its key: kept on screen while the next is on its way. */
  last: T | null
  /** Asks again for the current key. */
  retry: () => void
}

interface Answer<T> {
  key: string
  value: T | null
  error: ErrorInfo | null
  last: T | null
}

/**
 * One answer for `key` (null: nothing to ask), asked again when the key changes or on `retry`.
 * The key names everything `load` depends on; `load` is read when the request goes. An older
 * key's request is aborted, so a slow stale answer never replaces a fresh one; with `delayMs`, a
 * key that changes again within it (typing) asks once.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, delayMs = 0): Load<T> {
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<Answer<T> | null>(null)
  const loader = useRef(load)
  useEffect(() => {
    loader.current = load
  })
  const asked = key === null ? null : `${key}#${attempt}`

  useEffect(() => {
    if (asked === null) return
    const controller = new AbortController()
    const settle = (value: T | null, error: ErrorInfo | null) => {
      if (!controller.signal.aborted) setAnswer((previous) => ({ key: asked, value, error, last: error ? (previous?.last ?? null) : value }))
    }
    const ask = () =>
      loader.current(controller.signal).then(
        (value) => settle(value, null),
        (error: unknown) => settle(null, describeError(error)),
      )
    const timer = delayMs > 0 ? setTimeout(ask, delayMs) : (ask(), undefined)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [asked, delayMs])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = asked !== null && answer?.key === asked ? answer : null
  return {
    value: current?.value ?? null,
    status: asked === null ? 'idle' : current ? (current.error ? 'error' : 'success') : 'loading',
    error: current?.error ?? null,
    last: answer?.last ?? null,
    retry,
  }
}
