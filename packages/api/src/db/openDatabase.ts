import type { Config } from '../config.ts'
import type { Database } from './Database.ts'
import { createPgliteDatabase } from './createPgliteDatabase.ts'
import { createPostgresDatabase } from './createPostgresDatabase.ts'

/** PostgreSQL when DATABASE_URL is set (its two pools as configured), else PGlite in the data directory. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize' | 'databaseStatementPoolSize'>>,
): Promise<Database> {
  if (!config.databaseUrl) return createPgliteDatabase(config.dataDir)
  return createPostgresDatabase(config.databaseUrl, {
    ...(config.databasePoolSize !== undefined ? { transactions: config.databasePoolSize } : {}),
    ...(config.databaseStatementPoolSize !== undefined ? { statements: config.databaseStatementPoolSize } : {}),
  })
}
