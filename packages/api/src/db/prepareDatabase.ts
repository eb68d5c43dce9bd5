import { applySeed } from '../seed/applySeed.ts'
import { defaultSeedData } from '../seed/defaultSeedData.ts'
import type { SeedData } from '../seed/SeedData.ts'
import type { Database } from './Database.ts'
import { migrate } from './migrate.ts'

/** The PostgreSQL extensions the migrations create (earthdistance is not "trusted": a superuser creates it). */
export const REQUIRED_EXTENSIONS = ['cube', 'earthdistance', 'pg_trgm', 'unaccent'] as const

/** The advisory lock key of migrations and the seed ("parkade" in ASCII, as an integer). */
export const PREPARE_LOCK_KEY = 0x7061726b

/**
 * Migrations, then the seed once (unless `seed` is false), under one advisory lock: instances
 * started together on an empty database take turns, and the later ones find the work done.
 */
export async function prepareDatabase(db: Database, options: { seed?: boolean; seedData?: SeedData } = {}) {
  return db.withSessionLock(PREPARE_LOCK_KEY, async () => {
    const migrations = await migrate(db)
    const seeded = options.seed === false ? false : await applySeed(db, options.seedData ?? defaultSeedData())
    return { migrations, seeded }
  })
}
