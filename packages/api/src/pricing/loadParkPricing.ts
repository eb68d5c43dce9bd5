import type { Database } from '../db/Database.ts'
import type { FeeRule, RateTable } from './types.ts'

export interface ParkPricing {
  park: { id: number; name: string; country_id: number; capacity: number; currency: string }
  rates: RateTable
  fees: FeeRule[]
}

/**
 * A park's rates and its country's fees, as the quote needs them; null for an unknown park.
 * `forUpdate` locks the park row until the transaction ends: bookings of one park queue here,
 * so a capacity count is never made stale by a concurrent booking (PostgreSQL; PGlite already
 * runs one transaction at a time).
 */
export async function loadParkPricing(db: Database, parkId: number, options: { forUpdate?: boolean } = {}): Promise<ParkPricing | null> {
  // One statement (a booking's transaction waits on each round trip, and PGlite charges each
  // query a fixed cost): the rates and the fees come as JSON beside the park.
  const { rows } = await db.query<ParkPricingRow>(`${PARK_PRICING_SELECT} WHERE p.id = $1${options.forUpdate ? ' FOR UPDATE OF p' : ''}`, [parkId], {
    prepare: true,
  })
  return rows[0] ? parkPricingOf(rows[0]) : null
}

/** A park's row with its rates and fees as JSON, from `parks p` (a fixed fee in another currency cannot be added to this park's price). */
export const PARK_PRICING_SELECT = `SELECT p.id, p.name, p.country_id, p.capacity, p.currency,
            coalesce((SELECT json_agg(json_build_object('vehicle_type_id', r.vehicle_type_id, 'hourly', r.hourly_rate, 'daily', r.daily_rate) ORDER BY r.vehicle_type_id)
                        FROM park_rates r WHERE r.park_id = p.id), '[]') AS rates,
            coalesce((SELECT json_agg(json_build_object('code', f.code, 'name', f.name, 'name_fr', f.name_fr, 'kind', f.kind, 'amount', f.amount) ORDER BY f.id)
                        FROM fees f WHERE f.country_id = p.country_id AND (f.kind = 'percent' OR f.currency = p.currency)), '[]') AS fees
       FROM parks p`

export type ParkPricingRow = ParkPricing['park'] & { rates: RateRow[]; fees: FeeRow[] }

/** PARK_PRICING_SELECT's row as the quote needs it. */
export function parkPricingOf(row: ParkPricingRow): ParkPricing {
  return {
    park: { id: row.id, name: row.name, country_id: row.country_id, capacity: Number(row.capacity), currency: row.currency },
    rates: {
      currency: row.currency,
      rates: row.rates.map((r) => ({ vehicle_type_id: r.vehicle_type_id, hourly: Number(r.hourly), daily: Number(r.daily) })),
    },
    fees: row.fees.map((f) => ({ code: f.code, name: f.name, name_fr: f.name_fr, kind: f.kind, amount: Number(f.amount) })),
  }
}

interface RateRow {
  vehicle_type_id: number
  hourly: number
  daily: number
}

interface FeeRow {
  code: string
  name: string
  name_fr: string | null
  kind: 'percent' | 'fixed'
  amount: number
}
