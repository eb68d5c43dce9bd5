import { useCallback, useEffect, useState } from 'react'
import { createVehiclesStore, provideStoreMakers } from '@parkade/core'
import { describeError } from '@parkade/core'
import type { RequestStatus, Vehicle, ErrorInfo } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useVehicleTypes } from './useVehicleTypes.ts'
import type { UseVehicleTypesResult } from './useVehicleTypes.ts'

export type VehicleFormTarget = { mode: 'add' } | { mode: 'edit'; vehicle: Vehicle }
export type VehicleNoticeKind = 'added' | 'updated' | 'deleted' | 'default'

export interface UseVehiclesResult {
  signedIn: boolean
  requireLogin(): void
  /** The driver's vehicles; exactly one is the default when there are any. */
  vehicles: Vehicle[]
  status: RequestStatus
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  reload(): void
  vehicleTypes: UseVehicleTypesResult
  /** The open form, if any. */
  form: VehicleFormTarget | null
  startAdd(): void
  startEdit(vehicle: Vehicle): void
  closeForm(): void
  /** For the form: closes it and tells what was saved. */
  saved(vehicle: Vehicle): void
  /** The vehicle whose deletion waits for confirmation. */
  confirmingDelete: Vehicle | null
  askDelete(vehicle: Vehicle): void
  dismissDelete(): void
  confirmDelete(): Promise<void>
  setDefault(vehicle: Vehicle): Promise<void>
  /** What the last change did, for an announcement. */
  notice: { kind: VehicleNoticeKind; plate: string } | null
  /** A failed delete or set-default, untranslated. */
  actionError: ErrorInfo | null
  busy: boolean
}

/** The signed-in driver's saved vehicles: list, add, edit, delete and set default. */
export function useVehicles(): UseVehiclesResult {
  // parkade.js makes these stores with the code that reads them (core's provideStoreMakers).
  provideStoreMakers({ vehicles: createVehiclesStore })
  const { client, emit } = useParkade()
  const token = useParkadeStore('auth', (s) => s.token)
  const vehicles = useParkadeStore('vehicles', (s) => s.vehicles)
  const status = useParkadeStore('vehicles', (s) => s.status)
  const error = useParkadeStore('vehicles', (s) => s.error)
  const busy = useParkadeStore('vehicles', (s) => s.mutation.status === 'loading')
  const vehicleTypes = useVehicleTypes()
  const [form, setForm] = useState<VehicleFormTarget | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState<Vehicle | null>(null)
  const [notice, setNotice] = useState<UseVehiclesResult['notice']>(null)
  const [actionError, setActionError] = useState<ErrorInfo | null>(null)

  useEffect(() => {
    if (token) void client.stores.vehicles.getState().list()
  }, [client, token])

  const store = client.stores.vehicles
  const reload = useCallback(() => void store.getState().list(), [store])
  const clear = () => {
    setNotice(null)
    setActionError(null)
  }

  const confirmDelete = useCallback(async () => {
    const vehicle = confirmingDelete
    if (!vehicle) return
    setActionError(null)
    try {
      await store.getState().remove(vehicle.id)
      setConfirmingDelete(null)
      setNotice({ kind: 'deleted', plate: vehicle.plate_number })
      // The server makes another vehicle the default when the default goes; the list says which.
      if (vehicle.is_default) void store.getState().list()
    } catch (caught) {
      setActionError(describeError(caught))
    }
  }, [confirmingDelete, store])

  const setDefault = useCallback(
    async (vehicle: Vehicle) => {
      setNotice(null)
      setActionError(null)
      try {
        await store.getState().setDefault(vehicle.id)
        setNotice({ kind: 'default', plate: vehicle.plate_number })
      } catch (caught) {
        setActionError(describeError(caught))
      }
    },
    [store],
  )

  return {
    signedIn: token !== null,
    requireLogin: () => emit('auth-required', { widget: 'vehicles', reason: 'login-required' }),
    vehicles,
    status,
    error,
    reload,
    vehicleTypes,
    form,
    startAdd: () => {
      clear()
      setConfirmingDelete(null)
      setForm({ mode: 'add' })
    },
    startEdit: (vehicle) => {
      clear()
      setConfirmingDelete(null)
      setForm({ mode: 'edit', vehicle })
    },
    closeForm: () => setForm(null),
    saved: (vehicle) => {
      setNotice({ kind: form?.mode === 'edit' ? 'updated' : 'added', plate: vehicle.plate_number })
      setForm(null)
    },
    confirmingDelete,
    askDelete: (vehicle) => {
      clear()
      setForm(null)
      setConfirmingDelete(vehicle)
    },
    dismissDelete: () => setConfirmingDelete(null),
    confirmDelete,
    setDefault,
    notice,
    actionError,
    busy,
  }
}
