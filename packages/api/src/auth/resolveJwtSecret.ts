import { randomBytes } from 'node:crypto'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'

/**
 * PARKADE_JWT_SECRET when set; otherwise one generated on first start and kept in app_settings,
 * so tokens survive a restart without anyone choosing a secret.
 */
export async function resolveJwtSecret(db: Database, config: Pick<Config, 'jwtSecret'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret
  const generated = randomBytes(32).toString('base64url')
  // ON CONFLICT keeps the first secret if two processes start on one database at once.
  await db.query("INSERT INTO app_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING", [generated])
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'jwt_secret'")
  return rows[0]!.value
}
