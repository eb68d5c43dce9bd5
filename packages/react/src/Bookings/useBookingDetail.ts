import { useCallback, useEffect, useState } from 'react'
import { ParkadeApiError, describeError } from '@parkade/core'
import type { Booking, CurrencyCode, ErrorInfo } from '@parkade/core'
import { pendingCheckouts } from '../Checkout/pendingCheckouts.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useFormat } from '../ui/useFormat.ts'
import { fromDateTimeLocalValue, toDateTimeLocalValue } from './dateTimeLocal.ts'
import { bookingsTexts } from './bookingsTexts.ts'

/** How much later than the current departure the extend field starts. */
export const EXTEND_DEFAULT_MS = 60 * 60 * 1000

export type BookingDetailStatus = 'auth-required' | 'loading' | 'success' | 'not-found' | 'error'
export type BookingActionKind = 'cancel' | 'renew' | 'extend'

export interface BookingActionState {
  kind: BookingActionKind | null
  status: 'idle' | 'loading' | 'success' | 'error'
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  /** After an extension: the price of the extra time, charged to the wallet. */
  extraAmount: number | null
  currency: CurrencyCode | null
}

export interface UseBookingDetailResult {
  signedIn: boolean
  requireLogin(): void
  booking: Booking | null
  status: BookingDetailStatus
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  reload(): void
  action: BookingActionState
  canCancel: boolean
  canRenew: boolean
  canExtend: boolean
  /** The cancel confirmation step is open. */
  confirmingCancel: boolean
  askCancel(): void
  dismissCancel(): void
  /** PUT status=cancelled; a paid booking is refunded to the wallet. */
  cancel(): Promise<void>
  /** PUT status=active for a cancelled booking. */
  renew(): Promise<void>
  /** The extend field's value (`datetime-local`). */
  newEnd: string
  setNewEnd(value: string): void
  /** Translated; shown after an extend attempt. */
  newEndError: string | null
  /** POST /bookings/extend with the new end time, when it is later than the current one. */
  extend(): Promise<void>
}

interface Loaded {
  key: string
  booking: Booking | null
  error: ErrorInfo | null
  notFound: boolean
}

const IDLE: BookingActionState = { kind: null, status: 'idle', error: null, extraAmount: null, currency: null }

/** One booking by its code (GET /bookings/code/{code}), with cancel, renew and extend. */
export function useBookingDetail(bookingCode: string): UseBookingDetailResult {
  const { client, emit } = useParkade()
  const { tf } = bookingsTexts.useTexts()
  const { dateTime } = useFormat()
  const token = useParkadeStore('auth', (s) => s.token)
  const [reloads, setReloads] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [action, setAction] = useState<BookingActionState>(IDLE)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const [edited, setEdited] = useState<{ forEnd: string; value: string } | null>(null)
  const [showEndError, setShowEndError] = useState(false)
  const key = `${bookingCode}#${reloads}#${token ?? ''}`

  useEffect(() => {
    if (!token || !bookingCode) return
    const controller = new AbortController()
    client.api.bookings.get(bookingCode, { signal: controller.signal }).then(
      (booking) => setLoaded({ key, booking, error: null, notFound: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const notFound = error instanceof ParkadeApiError && error.status === 404
        setLoaded({ key, booking: null, error: describeError(error), notFound })
      },
    )
    return () => controller.abort()
  }, [client, key, token, bookingCode])

  const current = loaded?.key === key ? loaded : null
  // Reloading keeps the booking on screen rather than flashing a spinner.
  const booking = current?.booking ?? (loaded?.booking?.booking_code === bookingCode ? loaded.booking : null)
  let status: BookingDetailStatus
  if (!token) status = 'auth-required'
  else if (!current) status = booking ? 'success' : 'loading'
  else if (current.notFound) status = 'not-found'
  else if (current.error) status = 'error'
  else status = 'success'

  const put = useCallback((next: Booking) => setLoaded((prev) => (prev ? { ...prev, booking: next } : prev)), [])
  const refreshWallet = useCallback(() => {
    const wallet = client.stores.wallet.getState()
    void wallet.load()
    void wallet.loadTransactions(1)
  }, [client])

  const run = useCallback(
    async (kind: BookingActionKind, work: () => Promise<{ booking: Booking; extraAmount?: number; currency?: CurrencyCode }>) => {
      setAction({ ...IDLE, kind, status: 'loading' })
      try {
        const done = await work()
        put(done.booking)
        setAction({ kind, status: 'success', error: null, extraAmount: done.extraAmount ?? null, currency: done.currency ?? done.booking.currency })
        refreshWallet()
      } catch (error) {
        setAction({ ...IDLE, kind, status: 'error', error: describeError(error) })
      }
    },
    [put, refreshWallet],
  )

  const bookings = client.stores.bookings
  const cancel = useCallback(async () => {
    if (!booking) return
    setConfirmingCancel(false)
    await run('cancel', async () => {
      const cancelled = await bookings.getState().cancel(booking.id)
      // An unpaid booking's checkout, kept in this browser to be resumed, is not offered again.
      pendingCheckouts.clearBooking(booking.id)
      return { booking: cancelled }
    })
  }, [booking, bookings, run])

  const renew = useCallback(async () => {
    if (!booking) return
    await run('renew', async () => ({ booking: await bookings.getState().renew(booking.id) }))
  }, [booking, bookings, run])

  const defaultEnd = booking ? toDateTimeLocalValue(new Date(new Date(booking.end_time).getTime() + EXTEND_DEFAULT_MS)) : ''
  const newEnd = booking && edited?.forEnd === booking.end_time ? edited.value : defaultEnd
  const chosenEnd = fromDateTimeLocalValue(newEnd)
  let endProblem: string | null = null
  if (booking) {
    if (!chosenEnd) endProblem = tf('newEndRequired')
    else if (chosenEnd.getTime() <= new Date(booking.end_time).getTime()) endProblem = tf('endMustBeLater', { end: dateTime(booking.end_time) })
  }

  const setNewEnd = useCallback(
    (value: string) => {
      if (booking) setEdited({ forEnd: booking.end_time, value })
    },
    [booking],
  )

  const extend = useCallback(async () => {
    setShowEndError(true)
    if (!booking || endProblem || !chosenEnd) return
    setShowEndError(false)
    await run('extend', async () => {
      const answer = await bookings.getState().extend(booking.id, chosenEnd.toISOString())
      return { booking: answer.booking, extraAmount: answer.extra_amount, currency: answer.currency }
    })
  }, [booking, endProblem, chosenEnd, bookings, run])

  const requireLogin = useCallback(() => emit('auth-required', { widget: 'booking-detail', reason: 'login-required' }), [emit])
  const live = booking?.status === 'active' || booking?.status === 'pending'

  return {
    signedIn: token !== null,
    requireLogin,
    booking,
    status,
    error: current?.error ?? null,
    reload: () => setReloads((n) => n + 1),
    action,
    canCancel: live,
    canRenew: booking?.status === 'cancelled',
    canExtend: booking?.status === 'active',
    confirmingCancel,
    askCancel: () => {
      setAction(IDLE)
      setConfirmingCancel(true)
    },
    dismissCancel: () => setConfirmingCancel(false),
    cancel,
    renew,
    newEnd,
    setNewEnd,
    newEndError: showEndError ? endProblem : null,
    extend,
  }
}
