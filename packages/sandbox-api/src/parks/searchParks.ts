import type { ParkType } from '@parkade/core'
import type { Database } from '../db/Database.ts'
import { PARK_COLUMNS } from './parkOf.ts'
import type { ParkRow } from './parkOf.ts'

export interface ParkSearch {
  countryId?: number
  search?: string
  lat?: number
  lng?: number
  radiusKm?: number
  type?: ParkType
  page: number
  size: number
  /** Count the matches too (default true); lists that need no total skip the cost. */
  withTotal?: boolean
}

/** `total` counts matching parks up to this many: an exact count of 500,000 rows costs more than the page. */
export const PARK_TOTAL_CAP = 1000

/** `%` and `_` typed by a person are text, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Builds the SQL of one query with its own numbered parameters. */
function sqlBuilder() {
  const params: unknown[] = []
  return {
    params,
    param(value: unknown): string {
      params.push(value)
      return `$${params.length}`
    },
  }
}

function filters(query: ParkSearch, b: ReturnType<typeof sqlBuilder>): string[] {
  const where: string[] = []
  if (query.countryId !== undefined) where.push(`p.country_id = ${b.param(query.countryId)}`)
  if (query.type) where.push(`p.type = ${b.param(query.type)}`)
  if (query.search?.trim()) {
    where.push(`(p.name || ' ' || p.address || ' ' || p.city || ' ' || p.region) ILIKE ${b.param(likePattern(query.search.trim()))}`)
  }
  return where
}

const whereSql = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '')

/** One park's rates as a JSON array in vehicle type order, the shape of `loadRates`. */
const RATES_JSON = `COALESCE((SELECT json_agg(json_build_object('vehicle_type_id', r.vehicle_type_id, 'hourly', r.hourly_rate, 'daily', r.daily_rate)
    ORDER BY r.vehicle_type_id) FROM park_rates r WHERE r.park_id = p.id), '[]'::json)`

/**
 * One page of parks with their rates, and the total (counted up to PARK_TOTAL_CAP).
 *
 * One statement answers everything: the page, each park's rates and the count come back as one
 * JSON value, so a search costs one round trip to the database and one JSON.parse instead of
 * three queries and a row parser per column (most of a search's time on PGlite).
 *
 * With lat/lng: nearest first by a KNN scan of the GiST index on ll_to_earth (`<->`), which
 * reads only the rows of the page; equal distances are ordered by id, so the order is the same
 * on every run and every database. A radius keeps the parks within it: since they are a prefix
 * of the nearest-first order, the page is the KNN page cut at the radius, and the count uses
 * earth_box (index) then the exact circle. Without lat/lng: in id order.
 */
export async function searchParks(db: Database, query: ParkSearch): Promise<{ rows: ParkRow[]; total: number }> {
  const geo = query.lat !== undefined && query.lng !== undefined
  const offset = (query.page - 1) * query.size
  const b = sqlBuilder()
  const where = filters(query, b)
  const limit = `LIMIT ${b.param(query.size)} OFFSET ${b.param(offset)}`

  let pageSql: string
  let pageOrder: string
  let countWhere = where
  if (geo) {
    const point = `ll_to_earth(${b.param(query.lat)}::float8, ${b.param(query.lng)}::float8)`
    const metres = query.radiusKm === undefined ? null : b.param(query.radiusKm * 1000)
    pageSql = `SELECT ${PARK_COLUMNS}, near.distance_m / 1000 AS distance_km, ${RATES_JSON} AS rates
      FROM (SELECT p.id, earth_distance(${point}, ll_to_earth(p.lat, p.lng)) AS distance_m
            FROM parks p ${whereSql(where)}
            ORDER BY ll_to_earth(p.lat, p.lng) <-> ${point}, p.id ${limit}) near
      JOIN parks p ON p.id = near.id JOIN countries c ON c.id = p.country_id
      ${metres ? `WHERE near.distance_m <= ${metres}::float8` : ''}
      ORDER BY near.distance_m, p.id`
    pageOrder = 'page.distance_km, page.id'
    if (metres) {
      // earth_box is the index-friendly square; earth_distance trims it to the circle.
      countWhere = [
        ...where,
        `earth_box(${point}, ${metres}::float8) @> ll_to_earth(p.lat, p.lng)`,
        `earth_distance(${point}, ll_to_earth(p.lat, p.lng)) <= ${metres}::float8`,
      ]
    }
  } else {
    pageSql = `SELECT ${PARK_COLUMNS}, ${RATES_JSON} AS rates
      FROM (SELECT p.id FROM parks p ${whereSql(where)} ORDER BY p.id ${limit}) ids
      JOIN parks p ON p.id = ids.id JOIN countries c ON c.id = p.country_id ORDER BY p.id`
    pageOrder = 'page.id'
  }
  const totalSql =
    query.withTotal === false ? 'NULL::int' : `(SELECT count(*)::int FROM (SELECT 1 FROM parks p ${whereSql(countWhere)} LIMIT ${PARK_TOTAL_CAP}) matching)`

  const sql = `SELECT COALESCE((SELECT json_agg(page ORDER BY ${pageOrder}) FROM (${pageSql}) page), '[]'::json) AS rows, ${totalSql} AS total`
  const answer = (await db.query<{ rows: ParkRow[] | string; total: number | null }>(sql, b.params)).rows[0]!
  // PGlite and node-postgres both parse json; a driver that does not would hand over the text.
  const rows = typeof answer.rows === 'string' ? (JSON.parse(answer.rows) as ParkRow[]) : answer.rows
  return { rows, total: answer.total ?? rows.length }
}
