import { useCallback, useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import type { VehicleType, ErrorInfo } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useTranslation } from '../i18n/useTranslation.ts'
import { publicVehicleTypesStoreFor } from './publicVehicleTypesStoreFor.ts'
import type { RequestStatus } from '@parkade/core'

export interface PublicVehicleTypesResult {
  types: VehicleType[]
  /** Never 'idle': the types are asked for on mount, so 'loading' until they arrive. */
  status: RequestStatus
  error: ErrorInfo | null
  /** The type's name in the client's language. */
  label: (type: VehicleType) => string
  retry: () => void
}

/** The public vehicle types (GET /vehicles/public), loaded once per client. */
export function usePublicVehicleTypes(): PublicVehicleTypesResult {
  const { client } = useParkade()
  const { language } = useTranslation()
  const store = publicVehicleTypesStoreFor(client)
  const types = useStore(store, (s) => s.types)
  const status = useStore(store, (s) => (s.status === 'idle' ? 'loading' : s.status))
  const error = useStore(store, (s) => s.error)

  useEffect(() => {
    void store.getState().load()
  }, [store])

  const label = useCallback((type: VehicleType) => (language === 'fr' && type.name_fr ? type.name_fr : type.name), [language])
  const retry = useCallback(() => void store.getState().load(), [store])
  return useMemo(() => ({ types, status, error, label, retry }), [types, status, error, label, retry])
}
