import { useCallback, useEffect, useRef, useState } from 'react'
import { ParkadeApiError, describeError } from '@parkade/core'
import type { Park, ParkadeEvent, RequestStatus, ErrorInfo, TranslationKey } from '@parkade/core'
import { pendingCheckouts } from '../Checkout/pendingCheckouts.ts'
import { readPaymentReturn } from '../Checkout/readPaymentReturn.ts'
import type { CheckoutPaymentReturn } from '../Checkout/types.ts'
import { useErrorEvent } from '../provider/useErrorEvent.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useLoad } from '../ui/useLoad.ts'
import { eventCheckoutWindow } from './eventCheckoutWindow.ts'

/** The feature name event booking reports in events (its element is `<parkade-event-booking>`). */
export const EVENT_BOOKING_WIDGET = 'event-booking'

export type EventBookingErrorKind = 'not-found' | 'private' | 'other'

export interface UseEventBookingOptions {
  eventCode: string
  /** The return from a gateway's page: the checkout it belongs to reopens. */
  paymentReturn?: CheckoutPaymentReturn | null
  readReturnFromUrl?: boolean
}

/** The park chosen for the event, and the stay filled in from the event's times. */
export interface EventParkSelection {
  /** A park from the event's list, or (back from a gateway) the slug the checkout saved. */
  park: Park | string
  start: string | null
  end: string | null
}

const kindOf = (httpStatus: number): EventBookingErrorKind => (httpStatus === 404 ? 'not-found' : httpStatus === 403 ? 'private' : 'other')

/** An event by its code with the parks around it; choosing one opens the checkout with the event's times. */
export function useEventBooking(options: UseEventBookingOptions) {
  const { client, emit } = useParkade()
  const api = client.api
  const eventCode = options.eventCode.trim()
  // A grant for a private event follows the session, so a sign-in reloads it.
  const token = useParkadeStore('auth', (s) => s.token)

  const [opened, setOpened] = useState<ParkadeEvent | null>(null)
  const load = useLoad(eventCode ? `${eventCode}|${token ?? ''}` : null, (signal) => api.events.get(eventCode, { signal }))
  const sameEvent = (event: ParkadeEvent | null) => (event && event.event_code.toUpperCase() === eventCode.toUpperCase() ? event : null)
  const openedHere = sameEvent(opened)
  // Read again after a sign-in: the event stays on screen meanwhile.
  const kept = load.status === 'loading' ? sameEvent(load.last) : null
  const event = openedHere ?? load.value ?? kept
  const status: RequestStatus = openedHere || kept ? 'success' : !eventCode ? 'error' : load.status
  const httpStatus = load.error?.cause instanceof ParkadeApiError ? load.error.cause.status : 0
  const error = openedHere ? null : load.error
  // The host hears of an event that could not be shown (a private one only asks for its code).
  useErrorEvent(error && error.code !== 'event.private' ? error : null, EVENT_BOOKING_WIDGET)
  const errorKind: EventBookingErrorKind | null = status === 'error' ? (eventCode ? kindOf(httpStatus) : 'not-found') : null
  const retry = load.retry

  const announced = useRef(false)
  useEffect(() => {
    if (status !== 'success' || announced.current) return
    announced.current = true
    emit('ready', { widget: EVENT_BOOKING_WIDGET })
  }, [status, emit])

  // ── A private event's access code ──
  const [accessCode, setAccessCode] = useState('')
  const [access, setAccess] = useState<{ status: RequestStatus; error: ErrorInfo | null }>({ status: 'idle', error: null })
  const submitAccessCode = useCallback(async () => {
    const code = accessCode.trim()
    if (!code) {
      setAccess({ status: 'error', error: { message: 'validation.required' satisfies TranslationKey } })
      return
    }
    setAccess({ status: 'loading', error: null })
    try {
      const answer = await api.events.privateAccess({ access_code: code })
      setOpened(answer)
      setAccess({ status: 'success', error: null })
    } catch (failure) {
      setAccess({ status: 'error', error: describeError(failure) })
    }
  }, [api, accessCode])

  // ── The chosen park ──
  const [selection, setSelection] = useState<EventParkSelection | null>(() => {
    const back = options.paymentReturn ?? (options.readReturnFromUrl && typeof window !== 'undefined' ? readPaymentReturn(window.location.search) : null)
    const pending = back ? pendingCheckouts.read(back.reference) : null
    return pending && pending.eventCode?.toUpperCase() === eventCode.toUpperCase() ? { park: pending.park, start: null, end: null } : null
  })
  const selectPark = useCallback(
    (park: Park) => {
      if (!event) return
      const stay = eventCheckoutWindow(event, Date.now())
      setSelection({ park, start: stay.start, end: stay.end })
    },
    [event],
  )
  const clearSelection = useCallback(() => setSelection(null), [])

  return {
    eventCode,
    event,
    parks: event?.parks ?? [],
    status,
    error,
    errorKind,
    retry,

    accessCode,
    setAccessCode,
    submitAccessCode,
    accessStatus: access.status,
    accessError: access.error,

    selection,
    selectPark,
    clearSelection,
  }
}

export type EventBookingController = ReturnType<typeof useEventBooking>
