import type { Fee, RequestStatus, ErrorInfo } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useLoad } from '../ui/useLoad.ts'
import { countryIdFor } from './countryIdFor.ts'

export interface ParkFeesResult {
  fees: Fee[]
  status: RequestStatus
  error: ErrorInfo | null
  retry: () => void
}

/** A country's fees (GET /front/fees?country_id), by two-letter code; idle without one. */
export function useParkFees(countryCode: string | null | undefined): ParkFeesResult {
  const { client } = useParkade()
  const { value, status, error, retry } = useLoad(countryCode || null, (signal) =>
    client.api.fees.list({ country_id: String(countryIdFor(client, countryCode!)) }, { signal }),
  )
  return { fees: Array.isArray(value) ? value : [], status, error, retry }
}
