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

/**
 * One page of parks and the total (counted up to PARK_TOTAL_CAP).
 *
 * With lat/lng: nearest first by a KNN scan of the GiST index on ll_to_earth (`<->`), which
 * reads only the rows of the page. A radius keeps the parks within it: since they are a prefix of
 * the nearest-first order, the page is the KNN page cut at the radius, and the count uses
 * earth_box (index) then the exact circle. Without lat/lng: in id order.
 */
export async function searchParks(db: Database, query: ParkSearch): Promise<{ rows: ParkRow[]; total: number }> {
  const geo = query.lat !== undefined && query.lng !== undefined
  const offset = (query.page - 1) * query.size

  const page = sqlBuilder()
  const pageWhere = filters(query, page)
  let pageSql: string
  if (geo) {
    const point = `ll_to_earth(${page.param(query.lat)}::float8, ${page.param(query.lng)}::float8)`
    const within = query.radiusKm === undefined ? '' : `WHERE near.distance_m <= ${page.param(query.radiusKm * 1000)}::float8`
    pageSql = `WITH near AS (
        SELECT p.id, earth_distance(${point}, ll_to_earth(p.lat, p.lng)) AS distance_m, row_number() OVER () AS n
        FROM (SELECT p.id, p.lat, p.lng FROM parks p ${whereSql(pageWhere)}
              ORDER BY ll_to_earth(p.lat, p.lng) <-> ${point} LIMIT ${page.param(query.size)} OFFSET ${page.param(offset)}) p
      )
      SELECT ${PARK_COLUMNS}, near.distance_m / 1000 AS distance_km
      FROM near JOIN parks p ON p.id = near.id JOIN countries c ON c.id = p.country_id
      ${within}
      ORDER BY near.distance_m, near.n`
  } else {
    pageSql = `WITH ids AS (SELECT p.id FROM parks p ${whereSql(pageWhere)} ORDER BY p.id LIMIT ${page.param(query.size)} OFFSET ${page.param(offset)})
      SELECT ${PARK_COLUMNS} FROM ids JOIN parks p ON p.id = ids.id JOIN countries c ON c.id = p.country_id ORDER BY p.id`
  }

  const count = sqlBuilder()
  const countWhere = filters(query, count)
  if (geo && query.radiusKm !== undefined) {
    const point = `ll_to_earth(${count.param(query.lat)}::float8, ${count.param(query.lng)}::float8)`
    const metres = count.param(query.radiusKm * 1000)
    // earth_box is the index-friendly square; earth_distance trims it to the circle.
    countWhere.push(`earth_box(${point}, ${metres}::float8) @> ll_to_earth(p.lat, p.lng)`)
    countWhere.push(`earth_distance(${point}, ll_to_earth(p.lat, p.lng)) <= ${metres}::float8`)
  }
  const countSql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM parks p ${whereSql(countWhere)} LIMIT ${PARK_TOTAL_CAP}) matching`

  const rows = (await db.query<ParkRow>(pageSql, page.params)).rows
  if (query.withTotal === false) return { rows, total: rows.length }
  const total = (await db.query<{ total: number }>(countSql, count.params)).rows[0]!.total
  return { rows, total }
}
