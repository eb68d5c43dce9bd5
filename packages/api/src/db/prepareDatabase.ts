import { applySeed } from '../seed/applySeed.ts'
import { defaultSeedData } from '../seed/defaultSeedData.ts'
import type { SeedData } from '../seed/SeedData.ts'
import type { Database } from './Database.ts'
import { migrate } from './migrate.ts'

/** Migrations, then the seed once (unless `seed` is false). */
export async function prepareDatabase(db: Database, options: { seed?: boolean; seedData?: SeedData } = {}) {
  const migrations = await migrate(db)
  const seeded = options.seed === false ? false : await applySeed(db, options.seedData ?? defaultSeedData())
  return { migrations, seeded }
}
