import type { Database } from '../db/Database.ts'
import type { LandmarkRow } from './data/types.ts'
import { generateParks } from './generateParks.ts'

export const BENCH_BATCH_SIZE = 10_000

/** Indexes rebuilt after a bulk load: one build is much faster than 500,000 insertions into them. */
const BULK_INDEXES = {
  parks_earth_idx: 'CREATE INDEX parks_earth_idx ON parks USING gist (geo)',
  parks_point_idx: 'CREATE INDEX parks_point_idx ON parks USING gist (point(lng, lat))',
  parks_search_name_idx: 'CREATE INDEX parks_search_name_idx ON parks USING gin (search_name gin_trgm_ops)',
  parks_search_text_idx: 'CREATE INDEX parks_search_text_idx ON parks USING gin (search_text gin_trgm_ops)',
  parks_name_words_idx: 'CREATE INDEX parks_name_words_idx ON parks USING gin (search_words(search_name))',
}

/**
 * Lays the parks out on disk for nearest-first search, once per data set (also for one loaded by
 * an earlier version). Parks are generated landmark after landmark in turn, so the 20 nearest
 * parks of a point lie on 20 different pages of a 160 MB table: CLUSTER on the GiST index puts
 * neighbours on the same few pages, and VACUUM sets the hint bits and visibility map a bulk load
 * leaves unset, which every first read of a row would otherwise pay for (and, on a fresh copy of
 * the data, pay again). Returns the ms spent.
 */
export async function layOutForSearch(db: Database): Promise<number> {
  const { rows } = await db.query<{ clustered: boolean }>(
    "SELECT indisclustered AS clustered FROM pg_index WHERE indexrelid = 'parks_earth_idx'::regclass",
  )
  if (rows[0]?.clustered) {
    // A data set laid out before migration 108: its park_words were never vacuumed, so reading them
    // by index alone would still visit every row (the visibility map is unset).
    const stale = await db.query<{ stale: boolean }>("SELECT relallvisible < relpages AS stale FROM pg_class WHERE relname = 'park_words'")
    if (!stale.rows[0]?.stale) return 0
    const started = performance.now()
    await db.exec('VACUUM (ANALYZE) park_words')
    return Math.round(performance.now() - started)
  }
  const started = performance.now()
  await db.exec('CLUSTER parks USING parks_earth_idx')
  // One statement each: VACUUM cannot run inside the implicit transaction of a multi-statement query.
  for (const table of ['parks', 'park_words', 'park_rates', 'bookings']) await db.exec(`VACUUM (ANALYZE) ${table}`)
  return Math.round(performance.now() - started)
}

/**
 * Brings the number of generated `bench-` parks up to `count`, in batches of 10,000 (each one
 * INSERT of a jsonb document, with its rates for every vehicle type). Resumes where an earlier
 * run stopped. Reports progress through `onProgress`.
 */
export async function insertBenchParks(
  db: Database,
  landmarks: readonly LandmarkRow[],
  count: number,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<{ inserted: number; indexMs: number }> {
  const existing = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM parks WHERE slug LIKE 'bench-%'")).rows[0]!.n
  if (existing >= count) return { inserted: 0, indexMs: await layOutForSearch(db) }

  // parks_text_trgm_idx: the text index before migration 105, in a data set loaded by an older version.
  for (const name of [...Object.keys(BULK_INDEXES), 'parks_text_trgm_idx']) await db.exec(`DROP INDEX IF EXISTS ${name}`)
  let inserted = 0
  let batch: unknown[] = []
  const flush = async () => {
    if (!batch.length) return
    const { rowCount } = await db.query(
      `WITH x AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(slug text, park_code text, name text, type text, description text, address text,
           city text, region_code text, country_code text, lat float8, lng float8, time_zone text, capacity int, is_24_hours boolean, opens_at text,
           closes_at text, amenities text[], currency text, hourly numeric, daily numeric)
       ), ins AS (
         INSERT INTO parks (slug, park_code, name, type, description, address, city, region, country_id, lat, lng, time_zone, capacity,
           is_24_hours, opens_at, closes_at, amenities, currency)
         SELECT x.slug, x.park_code, x.name, x.type, x.description, x.address, x.city, COALESCE(r.name, ''), c.id, x.lat, x.lng, x.time_zone, x.capacity,
           x.is_24_hours, x.opens_at, x.closes_at, x.amenities, x.currency
         FROM x JOIN countries c ON c.code = x.country_code LEFT JOIN regions r ON r.code = x.region_code
         ON CONFLICT (slug) DO NOTHING
         RETURNING id, slug
       )
       INSERT INTO park_rates (park_id, vehicle_type_id, hourly_rate, daily_rate)
       SELECT ins.id, v.id, round(x.hourly * v.rate_multiplier, 2), round(x.daily * v.rate_multiplier, 2)
       FROM ins JOIN x ON x.slug = ins.slug CROSS JOIN vehicle_types v`,
      [JSON.stringify(batch)],
    )
    inserted += batch.length
    batch = []
    void rowCount
    onProgress(existing + inserted, count)
  }
  for (const park of generateParks(landmarks, count, existing)) {
    batch.push(park)
    if (batch.length >= BENCH_BATCH_SIZE) await flush()
  }
  await flush()

  const started = performance.now()
  for (const sql of Object.values(BULK_INDEXES)) await db.exec(sql)
  // The index was just rebuilt, so the parks are laid out again.
  await layOutForSearch(db)
  return { inserted, indexMs: Math.round(performance.now() - started) }
}
