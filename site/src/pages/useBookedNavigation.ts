import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import type { Booking } from '../sdk.ts'
import { paths } from '../routing/paths.ts'

/** Every finished booking (wallet, or gateway after its return) lands on /booking-success. */
export function useBookedNavigation(): (booking: Booking) => void {
  const navigate = useNavigate()
  return useCallback(
    (booking: Booking) => void navigate(`${paths.bookingSuccess}?${new URLSearchParams({ booking: booking.booking_code })}`, { state: { booking } }),
    [navigate],
  )
}
