import { useCallback, useState } from 'react'
import { describeError } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'

export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; message: string }

export interface AsyncAction {
  pending: boolean
  /** The server's detail or the thrown message (SPEC §8), translated when known. */
  error: string | null
  /** Runs `work`, keeping `pending` and `error` up to date. Never throws. */
  run: <T>(work: () => Promise<T>) => Promise<ActionOutcome<T>>
  clearError: () => void
}

/** Loading and error state of the requests a form sends. */
export function useAsyncAction(): AsyncAction {
  const { tm } = useTranslation()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(
    async <T,>(work: () => Promise<T>): Promise<ActionOutcome<T>> => {
      setPending(true)
      setError(null)
      try {
        const value = await work()
        setPending(false)
        return { ok: true, value }
      } catch (thrown) {
        const message = tm(describeError(thrown))
        setPending(false)
        setError(message)
        return { ok: false, message }
      }
    },
    [tm],
  )
  return { pending, error, run, clearError: useCallback(() => setError(null), []) }
}
