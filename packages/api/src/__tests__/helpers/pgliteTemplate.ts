import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPgliteDatabase } from '../../db/createPgliteDatabase.ts'
import { prepareDatabase } from '../../db/prepareDatabase.ts'
import { readMigrations } from '../../db/migrate.ts'
import { defaultSeedData } from '../../seed/defaultSeedData.ts'
import { seedVersion } from '../../seed/applySeed.ts'

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const cacheDir = join(packageDir, 'node_modules/.cache/parkade-test-template')

/** What a template depends on: the PGlite build, every migration, the seed data. */
function templateKey(): string {
  const pglite = JSON.parse(readFileSync(join(packageDir, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
  const hash = createHash('sha256').update(pglite.version)
  for (const migration of readMigrations()) hash.update(migration.name).update(migration.sql)
  hash.update(seedVersion(defaultSeedData()))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A migrated, seeded PGlite data directory, built once and reused while the migrations and
 * the seed stay the same. PGlite's initdb costs seconds of CPU; copying a directory does not.
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = join(cacheDir, templateKey())
  if (existsSync(join(dir, 'PG_VERSION'))) return dir
  const building = `${dir}.building-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  mkdirSync(dirname(building), { recursive: true })
  const db = await createPgliteDatabase(building)
  await prepareDatabase(db)
  await db.close()
  // Another run may have finished the same template meanwhile: keep theirs, it is identical.
  if (existsSync(join(dir, 'PG_VERSION'))) {
    rmSync(building, { recursive: true, force: true })
    return dir
  }
  rmSync(dir, { recursive: true, force: true })
  renameSync(building, dir)
  // Templates of older migrations or seeds are never used again.
  for (const name of readdirSync(cacheDir)) {
    if (join(cacheDir, name) !== dir && !name.includes('.building-')) rmSync(join(cacheDir, name), { recursive: true, force: true })
  }
  return dir
}

/** A private copy of the template for one test server. */
export function copyTemplate(template: string, target: string): void {
  cpSync(template, target, { recursive: true })
}
