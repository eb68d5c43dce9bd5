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

// The text search runs with planner settings (TEXT_PLAN) on every request: it must still be the
// prepared statement it asks to be, or PostgreSQL parses and plans it afresh each time.
describe.runIf(process.env.DATABASE_URL)('a statement with planner settings on PostgreSQL', () => {
  it('is prepared once on its connection, runs under the settings, and leaves the connection as it was', async () => {
    const storage = await freshStorage(false)
    if (storage.kind !== 'postgres') throw new Error('DATABASE_URL is set: the storage is PostgreSQL')
    const db = await createPostgresDatabase(storage.databaseUrl, 2)
    try {
      // One connection at a time: every query below runs on the pool's first.
      const sql = "SELECT current_setting('enable_seqscan') AS value, $1::int AS n"
      for (let n = 1; n <= 3; n++) {
        const { rows } = await db.query<{ value: string; n: number }>(sql, [n], { prepare: true, settings: { enable_seqscan: 'off' } })
        expect(rows[0]).toEqual({ value: 'off', n })
      }
      const prepared = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [sql])
      expect(prepared.rows[0]!.n).toBe(1)
      expect((await db.query<{ value: string }>("SELECT current_setting('enable_seqscan') AS value")).rows[0]!.value).toBe('on')
      const threshold = await db.query<{ value: string }>("SELECT current_setting('pg_trgm.similarity_threshold') AS value", [], { settings: { 'pg_trgm.similarity_threshold': '0.4' } })
      expect(threshold.rows[0]!.value).toBe('0.4')
      await expect(db.query('SELECT 1', [], { settings: { 'enable_seqscan; DROP TABLE parks': 'off' } })).rejects.toThrow("not a setting's name")
      await expect(db.query('SELECT 1', [], { settings: { enable_seqscan: "off'; DROP TABLE parks; --" } })).rejects.toThrow("not a setting's value")
    } finally {
      await db.close()
      await dropStorage(storage)
    }
  })
})
