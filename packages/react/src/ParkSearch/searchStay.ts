import { fromDateTimeLocal } from '../Checkout/fromDateTimeLocal.ts'
import { toDateTimeLocal } from '../Checkout/toDateTimeLocal.ts'
import type { CheckoutTimeErrors } from '../Checkout/types.ts'

/** When the driver arrives and leaves, as `datetime-local` values in the device's time zone. */
export interface SearchStay {
  arrival: string
  departure: string
}

const QUARTER_MS = 15 * 60_000
/** A search's stay lasts this long unless the driver says otherwise. */
export const SEARCH_DEFAULT_STAY_HOURS = 2

/** From now, rounded up to the next quarter hour (a time a driver would type), for two hours. */
export function defaultSearchStay(now: number): SearchStay {
  const arrival = Math.ceil(now / QUARTER_MS) * QUARTER_MS
  return { arrival: toDateTimeLocal(arrival), departure: toDateTimeLocal(arrival + SEARCH_DEFAULT_STAY_HOURS * 3_600_000) }
}

/** Both times required, departure after arrival (keys of `checkout.validation`); empty when valid. */
export function searchStayErrors(stay: SearchStay): CheckoutTimeErrors {
  const errors: CheckoutTimeErrors = {}
  const arrival = fromDateTimeLocal(stay.arrival)
  const departure = fromDateTimeLocal(stay.departure)
  if (!arrival) errors.arrival = 'arrivalRequired'
  if (!departure) errors.departure = 'departureRequired'
  else if (arrival && departure.getTime() <= arrival.getTime()) errors.departure = 'departureBeforeArrival'
  return errors
}

/** The stay as the API takes it (ISO instants); null when it is not valid. */
export function stayInstants(stay: SearchStay): { arrival: string; departure: string } | null {
  const errors = searchStayErrors(stay)
  if (errors.arrival || errors.departure) return null
  return { arrival: fromDateTimeLocal(stay.arrival)!.toISOString(), departure: fromDateTimeLocal(stay.departure)!.toISOString() }
}
