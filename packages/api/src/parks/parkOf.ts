import type { Park, ParkRateSummary, StayQuote } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { localized } from '../lib/requestLanguage.ts'
import { imageUrl } from '../lib/imageUrl.ts'
import { takesSpaceSql } from '../bookings/expireUnpaidHolds.ts'

export interface ParkRow {
  id: number
  slug: string
  park_code: string
  name: string
  type: Park['type']
  description: string
  description_fr: string
  address: string
  city: string
  region: string
  country_code: string
  country_name: string
  country_name_fr: string
  lat: number
  lng: number
  capacity: number
  available_spaces: number
  is_24_hours: boolean
  opens_at: string | null
  closes_at: string | null
  amenities: string[]
  entry_instructions: string
  entry_instructions_fr: string
  currency: Park['currency']
  image_key: string | null
  distance_km?: number | null
  /** The park's rates when the query that found it loaded them already. */
  rates?: ParkRateSummary[]
  /** In a search with arrival and departure: that stay's price and spaces (null: no rate for the vehicle). */
  stay?: StayQuote | null
}

/** The columns of a Park answer from `parks p JOIN countries c`, all but available_spaces. */
export const PARK_BASE_COLUMNS = `p.id, p.slug, p.park_code, p.name, p.type, p.description, p.description_fr, p.address, p.city, p.region,
  c.code AS country_code, c.name AS country_name, c.name_fr AS country_name_fr, p.lat, p.lng, p.capacity,
  p.is_24_hours, p.opens_at, p.closes_at, p.amenities, p.entry_instructions, p.entry_instructions_fr, p.currency, p.image_key`

/**
 * Condition on bookings alias `b`: the booking holds one of its park's spaces right now (an
 * unpaid hold for `holdMinutes`, config.bookingHoldMinutes).
 */
export function holdsSpaceNowSql(holdMinutes: number): string {
  return `b.status IN ('active', 'pending') AND ${takesSpaceSql(holdMinutes)} AND b.start_time <= now() AND b.end_time > now()`
}

/** As holdsSpaceNowSql, for any moment of the stay [`start`, `end`) (SQL timestamptz expressions). */
export function holdsSpaceDuringSql(holdMinutes: number, start: string, end: string): string {
  return `b.status IN ('active', 'pending') AND ${takesSpaceSql(holdMinutes)} AND b.start_time < ${end} AND b.end_time > ${start}`
}

/**
 * The columns of a Park answer, from `parks p JOIN countries c`. available_spaces = capacity
 * minus active or pending bookings (within their hold of `holdMinutes`) whose range contains now.
 */
export function parkColumns(holdMinutes: number): string {
  return `${PARK_BASE_COLUMNS},
  GREATEST(p.capacity - (SELECT count(*) FROM bookings b WHERE b.park_id = p.id AND ${holdsSpaceNowSql(holdMinutes)}), 0)::int AS available_spaces`
}

/** The rates of several parks at once, keyed by park id, in vehicle type order. */
export async function loadRates(db: Database, parkIds: number[]): Promise<Map<number, ParkRateSummary[]>> {
  const byPark = new Map<number, ParkRateSummary[]>()
  if (!parkIds.length) return byPark
  const { rows } = await db.query<{ park_id: number; vehicle_type_id: number; hourly_rate: number; daily_rate: number }>(
    'SELECT park_id, vehicle_type_id, hourly_rate, daily_rate FROM park_rates WHERE park_id = ANY($1::int[]) ORDER BY park_id, vehicle_type_id',
    [parkIds],
  )
  for (const row of rows) {
    const list = byPark.get(row.park_id) ?? []
    list.push({ vehicle_type_id: row.vehicle_type_id, hourly: row.hourly_rate, daily: row.daily_rate })
    byPark.set(row.park_id, list)
  }
  return byPark
}

export function parkOf(row: ParkRow, rates: ParkRateSummary[], lang: Language, publicUrl: string): Park {
  return {
    id: row.id,
    slug: row.slug,
    park_code: row.park_code,
    name: row.name,
    type: row.type,
    description: localized(lang, row.description, row.description_fr),
    address: row.address,
    city: row.city,
    region: row.region,
    country_code: row.country_code,
    country_name: localized(lang, row.country_name, row.country_name_fr),
    lat: row.lat,
    lng: row.lng,
    capacity: row.capacity,
    available_spaces: row.available_spaces,
    is_24_hours: row.is_24_hours,
    opening_hours: row.is_24_hours || !row.opens_at || !row.closes_at ? null : { open: row.opens_at, close: row.closes_at },
    amenities: row.amenities,
    entry_instructions: localized(lang, row.entry_instructions, row.entry_instructions_fr),
    currency: row.currency,
    rates,
    // A park without a picture of its own (added outside the seed) gets its type's drawing.
    image_url: imageUrl(publicUrl, row.image_key ?? row.type),
    distance_km: row.distance_km === undefined || row.distance_km === null ? null : Math.round(row.distance_km * 1000) / 1000,
    ...(row.stay === undefined ? {} : { stay: row.stay }),
  }
}

/** Rows to Park answers, loading their rates in one query unless the rows carry them. */
export async function parksOf(db: Database, rows: ParkRow[], lang: Language, publicUrl: string): Promise<Park[]> {
  const missing = rows.filter((row) => !row.rates).map((row) => row.id)
  const rates = missing.length ? await loadRates(db, missing) : new Map<number, ParkRateSummary[]>()
  return rows.map((row) => parkOf(row, row.rates ?? rates.get(row.id) ?? [], lang, publicUrl))
}
