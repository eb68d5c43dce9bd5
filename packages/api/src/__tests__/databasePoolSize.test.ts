import { describe, expect, it } from 'vitest'
import { DEFAULT_POOL_SIZE, loadConfig } from '../config.ts'
import { createPostgresDatabase } from '../db/createPostgresDatabase.ts'
import { dropStorage, freshStorage } from './helpers/startTestServer.ts'

// The pool's size trades searches (cheaper for PostgreSQL with fewer connections than 10 on 2
// cores) against bookings (whose transactions hold a connection each): DATABASE_POOL_SIZE sets it.
describe("the PostgreSQL pool's size", () => {
  it('is DATABASE_POOL_SIZE when given, refused when not an integer of 2 or more', () => {
    expect(loadConfig({}).databasePoolSize).toBe(DEFAULT_POOL_SIZE)
    expect(DEFAULT_POOL_SIZE).toBe(10)
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
