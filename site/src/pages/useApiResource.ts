import { useCallback, useEffect, useState } from 'react'
import { ParkadeApiError, describeError, useTranslation } from '../sdk.ts'
import type { ErrorInfo } from '../sdk.ts'

export interface ApiResource<T> {
  status: 'loading' | 'success' | 'error'
  value: T | null
  /** SPEC §8: the server's detail and code, else the thrown message (untranslated: show it with `tm`). */
  error: ErrorInfo | null
  /** HTTP status of the failure; 0 when no answer arrived. */
  httpStatus: number
  retry: () => void
}

interface Answer<T> {
  key: string
  value: T | null
  error: ErrorInfo | null
  httpStatus: number
}

/**
 * One API read a page needs for itself (a park's country, whether a booking is the driver's).
 * Refetched when `key` or the language changes; null `key`: nothing to read.
 */
export function useApiResource<T>(key: string | null, read: (signal: AbortSignal) => Promise<T>): ApiResource<T> {
  const { language } = useTranslation()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<Answer<T> | null>(null)
  const fullKey = key === null ? null : `${key}#${attempt}#${language}`

  useEffect(() => {
    if (fullKey === null) return
    const controller = new AbortController()
    read(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setAnswer({ key: fullKey, value, error: null, httpStatus: 0 })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setAnswer({ key: fullKey, value: null, error: describeError(error), httpStatus: error instanceof ParkadeApiError ? error.status : 0 })
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a new closure each render; `fullKey` says when to read
  }, [fullKey])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = answer && answer.key === fullKey ? answer : null
  if (!current) return { status: 'loading', value: null, error: null, httpStatus: 0, retry }
  if (current.error !== null) return { status: 'error', value: null, error: current.error, httpStatus: current.httpStatus, retry }
  return { status: 'success', value: current.value, error: null, httpStatus: 0, retry }
}
