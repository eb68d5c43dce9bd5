import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { DEFAULT_VEHICLE_TYPE_ID, ParkadeApiError, describeError, parkRateKey } from '@parkade/core'
import type { Park, ParkRate, RequestStatus, ErrorInfo } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { rateFor } from '../ParkSearch/rateFor.ts'
import { usePublicVehicleTypes } from '../ParkSearch/usePublicVehicleTypes.ts'
import type { PublicVehicleTypesResult } from '../ParkSearch/usePublicVehicleTypes.ts'
import { useParkFees } from './useParkFees.ts'
import type { ParkFeesResult } from './useParkFees.ts'

/** What the Book action hands on: the checkout takes it from there. */
export interface ParkBookRequest {
  park: Park
  vehicleTypeId: number
}

export interface UseParkDetailOptions {
  /** The park's id, slug or park code (the QR landing). */
  park: number | string | null | undefined
  /**
   * The park as the host has just read it for `park`, in the client's language: shown at once
   * instead of being asked of the API a second time. A retry or a language change reads it anew.
   */
  initialPark?: Park | null
  /** The vehicle type whose rate shows first (default 1). */
  initialVehicleTypeId?: number
  onBook?: (request: ParkBookRequest) => void
}

export interface ParkRateState {
  rate: ParkRate | null
  status: RequestStatus
  /** The server's or thrown message, untranslated; null when no rate exists for the type. */
  error: ErrorInfo | null
  /** True when the park lists no rate for this vehicle type. */
  unavailable: boolean
  retry: () => void
}

export interface UseParkDetailResult {
  park: Park | null
  /** 'loading' until this park's answer arrives; a language change refreshes it in place. */
  status: RequestStatus
  /** The server's message, or the SDK's text key (`validation.parkIdRequired` without a park), untranslated. */
  error: ErrorInfo | null
  /** The API answered 404. */
  notFound: boolean
  retry: () => void
  vehicleTypes: PublicVehicleTypesResult
  vehicleTypeId: number
  setVehicleTypeId: (vehicleTypeId: number) => void
  rate: ParkRateState
  fees: ParkFeesResult
  /** Calls `onBook` with the park and the chosen vehicle type. */
  book: () => void
  /** A park is loaded and has a rate for the chosen vehicle type. */
  canBook: boolean
}

interface ParkAnswer {
  key: string
  park: Park | null
  error: ErrorInfo | null
  notFound: boolean
}

/**
 * One park, headless: its details (GET /front/parks/{id}), its rate for a vehicle type through the
 * parks store (default type 1), the fees of its country, and the Book action.
 */
export function useParkDetail(options: UseParkDetailOptions): UseParkDetailResult {
  const { park: parkKey, initialPark = null, initialVehicleTypeId = DEFAULT_VEHICLE_TYPE_ID, onBook } = options
  const { client } = useParkade()
  const { language } = useTranslation()
  const vehicleTypes = usePublicVehicleTypes()
  const [vehicleTypeId, setVehicleTypeId] = useState(initialVehicleTypeId)
  const [attempt, setAttempt] = useState(0)
  const key = `${String(parkKey ?? '')}#${attempt}`
  const [answer, setAnswer] = useState<ParkAnswer | null>(() => (initialPark ? { key, park: initialPark, error: null, notFound: false } : null))
  // The read the host's park stands for; any other one (a retry, another park or language) goes to the API.
  const given = useRef<string | null>(initialPark ? `${key}|${language}` : null)

  // Description and entry instructions come in the request's language: a language change refetches.
  useEffect(() => {
    if (given.current === `${key}|${language}`) return
    given.current = null
    const controller = new AbortController()
    client.api.parks.get(parkKey as number | string, { signal: controller.signal }).then(
      (park) => setAnswer({ key, park, error: null, notFound: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const notFound = error instanceof ParkadeApiError && error.status === 404
        // A failed refresh keeps the park on screen.
        setAnswer((previous) => (previous?.key === key && previous.park ? previous : { key, park: null, error: describeError(error), notFound }))
      },
    )
    return () => controller.abort()
  }, [client, parkKey, key, language])

  const current = answer?.key === key ? answer : null
  const park = current?.park ?? null
  const status: RequestStatus = current ? (park ? 'success' : 'error') : 'loading'

  const parkId = park?.id ?? null
  const rateEntry = useParkadeStore('parks', (s) => (parkId === null ? undefined : s.rates[parkRateKey(parkId, vehicleTypeId)]))
  const [rateAttempt, setRateAttempt] = useState(0)
  useEffect(() => {
    if (parkId !== null) void client.stores.parks.getState().rate(parkId, vehicleTypeId)
  }, [client, parkId, vehicleTypeId, rateAttempt])

  const fees = useParkFees(park?.country_code ?? null)

  const listed = park ? (park.rates?.length ? rateFor(park, vehicleTypeId) !== null : true) : false
  const rateStatus: RequestStatus = parkId === null ? 'idle' : (rateEntry?.status ?? 'loading')
  const retryRate = useCallback(() => setRateAttempt((n) => n + 1), [])
  const rate = useMemo<ParkRateState>(
    () => ({
      rate: rateEntry?.rate ?? null,
      status: rateStatus,
      error: rateStatus === 'error' && listed ? (rateEntry?.error ?? null) : null,
      unavailable: park !== null && !listed,
      retry: retryRate,
    }),
    [rateStatus, rateEntry, listed, park, retryRate],
  )

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const book = useCallback(() => {
    if (park) onBook?.({ park, vehicleTypeId })
  }, [park, vehicleTypeId, onBook])

  return {
    park,
    status,
    error: current?.error ?? null,
    notFound: current?.notFound ?? false,
    retry,
    vehicleTypes,
    vehicleTypeId,
    setVehicleTypeId,
    rate,
    fees,
    book,
    canBook: park !== null && listed,
  }
}
