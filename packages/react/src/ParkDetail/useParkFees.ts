import { useCallback, useEffect, useState } from 'react'
import { describeError } from '@parkade/core'
import type { Fee, RequestStatus, ErrorInfo } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { countryIdFor } from './countryIdFor.ts'

export interface ParkFeesResult {
  fees: Fee[]
  status: RequestStatus
  error: ErrorInfo | null
  retry: () => void
}

interface FeesAnswer {
  key: string
  fees: Fee[]
  error: ErrorInfo | null
}

/** A country's fees (GET /front/fees?country_id), by two-letter code; idle without one. */
export function useParkFees(countryCode: string | null | undefined): ParkFeesResult {
  const { client } = useParkade()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<FeesAnswer | null>(null)
  const key = `${countryCode ?? ''}#${attempt}`

  useEffect(() => {
    if (!countryCode) return
    const controller = new AbortController()
    client.api.fees.list({ country_id: String(countryIdFor(client, countryCode)) }, { signal: controller.signal }).then(
      (fees) => setAnswer({ key, fees: Array.isArray(fees) ? fees : [], error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, fees: [], error: describeError(error) })
      },
    )
    return () => controller.abort()
  }, [client, countryCode, key])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  if (!countryCode) return { fees: [], status: 'idle', error: null, retry }
  if (answer?.key !== key) return { fees: [], status: 'loading', error: null, retry }
  return { fees: answer.fees, status: answer.error === null ? 'success' : 'error', error: answer.error, retry }
}
