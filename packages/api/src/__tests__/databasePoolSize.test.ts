import { describe, expect, it } from 'vitest'
import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_POOL_SIZE, loadConfig } from '../config.ts'
import { createPostgresDatabase } from '../db/createPostgresDatabase.ts'
import { dropStorage, freshStorage } from './helpers/startTestServer.ts'

// Two pools: transactions hold a connection across the API's round trips (bookings want many),
// single statements only while PostgreSQL runs them (searches are cheaper with few on 2 cores).
describe("the PostgreSQL pools' sizes", () => {
  it('are DATABASE_POOL_SIZE and DATABASE_STATEMENT_POOL_SIZE when given, refused when out of range', () => {
    const defaults = loadConfig({})
    expect([defaults.databasePoolSize, defaults.databaseStatementPoolSize]).toEqual([DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_POOL_SIZE])
    expect([DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_POOL_SIZE]).toEqual([10, 4])
    const given = loadConfig({ DATABASE_POOL_SIZE: '16', DATABASE_STATEMENT_POOL_SIZE: '1' })
    expect([given.databasePoolSize, given.databaseStatementPoolSize]).toEqual([16, 1])
    for (const value of ['1', '0', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be an integer 2–1000, got "${value}"`)
    }
    for (const value of ['0', '1001', '-3', 'few']) {
      expect(() => loadConfig({ DATABASE_STATEMENT_POOL_SIZE: value })).toThrow(`DATABASE_STATEMENT_POOL_SIZE must be an integer 1–1000, got "${value}"`)
    }
  })

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
    async function withDatabase(sizes: { transactions: number; statements: number }, run: (db: Awaited<ReturnType<typeof createPostgresDatabase>>) => Promise<void>) {
      const storage = await freshStorage(false)
      if (storage.kind !== 'postgres') throw new Error('DATABASE_URL is set: the storage is PostgreSQL')
      const db = await createPostgresDatabase(storage.databaseUrl, sizes)
      try {
        await run(db)
      } finally {
        await db.close()
        await dropStorage(storage)
      }
    }
    const pid = 'SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)'

    it('opens no more connections than each pool has, however many wait', () =>
      withDatabase({ transactions: 2, statements: 3 }, async (db) => {
        const statements = await Promise.all(Array.from({ length: 12 }, () => db.query<{ pid: number }>(pid)))
        expect(new Set(statements.map((answer) => answer.rows[0]!.pid)).size).toBe(3)
        const transactions = await Promise.all(
          Array.from({ length: 6 }, () => db.transaction(async (tx) => (await tx.query<{ pid: number }>(pid)).rows[0]!.pid)),
        )
        expect(new Set(transactions).size).toBe(2)
      }))

    it('answers a statement while every transaction connection is held', () =>
      withDatabase({ transactions: 2, statements: 1 }, async (db) => {
        let release = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        let started = () => {}
        const bothStarted = new Promise<void>((resolve) => (started = resolve))
        let running = 0
        const transactions = Array.from({ length: 2 }, () =>
          db.transaction(async (tx) => {
            await tx.query('SELECT 1')
            if (++running === 2) started()
            await held
          }),
        )
        await bothStarted
        // With one pool, this would wait for a transaction to end, which waits for this answer.
        const answer = await Promise.race([
          db.query<{ one: number }>('SELECT 1 AS one').then((result) => result.rows[0]!.one),
          new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000)),
        ])
        release()
        await Promise.all(transactions)
        expect(answer).toBe(1)
      }))
  })
})
