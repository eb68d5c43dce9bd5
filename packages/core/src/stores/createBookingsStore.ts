import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { describeError } from '../api/ParkadeApiError.ts'
import { bookingItems } from '../api/createApiClient.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type {
  Booking,
  BookingListQuery,
  BookingStatusChange,
  BookingStatusFilter,
  ExtendBookingRequest,
  ExtendBookingResponse,
  IsoDateTime,
} from '../api/types.ts'
import { BOOKING_LIST_DEFAULT_PAGE, BOOKING_LIST_DEFAULT_SIZE } from '../constants.ts'
import { createLatestRequest } from './createLatestRequest.ts'
import { createMutationRunner } from './createMutationRunner.ts'
import type { RequestState, StoreLifetime } from './types.ts'

export interface BookingsState extends RequestState {
  bookings: Booking[]
  total: number
  page: number
  size: number
  pages: number
  statusFilter: BookingStatusFilter | null
  /** State of the last cancel, renew or extend. */
  mutation: RequestState
  /** Page 1 unless told; items from `items` or `data` (SPEC §3). Resolves null on failure. */
  list(query?: BookingListQuery): Promise<Booking[] | null>
  /** Status 'cancelled', sent as a query parameter (SPEC §4). */
  cancel(bookingId: number): Promise<Booking>
  /** Status 'active', sent as a query parameter (SPEC §4). */
  renew(bookingId: number): Promise<Booking>
  /**
   * Moves the departure later, paid from the wallet (default) or, with `payment.payment_method:
   * 'gateway'`, through the provider: then the answer carries `payment` and the booking changes
   * once confirm-payment confirms it.
   */
  extend(bookingId: number, newEndTime: IsoDateTime, payment?: Omit<ExtendBookingRequest, 'booking_id' | 'new_end_time'>): Promise<ExtendBookingResponse>
  reset(): void
}

export type BookingsStore = StoreApi<BookingsState>

export interface BookingsStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'bookings'>
}

type BookingsData = Omit<BookingsState, 'list' | 'cancel' | 'renew' | 'extend' | 'reset'>

const empty = (): BookingsData => ({
  bookings: [],
  total: 0,
  page: BOOKING_LIST_DEFAULT_PAGE,
  size: BOOKING_LIST_DEFAULT_SIZE,
  pages: 0,
  statusFilter: null,
  status: 'idle',
  error: null,
  mutation: { status: 'idle', error: null },
})

export function createBookingsStore(options: BookingsStoreOptions): BookingsStore {
  const { api, signal: lifetime } = options
  const latest = createLatestRequest(lifetime)

  return createStore<BookingsState>()((set, get) => {
    const mutate = createMutationRunner((mutation) => set({ mutation }), lifetime)

    function replace(bookingId: number, next: Partial<Booking>) {
      if (lifetime?.aborted) return
      set({ bookings: get().bookings.map((booking) => (booking.id === bookingId ? { ...booking, ...next } : booking)) })
    }

    const changeStatus = (bookingId: number, status: BookingStatusChange) =>
      mutate(async (signal) => {
        const answer = await api.bookings.setStatus(bookingId, status, { signal })
        // The answer is the booking; should a server send less, the status still shows.
        const updated = answer && typeof answer === 'object' && answer.id === bookingId ? answer : { status }
        replace(bookingId, updated)
        return { ...get().bookings.find((booking) => booking.id === bookingId), ...updated } as Booking
      })

    return {
      ...empty(),

      list: async (query = {}) => {
        const page = query.page ?? BOOKING_LIST_DEFAULT_PAGE
        const statusFilter = query.status_filter ?? null
        const ticket = latest.start()
        set({ status: 'loading', error: null, statusFilter })
        try {
          const answer = await api.bookings.list({ page, status_filter: query.status_filter }, { signal: ticket.signal })
          if (!ticket.isLatest()) return null
          const bookings = bookingItems(answer)
          const size = answer.size || BOOKING_LIST_DEFAULT_SIZE
          const total = answer.total ?? bookings.length
          set({
            bookings,
            total,
            page: answer.page ?? page,
            size,
            pages: answer.pages ?? Math.ceil(total / size),
            status: 'success',
            error: null,
          })
          return bookings
        } catch (error) {
          if (ticket.isLatest()) set({ status: 'error', error: describeError(error) })
          return null
        }
      },

      cancel: (bookingId) => changeStatus(bookingId, 'cancelled'),
      renew: (bookingId) => changeStatus(bookingId, 'active'),

      extend: (bookingId, newEndTime, payment = {}) =>
        mutate(async (signal) => {
          const answer = await api.bookings.extend({ booking_id: bookingId, new_end_time: newEndTime, ...payment }, { signal })
          // A gateway extension waits for its payment: the booking as answered (unchanged) stays.
          if (answer?.booking?.id === bookingId) replace(bookingId, answer.booking)
          else if (!answer?.payment) replace(bookingId, { end_time: newEndTime })
          return answer
        }),

      reset: () => {
        latest.abort()
        set(empty())
      },
    }
  })
}
