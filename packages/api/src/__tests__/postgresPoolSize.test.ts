import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createPostgresDatabase } from '../db/createPostgresDatabase.ts'
import { postgresPoolSize } from '../db/postgresPoolSize.ts'
import { dropStorage, freshStorage } from './helpers/startTestServer.ts'

// More connections than cores made PostgreSQL's backends take turns (BENCHMARKS.md, issue 25):
// the pool is sized for the cores unless DATABASE_POOL_SIZE says otherwise.
describe("the PostgreSQL pool's size", () => {
  it('is two connections a core, between 2 and 10', () => {
    expect([1, 2, 3, 5, 64].map((cores) => postgresPoolSize(cores))).toEqual([2, 4, 6, 10, 10])
  })

  it('is DATABASE_POOL_SIZE when given, refused when not an integer of 2 or more', () => {
    expect(loadConfig({}).databasePoolSize).toBe(postgresPoolSize())
    expect(loadConfig({ DATABASE_POOL_SIZE: '16' }).databasePoolSize).toBe(16)
    for (const value of ['1', '0', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be an integer 2–1000, got "${value}"`)
    }
  })

  it.runIf(process.env.DATABASE_URL)('opens no more connections than that, however many queries wait', async () => {
    const storage = await freshStorage(false)
    if (storage.kind !== 'postgres') throw new Error('DATABASE_URL is set: the storage is PostgreSQL')
    const db = await createPostgresDatabase(storage.databaseUrl, 3)
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)')),
      )
      expect(new Set(answers.map((answer) => answer.rows[0]!.pid)).size).toBe(3)
    } finally {
      await db.close()
      await dropStorage(storage)
    }
  })
})
