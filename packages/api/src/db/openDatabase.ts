import type { Config } from '../config.ts'
import type { Database } from './Database.ts'
import { createPgliteDatabase } from './createPgliteDatabase.ts'
import { createPostgresDatabase } from './createPostgresDatabase.ts'

/** PostgreSQL when DATABASE_URL is set (a pool of databasePoolSize connections), else PGlite in the data directory. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>): Promise<Database> {
  return config.databaseUrl ? createPostgresDatabase(config.databaseUrl, config.databasePoolSize) : createPgliteDatabase(config.dataDir)
}
