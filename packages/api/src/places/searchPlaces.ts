import type { Place } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { localized } from '../lib/requestLanguage.ts'
import { TEXT_PLAN, prefixQuerySql, searchWords, wordsMatchSql } from '../parks/searchParks.ts'

export interface PlaceSearch {
  q: string
  /** Places of this country come first. */
  countryId?: number
  lang: Language
  limit: number
}

/** A park's importance: below every landmark and city, which drivers head for more often. */
const PARK_IMPORTANCE = 10
/** Parks considered when landmarks and cities leave room: they are ranked among these only. */
const PARK_CANDIDATES = 50

export interface FoundRow {
  id: string
  kind: Place['kind']
  type: string
  name: string
  name_fr: string | null
  city: string
  region: string
  address: string
  country_id: number
  country_code: string
  country_name: string
  country_name_fr: string
  lat: number
  lng: number
  park_slug: string | null
  importance: number
  /** 0: a name is the text; 1: a name starts with it; 2: otherwise. */
  tier: number
  /** How close the words are to the place's names (see similaritySql). */
  sim: number
}

/**
 * Every word, in any order, in `column` (folded by search_fold): within pg_trgm's word
 * similarity (`<%`, typos tolerated) or starting a word (the word being typed: "lagos a").
 * GIN trigram indexes serve both.
 */
function wordsSql(words: readonly string[], column: string, param: (value: unknown) => string): string {
  return words
    .map((word) => {
      // Sub-selects: folded once per run, not per row (see containsWordSql).
      const folded = `(SELECT search_fold(${param(word)}::text))`
      return `(${folded} <% ${column} OR ${column} LIKE (SELECT '% ' || search_fold(${param(word)}::text) || '%'))`
    })
    .join(' AND ')
}

function builder() {
  const params: unknown[] = []
  return { params, param: (value: unknown) => (params.push(value), `$${params.length}`) }
}

/** The mean of each word's word_similarity to `column`: words in any order score alike. */
function similaritySql(words: readonly string[], column: string, param: (value: unknown) => string): string {
  return `(${words.map((word) => `word_similarity((SELECT search_fold(${param(word)}::text)), ${column})`).join(' + ')}) / ${words.length}`
}

export const COUNTRY_COLUMNS = 'c.code AS country_code, c.name AS country_name, c.name_fr AS country_name_fr'

/** Exact, then prefix, on these folded names; `text` is the folded query. */
const tierSql = (names: string[], text: string, aliases?: string) =>
  `CASE WHEN ${[...names.map((n) => `search_fold(${n}) = ${text}`), ...(aliases ? [`' ' || search_fold(${aliases}) || ' ' LIKE '% ' || ${text} || ' %'`] : [])].join(' OR ')} THEN 0
        WHEN ${names.map((n) => `search_fold(${n}) LIKE ${text} || '%'`).join(' OR ')} THEN 1 ELSE 2 END`

/**
 * Landmarks and cities (the `places` table) whose names match, typos tolerated, then, when they
 * leave room, parks whose names (their own, their landmark's, their city's: parks.search_name)
 * have a word starting with each typed word, as the driver types them ("lagos air"), through the
 * word index of migration 107: no typos (a similarity scan of 500,000 parks' names reads the
 * posting lists of every word-start trigram, '  a' is in a third of them, 20 ms a word on PGlite),
 * and no word inside a word (by the trigram index, "lagos airprt" cost 18 ms to find no park).
 * Ranked: the country's places first, then exact and prefix matches, then the closer spelling
 * (similarity to a tenth), then importance.
 */
export async function searchPlaces(db: Database, search: PlaceSearch): Promise<Place[]> {
  const words = searchWords(search.q)
  if (!words.length) return []
  const text = words.join(' ')

  const b = builder()
  const q = `(SELECT search_fold(${b.param(text)}::text))`
  const { rows: places } = await db.query<FoundRow>(
    `SELECT pl.id, pl.kind, pl.type, pl.name, pl.name_fr, pl.city, pl.region, pl.address, pl.country_id, ${COUNTRY_COLUMNS},
       pl.lat, pl.lng, NULL AS park_slug, pl.importance, ${tierSql(['pl.name', 'pl.name_fr'], q, 'pl.aliases')} AS tier,
       ${similaritySql(words, 'pl.search_text', b.param)} AS sim
     FROM places pl JOIN countries c ON c.id = pl.country_id
     WHERE ${wordsSql(words, 'pl.search_text', b.param)}`,
    b.params,
    { prepare: true },
  )
  let found = places
  // Parks fill the room landmarks and cities leave, unless the text is a city's name: choosing the
  // city lists its parks, and its name is in a tenth of them (a 40,000-park index read for nothing).
  const isCity = places.some((place) => place.kind === 'city' && place.tier === 0)
  if (places.length < search.limit && !isCity) {
    const pb = builder()
    const pq = `(SELECT search_fold(${pb.param(text)}::text))`
    const { rows: parks } = await db.query<FoundRow>(
      `SELECT 'park:' || p.park_code AS id, 'park' AS kind, p.type, p.name, NULL AS name_fr, p.city, p.region, p.address, p.country_id, ${COUNTRY_COLUMNS},
         p.lat, p.lng, p.slug AS park_slug, ${PARK_IMPORTANCE} AS importance, ${tierSql(['p.name'], pq)} AS tier,
         ${similaritySql(words, 'p.search_name', pb.param)} AS sim
       FROM (SELECT * FROM parks p WHERE ${wordsMatchSql('p.search_name', prefixQuerySql(words, pb))} LIMIT ${PARK_CANDIDATES}) p
       JOIN countries c ON c.id = p.country_id`,
      pb.params,
      { prepare: true, settings: TEXT_PLAN },
    )
    found = [...places, ...parks]
  }

  const tenth = (sim: number) => Math.round(sim * 10)
  const inCountry = (row: FoundRow) => (search.countryId !== undefined && row.country_id === search.countryId ? 0 : 1)
  found.sort(
    (a, b) =>
      inCountry(a) - inCountry(b) ||
      a.tier - b.tier ||
      tenth(b.sim) - tenth(a.sim) ||
      b.importance - a.importance ||
      b.sim - a.sim ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  )
  return found.slice(0, search.limit).map((row) => placeOf(row, search.lang))
}

/** 'Airport Road, Ikeja, Lagos, Nigeria'; a city: 'Ontario, Canada'. The country is not said twice. */
function detailOf(row: FoundRow, lang: Language): string {
  const country = localized(lang, row.country_name, row.country_name_fr)
  const where = row.kind === 'city' ? row.region : row.address || row.city
  const said = [row.country_name, row.country_name_fr].some((name) => where.toLowerCase().endsWith(name.toLowerCase()))
  return [where, said ? '' : country].filter(Boolean).join(', ')
}

/** A found row as the API answers it, its names in `lang`. */
export function placeOf(row: FoundRow, lang: Language): Place {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    name: localized(lang, row.name, row.name_fr),
    detail: detailOf(row, lang),
    country_code: row.country_code,
    lat: row.lat,
    lng: row.lng,
    park_slug: row.park_slug,
  }
}
