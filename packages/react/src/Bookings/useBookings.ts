import { useCallback, useEffect, useState } from 'react'
import { createBookingsStore, provideStoreMakers } from '@parkade/core'
import { BOOKING_LIST_DEFAULT_PAGE } from '@parkade/core'
import type { Booking, BookingStatusFilter, RequestStatus, ErrorInfo } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'

/** The list's filter choices, in the order shown. */
export const BOOKING_STATUS_FILTERS: readonly BookingStatusFilter[] = ['all', 'active', 'pending', 'cancelled', 'completed']

export interface UseBookingsOptions {
  initialStatus?: BookingStatusFilter
  initialPage?: number
}

export interface UseBookingsResult {
  signedIn: boolean
  requireLogin(): void
  bookings: Booking[]
  status: RequestStatus
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  statusFilter: BookingStatusFilter
  setStatusFilter(filter: BookingStatusFilter): void
  page: number
  pages: number
  total: number
  setPage(page: number): void
  reload(): void
}

/** The signed-in driver's bookings: GET /bookings/list by page and status filter. */
export function useBookings({ initialStatus = 'all', initialPage = BOOKING_LIST_DEFAULT_PAGE }: UseBookingsOptions = {}): UseBookingsResult {
  // parkade.js makes these stores with the code that reads them (core's provideStoreMakers).
  provideStoreMakers({ bookings: createBookingsStore })
  const { client, emit } = useParkade()
  const token = useParkadeStore('auth', (s) => s.token)
  const bookings = useParkadeStore('bookings', (s) => s.bookings)
  const status = useParkadeStore('bookings', (s) => s.status)
  const error = useParkadeStore('bookings', (s) => s.error)
  const pages = useParkadeStore('bookings', (s) => s.pages)
  const total = useParkadeStore('bookings', (s) => s.total)
  const [statusFilter, setFilter] = useState<BookingStatusFilter>(initialStatus)
  const [page, setPage] = useState(initialPage)

  useEffect(() => {
    if (token) void client.stores.bookings.getState().list({ page, status_filter: statusFilter })
  }, [client, token, page, statusFilter])

  const setStatusFilter = useCallback((filter: BookingStatusFilter) => {
    setFilter(filter)
    setPage(BOOKING_LIST_DEFAULT_PAGE)
  }, [])

  const reload = useCallback(() => void client.stores.bookings.getState().list({ page, status_filter: statusFilter }), [client, page, statusFilter])
  const requireLogin = useCallback(() => emit('auth-required', { widget: 'bookings', reason: 'login-required' }), [emit])

  return { signedIn: token !== null, requireLogin, bookings, status, error, statusFilter, setStatusFilter, page, pages, total, setPage, reload }
}
