import { useCallback, useState } from 'react'
import { createVehiclesStore, provideStoreMakers } from '@parkade/core'
import { DEFAULT_VEHICLE_TYPE_ID, ParkadeApiError, describeError } from '@parkade/core'
import type { Vehicle, VehicleInput, VehicleType, ErrorInfo } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { vehiclesTexts } from './vehiclesTexts.ts'

export interface VehicleFormValues {
  plate: string
  /** The selected type id, as the select holds it; '' until chosen. */
  typeId: string
  make: string
  model: string
  color: string
  makeDefault: boolean
}

export interface UseVehicleFormOptions {
  /** The vehicle being edited; none to add one. */
  vehicle?: Vehicle | null
  types: VehicleType[]
  onSaved?: (vehicle: Vehicle) => void
}

export interface UseVehicleFormResult {
  values: VehicleFormValues
  setField<K extends keyof VehicleFormValues>(name: K, value: VehicleFormValues[K]): void
  /** Translated field errors, shown after a submit; the server's field errors too. */
  errors: { plate: string | null; type: string | null }
  /** The server's refusal (e.g. a duplicate plate, 409), untranslated: show it through `tm`. */
  serverError: ErrorInfo | null
  submitting: boolean
  /** Validates, then POST /user/vehicles/ (add) or PUT /user/vehicles/{id} (edit). */
  submit(): Promise<Vehicle | null>
}

/**
 * The refused fields of a Problem Details answer. A field takes the answer's code when the code is
 * about it (vehicle.plate_invalid), so it is translated; schema refusals (request.validation_failed)
 * keep the field's own sentence.
 */
function fieldErrors(error: unknown): Record<string, ErrorInfo> {
  if (!(error instanceof ParkadeApiError)) return {}
  const list = (error.body as { errors?: { field?: unknown; message?: unknown }[] } | undefined)?.errors
  if (!Array.isArray(list)) return {}
  const code = error.code && error.code !== 'request.validation_failed' ? error.code : undefined
  return Object.fromEntries(
    list
      .filter((item): item is { field: string; message: string } => typeof item.field === 'string' && typeof item.message === 'string')
      .map((item) => [item.field, code ? { message: item.message, code, ...(error.params ? { params: error.params } : {}) } : { message: item.message }]),
  )
}

/** The add / edit vehicle form: plate required, a type from the public list, optional details. */
export function useVehicleForm({ vehicle = null, types, onSaved }: UseVehicleFormOptions): UseVehicleFormResult {
  // parkade.js makes these stores with the code that reads them (core's provideStoreMakers).
  provideStoreMakers({ vehicles: createVehiclesStore })
  const { client } = useParkade()
  const { tf, tm } = vehiclesTexts.useTexts()
  const [values, setValues] = useState<VehicleFormValues>(() => ({
    plate: vehicle?.plate_number ?? '',
    typeId: vehicle ? String(vehicle.vehicle_type_id) : '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    color: vehicle?.color ?? '',
    makeDefault: false,
  }))
  const [submitted, setSubmitted] = useState(false)
  const [serverError, setServerError] = useState<ErrorInfo | null>(null)
  const [serverFields, setServerFields] = useState<Record<string, ErrorInfo>>({})
  const [submitting, setSubmitting] = useState(false)

  // Until the driver picks one: the first type the server lists, else type 1.
  const typeId = values.typeId || String(types.find((type) => type.id === DEFAULT_VEHICLE_TYPE_ID)?.id ?? types[0]?.id ?? DEFAULT_VEHICLE_TYPE_ID)
  const shown = { ...values, typeId }

  const plateMissing = !values.plate.trim()
  const typeMissing = !Number.isInteger(Number(typeId)) || Number(typeId) <= 0
  const errors = {
    plate: submitted && plateMissing ? tf('plateRequired') : serverFields.plate_number ? tm(serverFields.plate_number) : null,
    type: submitted && typeMissing ? tf('typeRequired') : serverFields.vehicle_type_id ? tm(serverFields.vehicle_type_id) : null,
  }

  const setField = useCallback(<K extends keyof VehicleFormValues>(name: K, value: VehicleFormValues[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }))
    setServerError(null)
    setServerFields({})
  }, [])

  const submit = useCallback(async () => {
    setSubmitted(true)
    if (plateMissing || typeMissing) return null
    const input: VehicleInput = {
      plate_number: values.plate.trim(),
      vehicle_type_id: Number(typeId),
      make: values.make.trim() || null,
      model: values.model.trim() || null,
      color: values.color.trim() || null,
    }
    // The default vehicle stays one; only a new default is sent.
    if (values.makeDefault && !vehicle?.is_default) input.is_default = true
    setSubmitting(true)
    setServerError(null)
    setServerFields({})
    try {
      const store = client.stores.vehicles.getState()
      const saved = vehicle ? await store.edit(vehicle.id, input) : await store.add(input)
      onSaved?.(saved)
      return saved
    } catch (error) {
      setServerError(describeError(error))
      setServerFields(fieldErrors(error))
      return null
    } finally {
      setSubmitting(false)
    }
  }, [plateMissing, typeMissing, values, typeId, vehicle, client, onSaved])

  return { values: shown, setField, errors, serverError, submitting, submit }
}
