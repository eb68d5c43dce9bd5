import { useCallback } from 'react'
import type { RequestStatus, VehicleType, ErrorInfo } from '@parkade/core'
import { usePublicVehicleTypes } from '../ParkSearch/usePublicVehicleTypes.ts'
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

/** The public vehicle types (GET /vehicles/public, one request per client), named in the current language. */
export function useVehicleTypes(): UseVehicleTypesResult {
  const { tf } = vehiclesTexts.useTexts()
  const { types, status, error, label, retry } = usePublicVehicleTypes()
  const typeName = useCallback(
    (id: number) => {
      const type = types.find((item) => item.id === id)
      return type ? label(type) : tf('unknownType', { id })
    },
    [types, label, tf],
  )
  return { types, status, error, reload: retry, typeName }
}
