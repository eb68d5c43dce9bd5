import type { ParkType } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import { PARK_BASE_COLUMNS, holdsSpaceNowSql } from './parkOf.ts'
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
  /** How long an unpaid gateway booking holds its space (config.bookingHoldMinutes). */
  holdMinutes: number
}

/** `total` counts matching parks up to this many: an exact count of 500,000 rows costs more than the page. */
export const PARK_TOTAL_CAP = 1000

/** `%` and `_` typed by a person are text, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The words of a search, at most 8 (a longer text narrows nothing more, and each word is a filter). */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)
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
  // Every word, in any order, somewhere in the park's name, address, city or region: drivers type
  // where they go ("Lagos airport"), not a park's exact name.
  for (const word of searchWords(query.search)) {
    where.push(`(p.name || ' ' || p.address || ' ' || p.city || ' ' || p.region) ILIKE ${b.param(likePattern(word))}`)
  }
  return where
}

const whereSql = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '')

/**
 * `earth_distance(point, p.geo) <= metres`, the definition of "within the radius", cheaply. earth_distance
 * is sec_to_gc(cube_distance(...)), and sec_to_gc is a SQL function PostgreSQL cannot inline (about
 * 5 µs a call on PGlite, most of a radius count's time). It grows with cube_distance, so comparing the
 * chord (cube_distance, the same number earth_distance starts from) with gc_to_sec(metres), computed
 * once, decides every park except those within a billionth of the boundary, where rounding could
 * tell the two comparisons apart: only those get the exact test.
 */
function withinSql(point: string, metres: string): string {
  const chord = `(SELECT gc_to_sec(${metres}::float8))`
  return `cube_distance(${point}, p.geo) <= ${chord} * (1 + 1e-9)
    AND (cube_distance(${point}, p.geo) <= ${chord} * (1 - 1e-9) OR earth_distance(${point}, p.geo) <= ${metres}::float8)`
}

/**
 * One page of parks with their rates, and the total (counted up to PARK_TOTAL_CAP).
 *
 * One statement answers everything: the page, each park's rates and the count come back as one
 * JSON value, so a search costs one round trip to the database and one JSON.parse instead of
 * three queries and a row parser per column (most of a search's time on PGlite). Each park's
 * point (`geo`) and rates are columns of its row (migration 002); the bookings that hold spaces
 * now are counted for the page's parks in one lookup.
 *
 * With lat/lng: nearest first by a KNN scan of the GiST index on geo (`<->`), which reads only
 * the rows of the page; equal distances are ordered by id, so the order is the same on every run
 * and every database. A radius keeps the parks within it: since they are a prefix of the
 * nearest-first order, the page is the KNN page cut at the radius, and the count uses earth_box
 * (index) then the exact circle. Without lat/lng: in id order. A page that is not full ends the
 * matches, so its length is the total and nothing is counted.
 *
 * The first page is a prepared statement (planning it costs PGlite more than running it): its
 * text depends on the filters given, the size and the hold time (fixed for a process) only, the searched values are parameters, and
 * the searched point is computed once per run (a sub-select), never per row.
 */
export async function searchParks(db: Database, query: ParkSearch): Promise<{ rows: ParkRow[]; total: number }> {
  const geo = query.lat !== undefined && query.lng !== undefined
  const { page, size } = query
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(size) || size < 1) throw new RangeError('page and size: positive integers')
  const offset = (page - 1) * size
  const b = sqlBuilder()
  const where = filters(query, b)
  // Written out, not parameters: with a parameter LIMIT PostgreSQL guesses 10% of the rows, and
  // its plan cache would then plan every run afresh instead of keeping the statement's plan.
  const limit = `LIMIT ${size} OFFSET ${offset}`

  let chosenSql: string
  let pageOrder: string
  let radiusFilter = ''
  let countWhere = where
  if (geo) {
    const point = `(SELECT ll_to_earth(${b.param(query.lat)}::float8, ${b.param(query.lng)}::float8))`
    chosenSql = `SELECT p.*, earth_distance(${point}, p.geo) AS distance_m
      FROM parks p ${whereSql(where)} ORDER BY p.geo <-> ${point}, p.id ${limit}`
    pageOrder = 'page.distance_km, page.id'
    if (query.radiusKm !== undefined) {
      const metres = b.param(query.radiusKm * 1000)
      radiusFilter = `WHERE p.distance_m <= ${metres}::float8`
      // earth_box is the index-friendly square; the circle trims it.
      countWhere = [...where, `earth_box(${point}, ${metres}::float8) @> p.geo`, withinSql(point, metres)]
    }
  } else {
    // Ids first: an index-only scan skips the rows before the page without reading them.
    chosenSql = `SELECT p.* FROM (SELECT p.id FROM parks p ${whereSql(where)} ORDER BY p.id ${limit}) ids JOIN parks p ON p.id = ids.id`
    pageOrder = 'page.id'
  }
  const pageSql = `SELECT ${PARK_BASE_COLUMNS}, GREATEST(p.capacity - COALESCE(taken.n, 0), 0)::int AS available_spaces,
      ${geo ? 'p.distance_m / 1000 AS distance_km, ' : ''}p.rates
    FROM chosen p JOIN countries c ON c.id = p.country_id
    LEFT JOIN (SELECT b.park_id, count(*) AS n FROM bookings b WHERE b.park_id IN (SELECT id FROM chosen) AND ${holdsSpaceNowSql(query.holdMinutes)}
               GROUP BY b.park_id) taken ON taken.park_id = p.id
    ${radiusFilter}`
  const countSql = `(SELECT count(*)::int FROM (SELECT 1 FROM parks p ${whereSql(countWhere)} LIMIT ${PARK_TOTAL_CAP}) matching)`
  const totalSql =
    query.withTotal === false
      ? 'NULL::int'
      : `(SELECT CASE WHEN shown.n < ${size} AND (shown.n > 0 OR ${offset} = 0) THEN least(${offset} + shown.n, ${PARK_TOTAL_CAP}) ELSE ${countSql} END
          FROM (SELECT count(*)::int AS n FROM page) shown)`

  const sql = `WITH chosen AS (${chosenSql}), page AS (${pageSql})
    SELECT COALESCE((SELECT json_agg(page ORDER BY ${pageOrder}) FROM page), '[]'::json) AS rows, ${totalSql} AS total`
  const answer = (await db.query<{ rows: ParkRow[] | string; total: number | null }>(sql, b.params, { prepare: offset === 0 })).rows[0]!
  // PGlite and node-postgres both parse json; a driver that does not would hand over the text.
  const rows = typeof answer.rows === 'string' ? (JSON.parse(answer.rows) as ParkRow[]) : answer.rows
  return { rows, total: answer.total ?? rows.length }
}
