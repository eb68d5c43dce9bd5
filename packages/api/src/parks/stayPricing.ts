import type { ParkRateSummary, StayQuote } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import { PricingError } from '../pricing/PricingError.ts'
import { quote } from '../pricing/quote.ts'
import type { FeeRule } from '../pricing/types.ts'

/** The stay a search prices: from arrival to departure, for one vehicle type. */
export interface Stay {
  arrival: Date
  departure: Date
  vehicleTypeId: number
}

interface FeeRow extends FeeRule {
  country_code: string
  currency: string
}

/** The fees of these countries, in the order checkout applies them (loadParkPricing's). */
export async function loadCountryFees(db: Database, countryCodes: readonly string[]): Promise<Map<string, FeeRow[]>> {
  const byCountry = new Map<string, FeeRow[]>()
  if (!countryCodes.length) return byCountry
  const { rows } = await db.query<FeeRow>(
    `SELECT c.code AS country_code, f.code, f.name, f.name_fr, f.kind, f.amount, f.currency
     FROM fees f JOIN countries c ON c.id = f.country_id WHERE c.code = ANY ($1::text[]) ORDER BY f.id`,
    [[...new Set(countryCodes)]],
  )
  for (const row of rows) {
    const list = byCountry.get(row.country_code) ?? []
    list.push({ ...row, amount: Number(row.amount) })
    byCountry.set(row.country_code, list)
  }
  return byCountry
}

/**
 * What checkout would charge for the stay at this park: the same quote() over the park's rates
 * and its country's fees (a fixed fee in another currency cannot apply, as in loadParkPricing).
 * Null when the park has no rate for the vehicle.
 */
export function stayTotal(
  park: { currency: string; rates: readonly ParkRateSummary[]; country_code: string },
  fees: ReadonlyMap<string, readonly FeeRow[]>,
  stay: Stay,
): number | null {
  const rules = (fees.get(park.country_code) ?? []).filter((fee) => fee.kind === 'percent' || fee.currency === park.currency)
  try {
    return quote({ currency: park.currency, rates: [...park.rates] }, rules, stay.arrival, stay.departure, stay.vehicleTypeId).total
  } catch (error) {
    if (error instanceof PricingError && error.code === 'no-rate') return null
    throw error
  }
}

/** The `stay` of a park in a search answer; null when it cannot take the stay's vehicle. */
export function stayQuoteOf(
  park: { currency: string; rates: readonly ParkRateSummary[]; country_code: string },
  fees: ReadonlyMap<string, readonly FeeRow[]>,
  stay: Stay,
  availableSpaces: number,
): StayQuote | null {
  const total = stayTotal(park, fees, stay)
  if (total === null) return null
  return {
    arrival: stay.arrival.toISOString(),
    departure: stay.departure.toISOString(),
    vehicle_type_id: stay.vehicleTypeId,
    total,
    currency: park.currency as StayQuote['currency'],
    available_spaces: availableSpaces,
  }
}
