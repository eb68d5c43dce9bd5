import type { ParkadeEvent } from '@parkade/core'
import { nextFullHour } from '../Checkout/defaultCheckoutTimes.ts'

/** Parking for an event lasts until this long after it ends. */
export const EVENT_PARKING_AFTER_END_MS = 3_600_000

/**
 * The stay an event booking starts from: from the time parking opens (or the next full hour,
 * once it has opened) to one hour after the event ends.
 */
export function eventCheckoutWindow(event: Pick<ParkadeEvent, 'parking_opens_at' | 'ends_at'>, now: number): { start: string; end: string } {
  const opens = Date.parse(event.parking_opens_at)
  const start = Number.isNaN(opens) || opens < now ? nextFullHour(now).toISOString() : new Date(opens).toISOString()
  const end = new Date(Date.parse(event.ends_at) + EVENT_PARKING_AFTER_END_MS).toISOString()
  return { start, end }
}
