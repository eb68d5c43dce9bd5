import type { Config } from '../config.ts'
import type { Database } from './Database.ts'
import { createPgliteDatabase } from './createPgliteDatabase.ts'
import { createPostgresDatabase } from './createPostgresDatabase.ts'

/** PostgreSQL when DATABASE_URL is set, else PGlite in the data directory. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? createPostgresDatabase(config.databaseUrl) : createPgliteDatabase(config.dataDir)
}
