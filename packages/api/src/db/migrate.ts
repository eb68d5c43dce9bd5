import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './Database.ts'

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface Migration {
  /** The file name, e.g. `001_init.sql`; its number orders it. */
  name: string
  sql: string
}

/** `NNN_name.sql` files in numeric order (001–099 platform, 100+ bookings and payments). */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }))
}

/** A migration PostgreSQL refused: its file, PostgreSQL's message and hint. */
export class MigrationError extends Error {
  override name = 'MigrationError'
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    const { message, hint } = cause as { message?: string; hint?: string }
    super(`migration ${migration} failed: ${message ?? String(cause)}${hint ? ` (${hint})` : ''}`, { cause })
  }
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction,
 * so a failing file leaves the schema as the previous one left it. Returns the names applied.
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations')
  const done = new Set(rows.map((row) => row.name))
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.name)) continue
    try {
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql)
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name])
      })
    } catch (error) {
      throw new MigrationError(migration.name, error)
    }
    applied.push(migration.name)
  }
  return applied
}
