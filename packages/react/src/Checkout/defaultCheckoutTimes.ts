import { toDateTimeLocal } from './toDateTimeLocal.ts'

/** A stay lasts this long unless the driver or the host says otherwise. */
export const CHECKOUT_DEFAULT_STAY_HOURS = 2

const HOUR_MS = 3_600_000

/** The next full hour after `now`. */
export function nextFullHour(now: number): Date {
  const date = new Date(now)
  date.setMinutes(0, 0, 0)
  date.setHours(date.getHours() + 1)
  return date
}

/** Arrival at the next full hour, departure two hours later, as `datetime-local` values. */
export function defaultCheckoutTimes(now: number): { arrival: string; departure: string } {
  const arrival = nextFullHour(now)
  return { arrival: toDateTimeLocal(arrival), departure: toDateTimeLocal(arrival.getTime() + CHECKOUT_DEFAULT_STAY_HOURS * HOUR_MS) }
}
