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
  const { rows } = await db.query<ParkPricing['park']>(
    `SELECT id, name, country_id, capacity, currency FROM parks WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [parkId],
  )
  const park = rows[0]
  if (!park) return null
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const rates = await db.query<{ vehicle_type_id: number; hourly_rate: number; daily_rate: number }>(
    'SELECT vehicle_type_id, hourly_rate, daily_rate FROM park_rates WHERE park_id = $1',
    [parkId],
  )
  // A fixed fee in another currency cannot be added to this park's price.
  const fees = await db.query<{ code: string; name: string; name_fr: string | null; kind: 'percent' | 'fixed'; amount: number }>(
    `SELECT code, name, name_fr, kind, amount FROM fees WHERE country_id = $1 AND (kind = 'percent' OR currency = $2) ORDER BY id`,
    [park.country_id, park.currency],
  )
  return {
    park: { ...park, capacity: Number(park.capacity) },
    rates: {
      currency: park.currency,
      rates: rates.rows.map((r) => ({ vehicle_type_id: r.vehicle_type_id, hourly: Number(r.hourly_rate), daily: Number(r.daily_rate) })),
    },
    fees: fees.rows.map((f) => ({ code: f.code, name: f.name, name_fr: f.name_fr, kind: f.kind, amount: Number(f.amount) })),
  }
}
