import { MAX_BOOKING_DAYS } from '@parkade/contract/domain'
import { PricingError } from './PricingError.ts'
import { fromMinor, toMinor } from './minorUnits.ts'
import type { FeeRule, PriceLine, PriceQuote, QuoteOptions, RateTable } from './types.ts'

const HOUR_MS = 3_600_000
export const HOURS_PER_DAY = 24
export { MAX_BOOKING_DAYS }
/** Clock skew and form-filling time: an arrival up to this far in the past is still "now". */
export const PAST_START_TOLERANCE_MS = 5 * 60_000

export const PRICING_MESSAGES = {
  invalidDate: 'Arrival and departure must be valid dates.',
  startInPast: 'Arrival time cannot be in the past.',
  endBeforeStart: 'Departure must be after arrival.',
  tooLong: `A booking can last at most ${MAX_BOOKING_DAYS} days.`,
  noRate: 'This car park has no rate for the selected vehicle type.',
} as const

/** Checks a booking's time range; throws a PricingError with the sentence to show. */
export function validateTimeRange(start: Date, end: Date, options: QuoteOptions = {}): void {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    throw new PricingError('invalid-date', PRICING_MESSAGES.invalidDate)
  }
  const now = options.now ?? new Date()
  if (!options.allowPastStart && start.getTime() < now.getTime() - PAST_START_TOLERANCE_MS) {
    throw new PricingError('start-in-past', PRICING_MESSAGES.startInPast)
  }
  if (end.getTime() <= start.getTime()) {
    throw new PricingError('end-before-start', PRICING_MESSAGES.endBeforeStart)
  }
  if (end.getTime() - start.getTime() > MAX_BOOKING_DAYS * HOURS_PER_DAY * HOUR_MS) {
    throw new PricingError('too-long', PRICING_MESSAGES.tooLong)
  }
}

/** Hours charged for a stay: every started hour counts as a full one. */
export function chargedHours(start: Date, end: Date): number {
  return Math.ceil((end.getTime() - start.getTime()) / HOUR_MS)
}

/**
 * The price of parking `vehicleTypeId` from `start` to `end`.
 *
 * By the hour, part hours rounded up. Each full 24 hours costs the daily rate when that is
 * cheaper than 24 hourly charges; the hours left over cost the hourly rate, capped at the daily
 * rate. Fees are a percentage of the subtotal or a fixed amount. Every amount is rounded to the
 * currency's decimals (0 for XOF), and the total is the exact sum of the rounded lines.
 */
export function quote(
  rates: RateTable,
  fees: readonly FeeRule[],
  start: Date,
  end: Date,
  vehicleTypeId: number,
  options: QuoteOptions = {},
): PriceQuote {
  validateTimeRange(start, end, options)
  const rate = rates.rates.find((r) => r.vehicle_type_id === vehicleTypeId)
  if (!rate || !(rate.hourly >= 0)) throw new PricingError('no-rate', PRICING_MESSAGES.noRate)
  const currency = rates.currency

  const hourly = toMinor(rate.hourly, currency)
  // A daily rate of 0 or less means "no daily rate": the day costs 24 hours.
  const dailyCap = rate.daily > 0 ? toMinor(rate.daily, currency) : Number.POSITIVE_INFINITY
  const hours = chargedHours(start, end)
  const days = Math.floor(hours / HOURS_PER_DAY)
  const rest = hours % HOURS_PER_DAY

  const dayPrice = Math.min(hourly * HOURS_PER_DAY, dailyCap)
  const subtotalMinor = days * dayPrice + Math.min(rest * hourly, dailyCap)

  const lines: PriceLine[] = []
  let feesMinor = 0
  for (const fee of fees) {
    const amount =
      fee.kind === 'percent' ? Math.round((subtotalMinor * fee.amount) / 100 + 1e-7) : toMinor(fee.amount, currency)
    feesMinor += amount
    lines.push({ code: fee.code, label: fee.name, amount: fromMinor(amount, currency) })
  }

  return {
    hours,
    days,
    subtotal: fromMinor(subtotalMinor, currency),
    fees: lines,
    total: fromMinor(subtotalMinor + feesMinor, currency),
    currency,
  }
}
