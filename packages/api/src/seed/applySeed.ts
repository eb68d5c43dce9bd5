import { createHash } from 'node:crypto'
import type { Database } from '../db/Database.ts'
import type { SeedData } from './SeedData.ts'

export const SEED_VERSION_KEY = 'seed_version'

/** The version is a hash of the data: changing a data file re-applies the seed on next start. */
export function seedVersion(data: SeedData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16)
}

/** Rows go to PostgreSQL as one jsonb document per table, unpacked by jsonb_to_recordset. */
const json = (rows: readonly unknown[]) => JSON.stringify(rows)

/**
 * Applies the seed once: skipped when app_settings holds this data's version. Rows are upserted
 * by their natural keys, so applying twice (or a newer version over an older one) never
 * duplicates anything. One transaction: a failed seed leaves nothing half-written.
 * Returns whether it ran.
 */
export async function applySeed(db: Database, data: SeedData): Promise<boolean> {
  const version = seedVersion(data)
  const current = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [SEED_VERSION_KEY])
  if (current.rows[0]?.value === version) return false

  const landmarks = new Map(data.landmarks.map((landmark) => [landmark.key, landmark]))

  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO countries (id, name, name_fr, code, flag, currency, phone_prefix, supported)
       SELECT id, name, name_fr, code, flag, currency, phone_prefix, supported
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, name_fr text, code text, flag text, currency text, phone_prefix text, supported boolean)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, name_fr = EXCLUDED.name_fr, code = EXCLUDED.code, flag = EXCLUDED.flag,
         currency = EXCLUDED.currency, phone_prefix = EXCLUDED.phone_prefix, supported = EXCLUDED.supported`,
      [json(data.countries)],
    )
    await tx.query(
      `INSERT INTO regions (id, country_id, name, code)
       SELECT id, country_id, name, code FROM jsonb_to_recordset($1::jsonb) AS x(id int, country_id int, name text, code text)
       ON CONFLICT (id) DO UPDATE SET country_id = EXCLUDED.country_id, name = EXCLUDED.name, code = EXCLUDED.code`,
      [json(data.regions)],
    )
    await tx.query(
      `INSERT INTO vehicle_types (id, name, name_fr, description, description_fr, rate_multiplier)
       SELECT id, name, name_fr, description, description_fr, rate_multiplier
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, name_fr text, description text, description_fr text, rate_multiplier numeric)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, name_fr = EXCLUDED.name_fr, description = EXCLUDED.description,
         description_fr = EXCLUDED.description_fr, rate_multiplier = EXCLUDED.rate_multiplier`,
      [json(data.vehicleTypes)],
    )
    // Fees have no id in the data: ids follow the data's order, so they are stable.
    await tx.query(
      `INSERT INTO fees (id, country_id, code, name, name_fr, kind, amount, currency)
       SELECT x.id, c.id, x.code, x.name, x.name_fr, x.kind, x.amount, x.currency
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, country_code text, code text, name text, name_fr text, kind text, amount numeric, currency text)
       JOIN countries c ON c.code = x.country_code
       ON CONFLICT (id) DO UPDATE SET country_id = EXCLUDED.country_id, code = EXCLUDED.code, name = EXCLUDED.name, name_fr = EXCLUDED.name_fr,
         kind = EXCLUDED.kind, amount = EXCLUDED.amount, currency = EXCLUDED.currency`,
      [json(data.fees.map((fee, index) => ({ id: index + 1, ...fee })))],
    )
    // Identity columns continue after the explicit ids.
    await tx.query(`SELECT setval(pg_get_serial_sequence('fees', 'id'), GREATEST((SELECT max(id) FROM fees), 1))`)

    // Before the parks: their search columns take their landmark's names from here.
    await tx.query(
      `INSERT INTO places (id, kind, landmark_key, type, name, name_fr, city, region, address, country_id, lat, lng, importance, aliases)
       SELECT x.id, x.kind, x.landmark_key, x.type, x.name, x.name_fr, x.city, COALESCE((SELECT r.name FROM regions r WHERE r.code = x.region_code), ''),
         x.address, c.id, x.lat, x.lng, x.importance, x.aliases
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, kind text, landmark_key text, type text, name text, name_fr text, city text, region_code text,
         address text, country_code text, lat float8, lng float8, importance int, aliases text)
       JOIN countries c ON c.code = x.country_code
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, landmark_key = EXCLUDED.landmark_key, type = EXCLUDED.type, name = EXCLUDED.name,
         name_fr = EXCLUDED.name_fr, city = EXCLUDED.city, region = EXCLUDED.region, address = EXCLUDED.address, country_id = EXCLUDED.country_id, lat = EXCLUDED.lat,
         lng = EXCLUDED.lng, importance = EXCLUDED.importance, aliases = EXCLUDED.aliases`,
      [json(data.places)],
    )
    await tx.query('DELETE FROM places WHERE NOT (id = ANY ($1::text[]))', [data.places.map((place) => place.id)])

    await tx.query(
      `INSERT INTO parks (slug, park_code, name, type, description, description_fr, address, city, region, country_id, landmark_key, lat, lng,
         time_zone, capacity, is_24_hours, opens_at, closes_at, amenities, entry_instructions, entry_instructions_fr, currency, image_key)
       SELECT x.slug, x.park_code, x.name, x.type, x.description_en, x.description_fr, x.address, x.city,
         COALESCE((SELECT r.name FROM regions r WHERE r.code = x.region_code), ''), c.id, x.landmark_key, x.lat, x.lng,
         x.time_zone, x.capacity, x.is_24_hours, x.opening_hours ->> 'open', x.opening_hours ->> 'close', x.amenities,
         x.entry_instructions_en, x.entry_instructions_fr, x.currency, x.image_key
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, park_code text, name text, type text, description_en text, description_fr text,
         address text, city text, region_code text, country_code text, landmark_key text, lat float8, lng float8, time_zone text, capacity int,
         is_24_hours boolean, opening_hours jsonb, amenities text[], entry_instructions_en text, entry_instructions_fr text, currency text, image_key text)
       JOIN countries c ON c.code = x.country_code
       ON CONFLICT (slug) DO UPDATE SET park_code = EXCLUDED.park_code, name = EXCLUDED.name, type = EXCLUDED.type,
         description = EXCLUDED.description, description_fr = EXCLUDED.description_fr, address = EXCLUDED.address, city = EXCLUDED.city,
         region = EXCLUDED.region, country_id = EXCLUDED.country_id, landmark_key = EXCLUDED.landmark_key, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
         time_zone = EXCLUDED.time_zone, capacity = EXCLUDED.capacity, is_24_hours = EXCLUDED.is_24_hours, opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at,
         amenities = EXCLUDED.amenities, entry_instructions = EXCLUDED.entry_instructions, entry_instructions_fr = EXCLUDED.entry_instructions_fr,
         currency = EXCLUDED.currency, image_key = EXCLUDED.image_key`,
      [json(data.parks)],
    )
    await tx.query(
      `INSERT INTO park_rates (park_id, vehicle_type_id, hourly_rate, daily_rate)
       SELECT p.id, x.vehicle_type_id, x.hourly, x.daily
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, vehicle_type_id int, hourly numeric, daily numeric)
       JOIN parks p ON p.slug = x.slug
       ON CONFLICT (park_id, vehicle_type_id) DO UPDATE SET hourly_rate = EXCLUDED.hourly_rate, daily_rate = EXCLUDED.daily_rate`,
      [json(data.parks.flatMap((park) => park.rates.map((rate) => ({ slug: park.slug, ...rate }))))],
    )

    const events = data.events.map((event) => {
      const venue = landmarks.get(event.venue_landmark_key)
      if (!venue) throw new Error(`Seed event ${event.event_code}: unknown venue landmark ${event.venue_landmark_key}`)
      return { ...event, venue_name: venue.name, venue_name_fr: venue.name_fr ?? null, venue_address: venue.address, venue_city: venue.city, country_code: venue.country_code, venue_lat: venue.lat, venue_lng: venue.lng }
    })
    await tx.query(
      `INSERT INTO events (event_code, name, name_fr, description, description_fr, category, venue_landmark_key, venue_name, venue_name_fr, venue_address,
         venue_city, country_id, venue_lat, venue_lng, starts_at, ends_at, parking_opens_at, is_private, access_code, image_key)
       SELECT x.event_code, x.name, x.name_fr, x.description_en, x.description_fr, x.category, x.venue_landmark_key, x.venue_name, x.venue_name_fr, x.venue_address,
         x.venue_city, c.id, x.venue_lat, x.venue_lng, x.starts_at, x.ends_at, x.parking_opens_at, x.is_private, x.access_code, x.image_key
       FROM jsonb_to_recordset($1::jsonb) AS x(event_code text, name text, name_fr text, description_en text, description_fr text, category text,
         venue_landmark_key text, venue_name text, venue_name_fr text, venue_address text, venue_city text, country_code text, venue_lat float8, venue_lng float8,
         starts_at timestamptz, ends_at timestamptz, parking_opens_at timestamptz, is_private boolean, access_code text, image_key text)
       JOIN countries c ON c.code = x.country_code
       ON CONFLICT (event_code) DO UPDATE SET name = EXCLUDED.name, name_fr = EXCLUDED.name_fr, description = EXCLUDED.description,
         description_fr = EXCLUDED.description_fr, category = EXCLUDED.category, venue_landmark_key = EXCLUDED.venue_landmark_key,
         venue_name = EXCLUDED.venue_name, venue_name_fr = EXCLUDED.venue_name_fr, venue_address = EXCLUDED.venue_address, venue_city = EXCLUDED.venue_city, country_id = EXCLUDED.country_id,
         venue_lat = EXCLUDED.venue_lat, venue_lng = EXCLUDED.venue_lng, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
         parking_opens_at = EXCLUDED.parking_opens_at, is_private = EXCLUDED.is_private, access_code = EXCLUDED.access_code, image_key = EXCLUDED.image_key`,
      [json(events)],
    )

    await tx.query(
      `INSERT INTO marketplace_items (id, title, title_fr, description, description_fr, category, price, currency, country_id, seller, landmark_key, image_key, stock)
       SELECT x.id, x.title, x.title_fr, x.description_en, x.description_fr, x.category, x.price, x.currency, c.id, x.seller, x.landmark_key, x.image_key, x.stock
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, title text, title_fr text, description_en text, description_fr text, category text,
         price numeric, currency text, country_code text, seller text, landmark_key text, image_key text, stock int)
       JOIN countries c ON c.code = x.country_code
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, title_fr = EXCLUDED.title_fr, description = EXCLUDED.description,
         description_fr = EXCLUDED.description_fr, category = EXCLUDED.category, price = EXCLUDED.price, currency = EXCLUDED.currency,
         country_id = EXCLUDED.country_id, seller = EXCLUDED.seller, landmark_key = EXCLUDED.landmark_key, image_key = EXCLUDED.image_key, stock = EXCLUDED.stock`,
      [json(data.marketplaceItems)],
    )
    await tx.query(`SELECT setval(pg_get_serial_sequence('marketplace_items', 'id'), GREATEST((SELECT max(id) FROM marketplace_items), 1))`)

    await tx.query(
      `INSERT INTO blog_posts (id, slug, lang, title, excerpt, body, author, published_at, tags, cover_image_key)
       SELECT id, slug, lang, title, excerpt, body, author, published_at, tags, cover_image_key
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, slug text, lang text, title text, excerpt text, body text, author text,
         published_at timestamptz, tags text[], cover_image_key text)
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, lang = EXCLUDED.lang, title = EXCLUDED.title, excerpt = EXCLUDED.excerpt,
         body = EXCLUDED.body, author = EXCLUDED.author, published_at = EXCLUDED.published_at, tags = EXCLUDED.tags, cover_image_key = EXCLUDED.cover_image_key`,
      [json(data.blogPosts)],
    )
    await tx.query(`SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), GREATEST((SELECT max(id) FROM blog_posts), 1))`)

    await tx.query(
      `INSERT INTO subscription_plans (code, country_id, name, name_fr, description, description_fr, price_monthly, currency, features, features_fr, sort_order)
       SELECT x.code, c.id, x.name, x.name_fr, x.description_en, x.description_fr, x.price_monthly, x.currency, x.features_en, x.features_fr, x.sort_order
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, country_code text, name text, name_fr text, description_en text, description_fr text,
         price_monthly numeric, currency text, features_en text[], features_fr text[], sort_order int)
       JOIN countries c ON c.code = x.country_code
       ON CONFLICT (country_id, code) DO UPDATE SET name = EXCLUDED.name, name_fr = EXCLUDED.name_fr, description = EXCLUDED.description,
         description_fr = EXCLUDED.description_fr, price_monthly = EXCLUDED.price_monthly, currency = EXCLUDED.currency,
         features = EXCLUDED.features, features_fr = EXCLUDED.features_fr, sort_order = EXCLUDED.sort_order`,
      [json(data.plans.map((plan, index) => ({ ...plan, sort_order: index })))],
    )

    await tx.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [SEED_VERSION_KEY, version],
    )
  })
  return true
}
