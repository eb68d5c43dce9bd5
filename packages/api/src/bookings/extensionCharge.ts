import type { PriceLine } from '@parkade/contract'
import type { ParkPricing } from '../pricing/loadParkPricing.ts'
import { fromMinor, toMinor } from '../pricing/minorUnits.ts'
import { quote } from '../pricing/quote.ts'
import type { PriceQuote } from '../pricing/types.ts'

/** The booking as an extension prices it. */
export interface ExtendedBooking {
  start_time: Date
  end_time: Date
  vehicle_type_id: number
  currency: string
  subtotal: number
  fees: PriceLine[] | null
  total: number
}

/** What moving a booking's departure to a later time costs, and the booking's amounts after it. */
export interface ExtensionCharge {
  /** quote(start, new end) − quote(start, current end), never below zero. */
  amount: number
  subtotal: number
  fees: PriceLine[]
  total: number
}

/**
 * Prices an extension of `booking` to `newEnd` (quote() throws its pricing errors). The wallet
 * path and the gateway path (priced when the payment starts, again when it is confirmed) share it.
 */
export function extensionCharge(pricing: ParkPricing, booking: ExtendedBooking, newEnd: Date): ExtensionCharge {
  const options = { allowPastStart: true }
  const before = quote(pricing.rates, pricing.fees, booking.start_time, booking.end_time, booking.vehicle_type_id, options)
  const after = quote(pricing.rates, pricing.fees, booking.start_time, newEnd, booking.vehicle_type_id, options)
  const currency = booking.currency
  const extra = difference(after, before)
  const amountMinor = Math.max(0, extra.total)
  return {
    amount: fromMinor(amountMinor, currency),
    subtotal: fromMinor(toMinor(Number(booking.subtotal), currency) + Math.max(0, extra.subtotal), currency),
    fees: addFees(booking.fees ?? [], extra.fees, after.fees, currency),
    total: fromMinor(toMinor(Number(booking.total), currency) + amountMinor, currency),
  }
}

/** The difference of two quotes, line by line (what an extension adds), in minor units. */
function difference(after: PriceQuote, before: PriceQuote): { subtotal: number; total: number; fees: Map<string, number> } {
  const c = after.currency
  const fees = new Map<string, number>()
  for (const line of after.fees) fees.set(line.code, toMinor(line.amount, c))
  for (const line of before.fees) fees.set(line.code, (fees.get(line.code) ?? 0) - toMinor(line.amount, c))
  return { subtotal: toMinor(after.subtotal, c) - toMinor(before.subtotal, c), total: toMinor(after.total, c) - toMinor(before.total, c), fees }
}

function addFees(current: PriceLine[], added: Map<string, number>, labels: PriceLine[], currency: string): PriceLine[] {
  const out = current.map((line) => ({ ...line }))
  for (const [code, minor] of added) {
    if (minor === 0) continue
    const line = out.find((l) => l.code === code)
    if (line) line.amount = fromMinor(toMinor(line.amount, currency) + minor, currency)
    else out.push({ code, label: labels.find((l) => l.code === code)?.label ?? code, amount: fromMinor(minor, currency) })
  }
  return out
}
