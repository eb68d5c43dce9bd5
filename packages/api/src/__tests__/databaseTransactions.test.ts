import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

// The Database interface as the routes use it, on either database: on PGlite every statement
// crosses to its worker thread and back (createPgliteDatabase), so these pin what must not change
// on the way: rollback, order, errors and types.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
  await server.db.exec('CREATE TABLE tx_probe (n int PRIMARY KEY, note text NOT NULL)')
})
afterAll(() => server?.close())

const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe')).rows[0]!.n

describe('transactions', () => {
  it('roll back everything when the function throws, and the database goes on', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [1, 'one'])
        await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [2, 'two'], { prepare: true })
        expect((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe')).rows[0]!.n).toBe(2)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await count()).toBe(0)
    await server.db.transaction((tx) => tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [3, 'three']))
    expect(await count()).toBe(1)
  })

  it('roll back when a statement fails, with PostgreSQL’s error fields', async () => {
    const error = (await server.db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [4, 'four'])
        await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [3, 'again'])
      })
      .then(() => null, (caught: unknown) => caught)) as Error
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toMatch(/duplicate key/)
    expect(error).toMatchObject({ code: '23505', constraint: 'tx_probe_pkey', table: 'tx_probe', severity: 'ERROR' })
    expect((await server.db.query('SELECT n FROM tx_probe ORDER BY n')).rows).toEqual([{ n: 3 }])
  })

  it('keep nothing of a transaction a failed statement aborted, even when its function goes on', async () => {
    const outcome = await server.db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [5, 'five'])
        await tx.query('SELECT 1 / 0').catch(() => undefined)
      })
      .then(() => 'resolved', () => 'refused')
    // PGlite refuses the COMMIT; PostgreSQL answers it with a ROLLBACK, which node-postgres does not report.
    expect(outcome).toBe(server.db.kind === 'pglite' ? 'refused' : 'resolved')
    expect(await count()).toBe(1)
  })

  it('run a transaction’s statements with nothing of other requests between them', async () => {
    let inside = 0
    const seen: number[] = []
    const transaction = server.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [10, 'ten'])
      inside = 1
      // Other requests' statements meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.query('INSERT INTO tx_probe VALUES ($1, $2)', [11, 'eleven'])
    })
    while (!inside) await new Promise((resolve) => setTimeout(resolve, 1))
    const outside = Promise.all(Array.from({ length: 5 }, async () => seen.push(await count())))
    await Promise.all([transaction, outside])
    // PGlite has one session: the others wait for the COMMIT and see both rows. PostgreSQL runs
    // them on other connections, where the uncommitted rows are invisible: never one without the other.
    if (server.db.kind === 'pglite') expect(seen).toEqual([3, 3, 3, 3, 3])
    else for (const n of seen) expect([1, 3]).toContain(n)
    expect(await count()).toBe(3)
  })

  it('refuse the outer database inside a transaction rather than wait for ever (PGlite)', async () => {
    if (server.db.kind !== 'pglite') return
    await expect(server.db.transaction(() => server.db.query('SELECT 1'))).rejects.toThrow(/inside its own transaction/)
    expect(await count()).toBe(3)
  })
})

describe('answers', () => {
  it('keep their types: numbers for numeric and bigint, dates, JSON, arrays, bytes, nulls', async () => {
    const { rows } = await server.db.query<Record<string, unknown>>(
      `SELECT 12.50::numeric(14,2) AS money, 9007199254740::int8 AS big, $1::timestamptz AS at, '{"a":[1,"x"]}'::jsonb AS doc,
        ARRAY['a','b'] AS list, '\\x0102'::bytea AS bytes, NULL::text AS nothing, true AS yes`,
      [new Date('2026-01-02T03:04:05.678Z')],
    )
    const row = rows[0]!
    expect(row).toMatchObject({ money: 12.5, big: 9007199254740, doc: { a: [1, 'x'] }, list: ['a', 'b'], nothing: null, yes: true })
    expect(row.at).toBeInstanceOf(Date)
    expect((row.at as Date).toISOString()).toBe('2026-01-02T03:04:05.678Z')
    expect([...(row.bytes as Uint8Array)]).toEqual([1, 2])
  })

  it('report the rows a statement changed', async () => {
    const { rowCount } = await server.db.query('UPDATE tx_probe SET note = upper(note) WHERE n >= $1', [10])
    expect(rowCount).toBe(2)
  })

  it('fail with the message and code of the failing statement, outside transactions too', async () => {
    await expect(server.db.query('SELECT 1 / $1::int', [0])).rejects.toMatchObject({ message: 'division by zero', code: '22012' })
    await expect(server.db.query('SELECT 1 / $1::int', [0], { prepare: true })).rejects.toMatchObject({ message: 'division by zero', code: '22012' })
    await expect(server.db.exec('SELECT 1; SELECT nope FROM nowhere')).rejects.toMatchObject({ code: '42P01' })
  })
})
