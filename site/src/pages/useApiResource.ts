import { useCallback, useEffect, useState } from 'react'
import { ParkadeApiError, describeError, useTranslation } from '../sdk.ts'
import type { ErrorInfo } from '../sdk.ts'
import { useRenderState } from '../app/RenderContext.ts'
import type { RenderedRead } from '../app/RenderContext.ts'
import { usePageStatus } from '../app/usePageStatus.ts'

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

function answerOf(error: unknown): RenderedRead {
  return { value: null, error: describeError(error), httpStatus: error instanceof ParkadeApiError ? error.status : 0 }
}

/**
 * One API read a page needs for itself (a park's country, whether a booking is the driver's).
 * Refetched when `key` or the language changes; null `key`: nothing to read. `key` names the
 * read among every read of a page (`park:{slug}`, `event:{code}`).
 *
 * Rendered on the server, the read is made there and the page rendered again with its answer;
 * the browser hydrating that HTML takes the same answer instead of reading again.
 */
export function useApiResource<T>(key: string | null, read: (signal: AbortSignal) => Promise<T>): ApiResource<T> {
  const { language } = useTranslation()
  const render = useRenderState()
  const [attempt, setAttempt] = useState(0)
  const fullKey = key === null ? null : `${key}#${attempt}#${language}`
  const readKey = key === null ? null : `${key}#${language}`
  const rendered = readKey !== null && attempt === 0 ? render?.reads.get(readKey) : undefined
  const [answer, setAnswer] = useState<Answer<T> | null>(() => (rendered && fullKey ? { key: fullKey, ...(rendered as Omit<Answer<T>, 'key'>) } : null))

  if (render?.server && readKey !== null && !rendered && !render.pending.has(readKey)) {
    const controller = new AbortController()
    render.pending.set(
      readKey,
      read(controller.signal).then(
        (value) => void render.reads.set(readKey, { value, error: null, httpStatus: 0 }),
        (error: unknown) => void render.reads.set(readKey, answerOf(error)),
      ),
    )
  }

  useEffect(() => {
    if (fullKey === null) return
    // Taken from the server's render: this page has it; a later visit reads afresh.
    if (readKey !== null) render?.reads.delete(readKey)
    if (answer?.key === fullKey) return
    const controller = new AbortController()
    read(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setAnswer({ key: fullKey, value, error: null, httpStatus: 0 })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key: fullKey, ...answerOf(error) } as Answer<T>)
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a new closure each render; `fullKey` says when to read
  }, [fullKey])

  // A page whose read the API could not answer is no page to keep: the server says so (503).
  usePageStatus(render?.server && rendered?.error && (rendered.httpStatus === 0 || rendered.httpStatus >= 500) ? 503 : null)

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = answer && answer.key === fullKey ? answer : rendered && fullKey ? { key: fullKey, ...(rendered as Omit<Answer<T>, 'key'>) } : null
  if (!current) return { status: 'loading', value: null, error: null, httpStatus: 0, retry }
  if (current.error !== null) return { status: 'error', value: null, error: current.error, httpStatus: current.httpStatus, retry }
  return { status: 'success', value: current.value, error: null, httpStatus: 0, retry }
}
