import { useCallback, useEffect, useMemo, useState } from 'react'
import { describeError } from '@parkade/core'
import type { RequestStatus, VehicleType, ErrorInfo } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { vehiclesTexts } from './vehiclesTexts.ts'

export interface UseVehicleTypesResult {
  types: VehicleType[]
  status: RequestStatus
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  reload(): void
  /** A type's name in the current language. */
  typeName(id: number): string
}

/** The public vehicle types (GET /vehicles/public), named in the current language. */
export function useVehicleTypes(): UseVehicleTypesResult {
  const { client } = useParkade()
  const { tf, language } = vehiclesTexts.useTexts()
  const [loads, setLoads] = useState(0)
  const [result, setResult] = useState<{ load: number; types: VehicleType[]; error: ErrorInfo | null } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    client.api.vehicles.publicTypes({ signal: controller.signal }).then(
      (types) => setResult({ load: loads, types: Array.isArray(types) ? types : [], error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult((prev) => ({ load: loads, types: prev?.types ?? [], error: describeError(error) }))
      },
    )
    return () => controller.abort()
  }, [client, loads])

  const types = useMemo(() => result?.types ?? [], [result])
  const status: RequestStatus = result?.load !== loads ? 'loading' : result.error ? 'error' : 'success'
  const typeName = useCallback(
    (id: number) => {
      const type = types.find((item) => item.id === id)
      if (!type) return tf('unknownType', { id })
      return language === 'fr' && type.name_fr ? type.name_fr : type.name
    },
    [types, language, tf],
  )
  return { types, status, error: result?.load === loads ? result.error : null, reload: () => setLoads((n) => n + 1), typeName }
}
