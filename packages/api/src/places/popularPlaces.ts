import type { Place } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { COUNTRY_COLUMNS, placeOf } from './searchPlaces.ts'
import type { FoundRow } from './searchPlaces.ts'

export interface PopularPlaces {
  items: Place[]
  park_count: number
  city_count: number
}

/**
 * A country's destinations for its home page, from the seed's `places`: by importance, then by the
 * parks at the landmark (a city: the parks in it), then by name; and the country's parks and the
 * cities they are in, counted.
 */
export async function popularPlaces(db: Database, countryId: number, lang: Language, limit: number): Promise<PopularPlaces> {
  // The country's parks read once, grouped, rather than once per place.
  const { rows } = await db.query<FoundRow & { parks: number }>(
    `WITH counts AS (SELECT landmark_key, city, count(*)::int AS n FROM parks WHERE country_id = $1 GROUP BY landmark_key, city)
     SELECT pl.id, pl.kind, pl.type, pl.name, pl.name_fr, pl.city, pl.region, pl.address, pl.country_id, ${COUNTRY_COLUMNS},
       pl.lat, pl.lng, NULL AS park_slug, pl.importance, 0 AS tier, 0 AS sim,
       coalesce((SELECT sum(n) FROM counts WHERE CASE WHEN pl.kind = 'city' THEN counts.city = pl.city ELSE counts.landmark_key = pl.landmark_key END), 0)::int AS parks
     FROM places pl JOIN countries c ON c.id = pl.country_id
     WHERE pl.country_id = $1
     ORDER BY pl.importance DESC, parks DESC, pl.name, pl.id
     LIMIT $2`,
    [countryId, limit],
  )
  const { rows: counts } = await db.query<{ parks: number; cities: number }>(
    'SELECT count(*)::int AS parks, count(DISTINCT city)::int AS cities FROM parks WHERE country_id = $1',
    [countryId],
  )
  return { items: rows.map((row) => placeOf(row, lang)), park_count: counts[0]?.parks ?? 0, city_count: counts[0]?.cities ?? 0 }
}
