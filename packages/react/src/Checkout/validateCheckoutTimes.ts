import { fromDateTimeLocal } from './fromDateTimeLocal.ts'
import type { CheckoutTimeErrors } from './types.ts'

/**
 * Arrival and departure: both required, arrival not in the past (to the minute, as the input
 * shows it), departure after arrival. Empty when valid.
 */
export function validateCheckoutTimes(times: { arrival: string; departure: string }, now: number): CheckoutTimeErrors {
  const errors: CheckoutTimeErrors = {}
  const arrival = fromDateTimeLocal(times.arrival)
  const departure = fromDateTimeLocal(times.departure)
  const thisMinute = now - (now % 60_000)
  if (!arrival) errors.arrival = 'arrivalRequired'
  else if (arrival.getTime() < thisMinute) errors.arrival = 'arrivalInPast'
  if (!departure) errors.departure = 'departureRequired'
  else if (arrival && departure.getTime() <= arrival.getTime()) errors.departure = 'departureBeforeArrival'
  return errors
}
