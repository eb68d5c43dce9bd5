import type { ParkSort, ParkType } from '@parkade/contract'
import type { Database, QueryOptions } from '../db/Database.ts'
import { PARK_BASE_COLUMNS, holdsSpaceDuringSql, holdsSpaceNowSql } from './parkOf.ts'
import { loadCountryFees, stayQuoteOf, stayTotal } from './stayPricing.ts'
import type { Stay } from './stayPricing.ts'
import type { ParkRow } from './parkOf.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { parseRecords } from '../db/parseRecords.ts'

export interface ParkSearch {
  countryId?: number
  search?: string
  lat?: number
  lng?: number
  radiusKm?: number
  /** Only parks inside this box (the visible map); minLng > maxLng crosses the antimeridian. */
  box?: Box
  type?: ParkType
  /** Price each park for this stay and count its spaces for it. */
  stay?: Stay
  /** Default: distance with lat/lng, relevance with text, else id order. */
  sort?: ParkSort
  openNow?: boolean
  is24Hours?: boolean
  /** Only parks with a free space: for the stay when given, now otherwise. */
  available?: boolean
  page: number
  size: number
  /** Count the matches too (default true); lists that need no total skip the cost. */
  withTotal?: boolean
  /** How long an unpaid gateway booking holds its space (config.bookingHoldMinutes). */
  holdMinutes: number
  /**
   * Answer the page as the API sends it: `items` is then the JSON text of the page's Park answers
   * (parkOf's, built by the database), and `rows` is empty. Only on PostgreSQL, and not for a
   * search with a stay, whose quotes are priced here: those answer rows as without it.
   */
  answer?: { lang: Language; publicUrl: string }
}

export interface Box {
  minLat: number
  minLng: number
  maxLat: number
  maxLng: number
}

/** `total` counts matching parks up to this many: an exact count of 500,000 rows costs more than the page. */
export const PARK_TOTAL_CAP = 1000

/**
 * The words of a search, at most 8 (a longer text narrows nothing more, and each word is a
 * filter). Punctuation separates words, as the database's search_fold() turns it into spaces, so
 * a word never carries a LIKE wildcard.
 */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').split(/[\s\p{P}\p{S}]+/u).filter(Boolean).slice(0, 8)
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

type Builder = { param(value: unknown): string }

/**
 * `column` contains the word, folded as the column is. Trigrams serve a word of 3 letters or more
 * anywhere; a shorter one has none of its own, so it must start a word ('% ab%': the padded
 * trigrams of a word start, which the index has), which also keeps "a" from matching every park.
 */
export function containsWordSql(column: string, word: string, b: Builder, atWordStart = false): string {
  // A sub-select: folded once per run, not once per row (a prepared statement's generic plan
  // cannot fold a parameter in advance, and unaccent per row cost more than the search).
  const start = !atWordStart && [...word].length >= 3 ? "'%'" : "'% '"
  return `${column} LIKE (SELECT ${start} || search_fold(${b.param(word)}::text) || '%')`
}

/**
 * Opening hours in the park's own time zone: open from opens_at up to closes_at, across midnight
 * when it closes earlier than it opens. A 24-hour park is always open.
 */
const OPEN_NOW_SQL = (() => {
  const local = "(now() AT TIME ZONE COALESCE(p.time_zone, 'UTC'))::time"
  return `(p.is_24_hours OR (p.opens_at IS NOT NULL AND p.closes_at IS NOT NULL AND CASE WHEN p.opens_at::time <= p.closes_at::time
    THEN ${local} >= p.opens_at::time AND ${local} < p.closes_at::time
    ELSE ${local} >= p.opens_at::time OR ${local} < p.closes_at::time END))`
})()

/** The box's width in degrees of longitude, across the antimeridian when minLng > maxLng. */
const boxWidth = (box: Box) => (box.minLng <= box.maxLng ? box.maxLng - box.minLng : 360 - box.minLng + box.maxLng)

/** The middle of the box, the point its parks are listed nearest to. */
export function boxCentre(box: Box): { lat: number; lng: number } {
  let lng = box.minLng + boxWidth(box) / 2
  if (lng > 180) lng -= 360
  return { lat: (box.minLat + box.maxLat) / 2, lng }
}

/**
 * The box as a condition the GiST index on point(lng, lat) answers exactly; a box across the
 * antimeridian is two boxes, one each side.
 */
function boxSql(box: Box, b: Builder): string {
  const inside = (west: number, east: number) =>
    `point(p.lng, p.lat) <@ box(point(${b.param(west)}::float8, ${b.param(box.minLat)}::float8), point(${b.param(east)}::float8, ${b.param(box.maxLat)}::float8))`
  return box.minLng <= box.maxLng ? inside(box.minLng, box.maxLng) : `(${inside(box.minLng, 180)} OR ${inside(-180, box.maxLng)})`
}

/** Orders a box's parks nearest its centre by the same index (planar degrees: a map view's notion of near). */
function boxOrderSql(box: Box, b: Builder): string {
  const centre = boxCentre(box)
  return `point(p.lng, p.lat) <-> point(${b.param(centre.lng)}::float8, ${b.param(centre.lat)}::float8)`
}

/** The parks within `reach` of a searched point (earth distance), as the GiST index on geo finds them. */
const pointWithin = (point: string) => (reach: string) => `cube_enlarge(${point}, ${reach}, 3) @> p.geo`

/** The parks within `reach` of the box's centre (planar degrees), as the GiST index on point(lng, lat) finds them. */
function boxWithin(box: Box, b: Builder): (reach: string) => string {
  const centre = boxCentre(box)
  // Its parameters are added when used: PostgreSQL refuses an unused one.
  return (reach) => `point(p.lng, p.lat) <@ circle(point(${b.param(centre.lng)}::float8, ${b.param(centre.lat)}::float8), ${reach})`
}

/** Every filter but the text: country, type, box, hours, availability. */
function baseFilters(query: ParkSearch, b: Builder): string[] {
  const where: string[] = []
  if (query.countryId !== undefined) where.push(`p.country_id = ${b.param(query.countryId)}`)
  if (query.type) where.push(`p.type = ${b.param(query.type)}`)
  if (query.box) where.push(boxSql(query.box, b))
  if (query.is24Hours) where.push('p.is_24_hours')
  if (query.openNow) where.push(OPEN_NOW_SQL)
  if (query.available) {
    const holds = query.stay
      ? holdsSpaceDuringSql(query.holdMinutes, `${b.param(query.stay.arrival)}::timestamptz`, `${b.param(query.stay.departure)}::timestamptz`)
      : holdsSpaceNowSql(query.holdMinutes)
    // The partial index on bookings (park_id, start_time, end_time) answers each count.
    where.push(`p.capacity > (SELECT count(*) FROM bookings b WHERE b.park_id = p.id AND ${holds})`)
  }
  return where
}

/** Every word of the text in `column` (search_text: anywhere in the park's texts; search_name: its names). */
function textFilters(words: readonly string[], column: string, b: Builder): string[] {
  return words.map((word) => containsWordSql(column, word, b))
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
 * The columns of parks a page reads (`chosen`, then `page`): not p.*, whose search columns, point
 * and timestamps were copied into the materialized CTEs for nothing (about 5 % of PostgreSQL's
 * execution of a nearest search).
 */
const CHOSEN_COLUMNS = `p.id, p.slug, p.park_code, p.name, p.type, p.description, p.description_fr, p.address, p.city, p.region, p.country_id,
  p.lat, p.lng, p.capacity, p.is_24_hours, p.opens_at, p.closes_at, p.amenities, p.entry_instructions, p.entry_instructions_fr, p.currency,
  p.image_key, p.rates`

/** The rows of one page and the total, from one statement (see searchParks). */
interface PageStatement {
  /** `chosen`: the page's parks rows (CHOSEN_COLUMNS), with distance_m when there is a point and any ordering columns. */
  chosenSql: string
  /** The page's order over the `page` columns. */
  pageOrder: string
  /** Columns of `chosen` the page keeps for its order, e.g. `p.rank_tier, `. */
  orderColumns?: string
  radiusFilter?: string
  /** The `total` expression; it may read `shown.n` (the page's length) and any earlier CTE. */
  totalSql: string
  /** CTEs before `chosen`, e.g. `cand AS (...), `. */
  before?: string
}

/**
 * An image key encodeURIComponent leaves as it is: only these are written into image_url by the
 * database (the seed's keys all are); a page with another one is answered by parkOf instead.
 */
const PLAIN_IMAGE_KEY = "'^[A-Za-z0-9_.!~*''()-]+$'"

/**
 * parkOf's answer for a row of `page`, as JSON text built by the database: the same fields in the
 * same order, the texts in `lang`, distance_km rounded to the metre as Math.round rounds (half up).
 *
 * Written out piece by piece rather than by json_build_object, whose text puts " : " between every
 * key and value (and json_agg "\n " between parks): the same answer in about 11 % fewer bytes, for
 * the same CPU in PostgreSQL (measured: BENCHMARKS.md, 2026-11-26, issue 25 fifth step). Strings go through
 * to_json (JSON's escaping); numbers through their output functions, as json's own output does.
 * Every column here is NOT NULL but the three handled (opens_at, closes_at, image_key): a NULL
 * would empty the park's whole text.
 */
function parkAnswerSql(lang: string, publicUrl: string, geo: boolean): string {
  const localized = (en: string, fr: string) => `CASE WHEN ${lang} = 'fr' AND ${fr} <> '' THEN ${fr} ELSE ${en} END`
  const string = (value: string) => `to_json(${value})::text`
  const fields: [key: string, json: string][] = [
    ['id', 'page.id::text'],
    ['slug', string('page.slug')],
    ['park_code', string('page.park_code')],
    ['name', string('page.name')],
    ['type', string('page.type')],
    ['description', string(localized('page.description', 'page.description_fr'))],
    ['address', string('page.address')],
    ['city', string('page.city')],
    ['region', string('page.region')],
    ['country_code', string('page.country_code')],
    ['country_name', string(localized('page.country_name', 'page.country_name_fr'))],
    ['lat', 'page.lat::text'],
    ['lng', 'page.lng::text'],
    ['capacity', 'page.capacity::text'],
    ['available_spaces', 'page.available_spaces::text'],
    ['is_24_hours', "CASE WHEN page.is_24_hours THEN 'true' ELSE 'false' END"],
    ['opening_hours', `CASE WHEN page.is_24_hours OR coalesce(page.opens_at, '') = '' OR coalesce(page.closes_at, '') = '' THEN 'null'
      ELSE '{"open":' || ${string('page.opens_at')} || ',"close":' || ${string('page.closes_at')} || '}' END`],
    ['amenities', 'array_to_json(page.amenities)::text'],
    ['entry_instructions', string(localized('page.entry_instructions', 'page.entry_instructions_fr'))],
    ['currency', string('page.currency')],
    // The rates column holds only numbers and fixed keys (park_rates_json, migration 002): every
    // space in its text is json's " : " or ", ", none inside a string.
    ['rates', "replace(page.rates::text, ' ', '')"],
    ['image_url', string(`${publicUrl} || '/api/v1/images/' || coalesce(page.image_key, page.type) || '.svg'`)],
    ['distance_km', geo ? '(floor(page.distance_km * 1000 + 0.5) / 1000)::text' : "'null'"],
  ]
  return `'{' || ${fields.map(([key, json], i) => `'${i ? ',' : ''}"${key}":' || ${json}`).join(`
      || `)} || '}'`
}

function pageStatement(query: ParkSearch, b: Builder, geo: boolean, statement: PageStatement, answer?: ParkSearch['answer']): string {
  const stay = query.stay
  const during = stay
    ? holdsSpaceDuringSql(query.holdMinutes, `${b.param(stay.arrival)}::timestamptz`, `${b.param(stay.departure)}::timestamptz`)
    : null
  // Each park's bookings counted by the partial index on bookings (park_id, start_time, end_time):
  // `chosen` is then read once, so neither it nor `page` is written out to be read again.
  const pageSql = `SELECT ${PARK_BASE_COLUMNS}, GREATEST(p.capacity - taken.n, 0)::int AS available_spaces,
      ${geo ? 'p.distance_m / 1000 AS distance_km, ' : ''}${statement.orderColumns ?? ''}p.rates
      ${during ? ', GREATEST(p.capacity - during.n, 0)::int AS stay_spaces' : ''}
    FROM chosen p JOIN countries c ON c.id = p.country_id
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM bookings b WHERE b.park_id = p.id AND ${holdsSpaceNowSql(query.holdMinutes)}) taken
    ${during ? `CROSS JOIN LATERAL (SELECT count(*) AS n FROM bookings b WHERE b.park_id = p.id AND ${during}) during` : ''}
    ${statement.radiusFilter ?? ''}`
  const items = answer
    ? `'[' || coalesce(string_agg(${parkAnswerSql(`${b.param(answer.lang)}::text`, `${b.param(answer.publicUrl)}::text`, geo)}, ',' ORDER BY ${statement.pageOrder}), '') || ']' AS items,
       coalesce(bool_and(coalesce(page.image_key, page.type) ~ ${PLAIN_IMAGE_KEY}), true) AS plain_keys`
    : `string_agg(ROW(${pageRecordSql(geo, during !== null)})::text, ',' ORDER BY ${statement.pageOrder}) AS records`
  return `WITH ${statement.before ?? ''}chosen AS (${statement.chosenSql}), page AS (${pageSql})
    SELECT shown.${answer ? 'items, shown.plain_keys' : 'records'}, ${statement.totalSql} AS total
    FROM (SELECT ${items}, count(*)::int AS n FROM page) shown`
}

type PageRow = ParkRow & { stay_spaces?: number }

type FieldKind = 'text' | 'number' | 'boolean' | 'json'
/**
 * A page's row as a record (parseRecords), field by field: its column of `page`, or the SQL that
 * writes it, and how its text becomes the row's value. A NULL stays null.
 */
const PAGE_RECORD: [key: keyof PageRow, kind: FieldKind, sql?: string][] = [
  ['id', 'number'], ['slug', 'text'], ['park_code', 'text'], ['name', 'text'], ['type', 'text'],
  ['description', 'text'], ['description_fr', 'text'], ['address', 'text'], ['city', 'text'], ['region', 'text'],
  ['country_code', 'text'], ['country_name', 'text'], ['country_name_fr', 'text'], ['lat', 'number'], ['lng', 'number'],
  ['capacity', 'number'], ['available_spaces', 'number'], ['is_24_hours', 'boolean'], ['opens_at', 'text'], ['closes_at', 'text'],
  ['amenities', 'json', 'array_to_json(page.amenities)'], ['entry_instructions', 'text'], ['entry_instructions_fr', 'text'],
  ['currency', 'text'], ['image_key', 'text'], ['rates', 'json'],
]
const DISTANCE_FIELD: (typeof PAGE_RECORD)[number] = ['distance_km', 'number']
const STAY_FIELD: (typeof PAGE_RECORD)[number] = ['stay_spaces', 'number']
const recordFields = (geo: boolean, stay: boolean) => [...PAGE_RECORD, ...(geo ? [DISTANCE_FIELD] : []), ...(stay ? [STAY_FIELD] : [])]

function pageRecordSql(geo: boolean, stay: boolean): string {
  return recordFields(geo, stay).map(([key, , sql]) => sql ?? `page.${key}`).join(', ')
}

/** The page's rows from its records: one text instead of JSON costs the database about a fifth of a search less. */
function pageRowsOf(text: string | null, geo: boolean, stay: boolean): PageRow[] {
  const fields = recordFields(geo, stay)
  return parseRecords(text).map((record) => {
    if (record.length !== fields.length) throw new SyntaxError(`a page's record has ${record.length} fields, not ${fields.length}`)
    const row: Record<string, unknown> = {}
    fields.forEach(([key, kind], i) => {
      const value = record[i]!
      row[key] = value === null ? null : kind === 'number' ? Number(value) : kind === 'boolean' ? value === 't' : kind === 'json' ? JSON.parse(value) : value
    })
    return row as unknown as PageRow
  })
}

async function runPage(
  db: Database,
  sql: string,
  params: unknown[],
  prepare: boolean,
  shape: { geo: boolean; stay: boolean },
  settings?: QueryOptions['settings'],
): Promise<{ rows: PageRow[]; total: number | null; items?: string; plainKeys?: boolean }> {
  const answer = (await db.query<{ records?: string | null; items?: string; plain_keys?: boolean; total: number | null }>(sql, params, { prepare, settings })).rows[0]!
  if (answer.items !== undefined) return { rows: [], total: answer.total, items: answer.items, plainKeys: answer.plain_keys !== false }
  return { rows: pageRowsOf(answer.records ?? null, shape.geo, shape.stay), total: answer.total }
}

/**
 * How text candidates are read: through the trigram indexes, never a sequential scan. A common
 * word (a city's name, in a tenth of the parks) looks cheap to find by reading the table until a
 * thousand match, but the parks lie clustered by place, so that read crossed 30,000 rows of other
 * cities first (135 ms on PGlite against 3 ms by the index).
 */
export const TEXT_PLAN = { enable_seqscan: 'off' } as const

/**
 * Every word of the text starts a word of `column`: the GIN index on search_words(search_name)
 * (migration 107) intersects one posting list a word, with no recheck. `query` is prefixQuerySql's.
 */
export function wordsMatchSql(column: string, query: string): string {
  return `search_words(${column}) @@ ${query}`
}

/** The words' tsquery (search_prefix_query), folded once per run (a sub-select), not once a row. */
export function prefixQuerySql(words: readonly string[], b: Builder): string {
  return `(SELECT search_prefix_query(${b.param(words.join(' '))}::text))`
}

/** `column` starts with `word` (both folded): one range of a "C"-collated index. */
const startsWithSql = (column: string, word: string) => `${column} >= ${word} AND ${column} < ${word} || chr(1114111)`

/** Parks whose words the one a driver's search is read through must not exceed to be checked park by park. */
export const DRIVING_WORD_MAX_PARKS = 1000

/**
 * The text's candidates and their rank, best first and at most PARK_TOTAL_CAP. Rank 0: every word
 * starts a word of the park's names (its own, its landmark's in English and French, its city's);
 * then, where the address or region supplies some words, n + 1 plus the words that start no word
 * of the names. Only these are ordered (rank, then id), so a word that half the parks match costs
 * a thousand parks, not 250,000.
 *
 * Words are found as the starts of words in park_words (migration 108), read in index order
 * without visiting a park's row; the GIN trigram indexes only when no park's words start with the
 * words (a word only ever inside another, "port" in "Airport"), where each row found is checked
 * with LIKE and ranked the same way.
 *
 * - One word, the common case (a city, "airport"): its parks, those with it in their names first,
 *   up to the thousand counted. (A park with two words starting with it is read twice, its better
 *   rank kept, so past a thousand matches the count can fall short of PARK_TOTAL_CAP by those.)
 * - Several words: first the words as a city's whole name (tier 2, migration 109), the answer when
 *   that city alone fills the count. Otherwise the parks of the rarest word (counted up to
 *   DRIVING_WORD_MAX_PARKS each), names first, each checked for the other words by its own
 *   entries (park_words by park); when even the rarest word is in more parks than that (two common
 *   words: "lagos airport"), the trigram indexes intersect the words' parks instead, which costs
 *   less than checking park after park.
 */
function textCandidatesSql(words: readonly string[], base: string[], b: Builder): string {
  const n = words.length
  const folded = words.map((word) => `(SELECT search_fold(${b.param(word)}::text))`)
  const misses = folded.map((word) => `(CASE WHEN p.search_name LIKE '% ' || ${word} || '%' THEN 0 ELSE 1 END)`).join(' + ')
  const names = textFilters(words, 'p.search_name', b)
  const texts = textFilters(words, 'p.search_text', b)
  const byTrigrams = `SELECT * FROM (
      (SELECT p.id, ${misses} AS rank FROM parks p ${whereSql([...base, ...names])} LIMIT ${PARK_TOTAL_CAP})
      UNION ALL
      (SELECT p.id, ${n + 1} + ${misses} AS rank FROM parks p ${whereSql([...base, ...texts, `NOT (${names.join(' AND ')})`])} LIMIT ${PARK_TOTAL_CAP})
    ) u LIMIT ${PARK_TOTAL_CAP}`
  const join = base.length ? 'JOIN parks p ON p.id = pw.park_id' : ''
  const filters = base.map((condition) => ` AND ${condition}`).join('')

  if (n === 1) {
    const [word] = folded as [string]
    // Rank 3 (n + 1 + 1): not in the names. min(rank): a park with two words starting with it, one in its names.
    const byWord = `SELECT id, min(rank) AS rank FROM (SELECT * FROM (
        (SELECT pw.park_id AS id, 0 AS rank FROM park_words pw ${join} WHERE pw.tier = 0 AND ${startsWithSql('pw.word', word)}${filters} LIMIT ${PARK_TOTAL_CAP})
        UNION ALL
        (SELECT pw.park_id AS id, 3 AS rank FROM park_words pw ${join} WHERE pw.tier = 1 AND ${startsWithSql('pw.word', word)}${filters} LIMIT ${PARK_TOTAL_CAP})
      ) u LIMIT ${PARK_TOTAL_CAP}) d GROUP BY id`
    // by_word is read once (a CTE used twice is materialized); the trigram read runs only when no
    // park's word starts with the word at all.
    return `WITH by_word AS (${byWord})
      SELECT id, rank FROM by_word
      UNION ALL
      SELECT id, rank FROM (${byTrigrams}) t
      WHERE NOT EXISTS (SELECT 1 FROM by_word) AND NOT EXISTS (SELECT 1 FROM park_words x WHERE x.tier IN (0, 1) AND ${startsWithSql('x.word', word)})`
  }

  // The words by how many parks have them (up to DRIVING_WORD_MAX_PARKS), rarest first; a longer
  // word first among equals, as it is likelier the rarer.
  const list = `ARRAY[${folded.join(', ')}]::text[]`
  const counted = `SELECT k, w, (SELECT count(*) FROM (SELECT 1 FROM park_words x WHERE x.tier IN (0, 1) AND ${startsWithSql('x.word', 'w')}
      LIMIT ${DRIVING_WORD_MAX_PARKS}) s) AS n FROM unnest(${list}) WITH ORDINALITY AS u(w, k)`
  const nth = (i: number) => `(SELECT a[${i}] FROM ordered)`
  // Each other word's best tier in the park: 0 in its names, 1 in its address or region, NULL nowhere.
  const others = Array.from({ length: n - 1 }, (_, i) => i + 2)
  const tiers = others.map((i) => `JOIN LATERAL (SELECT min(x.tier) AS t FROM park_words x WHERE x.park_id = pw.park_id AND x.tier IN (0, 1)
      AND ${startsWithSql('x.word', nth(i))}) w${i} ON w${i}.t IS NOT NULL`)
  const inAddress = ['pw.tier', ...others.map((i) => `w${i}.t`)].join(' + ')
  const byWords = `SELECT pw.park_id AS id, CASE WHEN ${inAddress} = 0 THEN 0 ELSE ${n + 1} + ${inAddress} END AS rank
      FROM park_words pw ${join} ${tiers.join(' ')}
      WHERE pw.tier IN (0, 1) AND ${startsWithSql('pw.word', nth(1))}${filters} LIMIT ${PARK_TOTAL_CAP}`
  const phrase = `SELECT pw.park_id AS id, 0 AS rank FROM park_words pw ${join}
      WHERE pw.tier = 2 AND ${startsWithSql('pw.word', `(SELECT array_to_string(${list}, ' '))`)}${filters} LIMIT ${PARK_TOTAL_CAP}`
  const phraseFull = `(SELECT count(*) FROM by_phrase) = ${PARK_TOTAL_CAP}`
  // Each branch's condition is computed once, before its rows: the branches not taken read nothing.
  // counted is MATERIALIZED: ordered reads n twice, which would otherwise count each word twice.
  return `WITH by_phrase AS (${phrase}),
      counted AS MATERIALIZED (${counted}),
      ordered AS (SELECT array_agg(w ORDER BY n, length(w) DESC, k) AS a, min(n) AS rarest FROM counted),
      by_words AS (SELECT * FROM (${byWords}) d WHERE NOT ${phraseFull} AND (SELECT rarest FROM ordered) < ${DRIVING_WORD_MAX_PARKS})
    SELECT id, rank FROM by_phrase WHERE ${phraseFull}
    UNION ALL
    SELECT id, rank FROM by_words
    UNION ALL
    SELECT id, rank FROM (${byTrigrams}) t WHERE NOT ${phraseFull} AND NOT EXISTS (SELECT 1 FROM by_words)`
}

/**
 * The first `n` parks nearest first by a GiST index's distance order, ties by id, on PostgreSQL 15,
 * which cannot add the id's tie-break to that order: it sorted every matching park instead (all
 * 500,000 for a nearest search, 600 ms; the 15,000 of a city's map view, 16 ms). The index reads
 * one park more than the pages up to this one: when that park is farther than the last of them, no
 * park the index left out ties with one it read, and the rows read are the answer, ordered again
 * with the tie-break (one index scan, the rows read once). Otherwise (parks on the very same spot
 * across the page's end), every park within the farthest of them (`within`, a shape the index
 * answers), in the exact order, ties by id. PGlite (PostgreSQL 17) keeps the index's order with
 * the tie-break itself: there, the plain order. `columns` name the distance `alias`.
 */
function nearestWithTies(db: Database, columns: string, distance: string, alias: string, where: string[], within: (reach: string) => string, n: number, limit: string): Pick<PageStatement, 'before' | 'chosenSql'> {
  if (db.kind !== 'postgres') return { chosenSql: `SELECT ${columns} FROM parks p ${whereSql(where)} ORDER BY ${distance}, p.id ${limit}` }
  const reach = `(SELECT knn.${alias} FROM knn ORDER BY knn.${alias} OFFSET ${n - 1} LIMIT 1)`
  const clean = `((SELECT count(*) FROM knn) <= ${n} OR (SELECT knn.${alias} FROM knn ORDER BY knn.${alias} OFFSET ${n} LIMIT 1) > ${reach})`
  return {
    before: `knn AS MATERIALIZED (SELECT ${columns} FROM parks p ${whereSql(where)} ORDER BY ${distance} LIMIT ${n + 1}), `,
    chosenSql: `(SELECT k.* FROM knn k WHERE ${clean} ORDER BY k.${alias}, k.id ${limit})
      UNION ALL
      (SELECT ${columns} FROM parks p ${whereSql([...where, within(reach), `${distance} <= ${reach}`, `NOT ${clean}`])}
        ORDER BY ${distance}, p.id ${limit})`,
  }
}

/**
 * One page of parks with their rates, and the total (counted up to PARK_TOTAL_CAP).
 *
 * One statement answers everything: the page, each park's rates and the count come back as one
 * row (the page as records, or on PostgreSQL as the answer's JSON), so a search costs one round
 * trip to the database instead of three queries and a row parser per column. Each park's
 * point (`geo`) and rates are columns of its row (migration 002); the bookings that hold spaces
 * now (and during the stay) are counted park by park through the partial index on bookings.
 *
 * Orders:
 * - distance (default with lat/lng): nearest first by a KNN scan of the GiST index on geo (`<->`),
 *   which reads only the rows of the page; equal distances are ordered by id. A radius keeps the
 *   parks within it: since they are a prefix of the nearest-first order, the page is the KNN page
 *   cut at the radius, and the count uses earth_box (index) then the exact circle. A box without a
 *   point lists its parks nearest its centre the same way. The text, if any, filters.
 * - relevance (default with text): see textCandidatesSql and its ranking below; the total is the candidates'.
 * - price: the first PARK_TOTAL_CAP parks in the order above, priced by quote() (the checkout's
 *   own code, in JS), cheapest first; a park that cannot take the vehicle last.
 * - none of these: id order (ids first, so an index-only scan skips the rows before the page).
 * A page that is not full ends the matches, so its length is the total and nothing is counted.
 *
 * The first page is a prepared statement (planning it costs PGlite more than running it): its
 * text depends on the filters given, the number of words, the size and the hold time only; the
 * searched values are parameters, and the searched point is computed once per run (a sub-select).
 */
export async function searchParks(db: Database, query: ParkSearch): Promise<{ rows: ParkRow[]; total: number; items?: string }> {
  const geo = query.lat !== undefined && query.lng !== undefined
  const { page, size } = query
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(size) || size < 1) throw new RangeError('page and size: positive integers')
  const offset = (page - 1) * size
  const words = searchWords(query.search)
  // Text with no word in it (only punctuation: '%%%') matches no park's words.
  if (query.search?.trim() && !words.length) return { rows: [], total: 0 }
  const sort: ParkSort | undefined = query.sort ?? (geo ? 'distance' : words.length ? 'relevance' : undefined)
  const shape = { geo, stay: query.stay !== undefined }
  const b = sqlBuilder()
  const where = baseFilters(query, b)
  // Written out, not parameters: with a parameter LIMIT PostgreSQL guesses 10% of the rows, and
  // its plan cache would then plan every run afresh instead of keeping the statement's plan.
  const limit = `LIMIT ${size} OFFSET ${offset}`
  const point = geo ? `(SELECT ll_to_earth(${b.param(query.lat)}::float8, ${b.param(query.lng)}::float8))` : null
  const distanceColumn = point ? `, earth_distance(${point}, p.geo) AS distance_m` : ''
  let radiusWhere: string[] = []
  let metres: string | null = null
  if (point && query.radiusKm !== undefined) {
    metres = b.param(query.radiusKm * 1000)
    // earth_box is the index-friendly square; the circle trims it.
    radiusWhere = [`earth_box(${point}, ${metres}::float8) @> p.geo`, withinSql(point, metres)]
  }
  // Without a filter every park matches: their number is kept in park_count (migration 112), one
  // row read instead of a thousand index entries, on every full page of a nearest search. With
  // filters, the planner's own choice.
  const countSql = (w: string[]) =>
    w.length
      ? `(SELECT count(*)::int FROM (SELECT 1 FROM parks p ${whereSql(w)} LIMIT ${PARK_TOTAL_CAP}) matching)`
      : `(SELECT least(n, ${PARK_TOTAL_CAP})::int FROM park_count)`
  const pageTotal = (w: string[]) =>
    query.withTotal === false
      ? 'NULL::int'
      : `CASE WHEN shown.n < ${size} AND (shown.n > 0 OR ${offset} = 0) THEN least(${offset} + shown.n, ${PARK_TOTAL_CAP}) ELSE ${countSql(w)} END`

  let rows: PageRow[]
  let total: number
  let fees: Awaited<ReturnType<typeof loadCountryFees>> | null = null
  // The page as answered, built by PostgreSQL: no rows parsed, mapped and written again here. Not on
  // PGlite, whose one thread runs every statement: writing JSON cost it a fifth of a search more
  // than the page's records, and the API's thread, with time to spare, maps them.
  const answerAs = query.stay || db.kind === 'pglite' ? undefined : query.answer
  // An image key the database would not encode as encodeURIComponent does: parkOf's rows instead (never with the seed's keys).
  const itemsOr = async (answer: { items?: string; plainKeys?: boolean; total: number | null }) =>
    answer.plainKeys ? { rows: [], items: answer.items!, total: answer.total ?? (JSON.parse(answer.items!) as unknown[]).length } : searchParks(db, { ...query, answer: undefined })

  if (sort === 'relevance' && words.length) {
    const candidates = textCandidatesSql(words, [...where, ...radiusWhere], b)
    const sql = pageStatement(query, b, geo, {
      before: `cand AS (${candidates}), ranked AS (SELECT cand.id, cand.rank FROM cand ORDER BY cand.rank, cand.id ${limit}), `,
      chosenSql: `SELECT ${CHOSEN_COLUMNS}, r.rank AS rank_text${distanceColumn} FROM ranked r JOIN parks p ON p.id = r.id`,
      orderColumns: 'p.rank_text, ',
      pageOrder: 'page.rank_text, page.id',
      totalSql: '(SELECT count(*)::int FROM cand)',
    }, answerAs)
    const answer = await runPage(db, sql, b.params, offset === 0, shape, TEXT_PLAN)
    if (answer.items !== undefined) return itemsOr(answer)
    rows = answer.rows
    total = answer.total ?? rows.length
  } else if (sort === 'price' && query.stay) {
    const stay = query.stay
    // The candidates in the order a search without price would list them, then priced here.
    // (Each branch adds only the parameters its SQL uses: PostgreSQL refuses an unused one.)
    const cap = `LIMIT ${PARK_TOTAL_CAP}`
    let candidates: Pick<PageStatement, 'before' | 'chosenSql'>
    if (point) {
      const distance = `p.geo <-> ${point}`
      candidates = nearestWithTies(db, `p.id, ${distance} AS knn_d`, distance, 'knn_d', [...where, ...radiusWhere, ...textFilters(words, 'p.search_text', b)], pointWithin(point), PARK_TOTAL_CAP, cap)
    } else if (words.length) candidates = { chosenSql: textCandidatesSql(words, where, b) }
    else if (query.box) {
      const order = boxOrderSql(query.box, b)
      candidates = nearestWithTies(db, `p.id, ${order} AS knn_d`, order, 'knn_d', where, boxWithin(query.box, b), PARK_TOTAL_CAP, cap)
    } else candidates = { chosenSql: `SELECT p.id FROM parks p ${whereSql(where)} ORDER BY p.id ${cap}` }
    const { rows: priced } = await db.query<{ parks: { id: number; currency: string; rates: ParkRow['rates']; country_code: string }[] | string | null }>(
      `WITH ${candidates.before ?? ''}cand AS (${candidates.chosenSql})
       SELECT json_agg(json_build_object('id', p.id, 'currency', p.currency, 'rates', p.rates, 'country_code', c.code)) AS parks
       FROM cand JOIN parks p ON p.id = cand.id JOIN countries c ON c.id = p.country_id`,
      b.params,
      { prepare: true, settings: words.length && !point ? TEXT_PLAN : undefined },
    )
    const raw = priced[0]?.parks ?? []
    const parks = typeof raw === 'string' ? (JSON.parse(raw) as Exclude<typeof raw, string>) : raw
    fees = await loadCountryFees(db, parks.map((park) => park.country_code))
    const totals = parks.map((park) => ({ id: park.id, total: stayTotal({ ...park, rates: park.rates ?? [] }, fees!, stay) ?? Number.POSITIVE_INFINITY }))
    totals.sort((x, y) => x.total - y.total || x.id - y.id)
    total = totals.length
    const ids = totals.slice(offset, offset + size).map((park) => park.id)
    const b2 = sqlBuilder()
    const pagePoint = geo ? `(SELECT ll_to_earth(${b2.param(query.lat)}::float8, ${b2.param(query.lng)}::float8))` : null
    const sql = pageStatement(query, b2, geo, {
      chosenSql: `SELECT ${CHOSEN_COLUMNS}, o.ord AS rank_ord${pagePoint ? `, earth_distance(${pagePoint}, p.geo) AS distance_m` : ''}
        FROM unnest(${b2.param(ids)}::int[]) WITH ORDINALITY AS o(id, ord) JOIN parks p ON p.id = o.id`,
      orderColumns: 'p.rank_ord, ',
      pageOrder: 'page.rank_ord',
      totalSql: 'NULL::int',
    })
    rows = (await runPage(db, sql, b2.params, true, shape)).rows
  } else {
    const textWhere = [...where, ...textFilters(words, 'p.search_text', b)]
    let statement: PageStatement
    if (point) {
      const distance = `p.geo <-> ${point}`
      statement = {
        ...nearestWithTies(db, `${CHOSEN_COLUMNS}, ${distance} AS knn_d${distanceColumn}`, distance, 'knn_d', textWhere, pointWithin(point), offset + size, limit),
        pageOrder: 'page.distance_km, page.id',
        radiusFilter: metres ? `WHERE p.distance_m <= ${metres}::float8` : '',
        totalSql: pageTotal([...textWhere, ...radiusWhere]),
      }
    } else if (query.box) {
      const order = boxOrderSql(query.box, b)
      statement = {
        ...nearestWithTies(db, `${CHOSEN_COLUMNS}, ${order} AS rank_d`, order, 'rank_d', textWhere, boxWithin(query.box, b), offset + size, limit),
        orderColumns: 'p.rank_d, ',
        pageOrder: 'page.rank_d, page.id',
        totalSql: pageTotal(textWhere),
      }
    } else {
      statement = {
        // Ids first: an index-only scan skips the rows before the page without reading them.
        chosenSql: `SELECT ${CHOSEN_COLUMNS} FROM (SELECT p.id FROM parks p ${whereSql(textWhere)} ORDER BY p.id ${limit}) ids JOIN parks p ON p.id = ids.id`,
        pageOrder: 'page.id',
        totalSql: pageTotal(textWhere),
      }
    }
    const answer = await runPage(db, pageStatement(query, b, geo, statement, answerAs), b.params, offset === 0, shape)
    if (answer.items !== undefined) return itemsOr(answer)
    rows = answer.rows
    total = answer.total ?? rows.length
  }

  if (query.stay) {
    const stay = query.stay
    fees ??= await loadCountryFees(db, rows.map((row) => row.country_code))
    for (const row of rows) {
      row.stay = stayQuoteOf({ ...row, rates: row.rates ?? [] }, fees, stay, row.stay_spaces ?? row.available_spaces)
    }
  }
  return { rows, total }
}
