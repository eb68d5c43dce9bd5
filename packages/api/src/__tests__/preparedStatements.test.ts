import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPLAN_AFTER_RUNS } from '../db/createPgliteDatabase.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

// `query(…, { prepare: true })` answers exactly what the same query answers unprepared (PGlite
// prepares it outside transactions, PostgreSQL as a named statement of each connection), through
// errors and re-planning.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server?.close())

const SQL = `SELECT $1::int + 1 AS next, upper($2::text) AS shout, $3::float8 / 3 AS third, $4::text IS NULL AS missing,
  $5::jsonb -> 'a' AS a, ARRAY[$1::int, 2] AS pair, now() - now() = interval '0' AS now_once, 10 / $1::int AS tenth`

describe('prepared statements', () => {
  it('answer what the unprepared statement answers, parameters and types included', async () => {
    for (const params of [
      [1, 'abc', 1.1, null, JSON.stringify({ a: [1, 'x'] })],
      [41, 'é ü', -0.000001, 'x', JSON.stringify({ a: null })],
      [7, '', 1e300, null, JSON.stringify({})],
    ]) {
      const plain = await server.db.query(SQL, params)
      const prepared = await server.db.query(SQL, params, { prepare: true })
      expect(prepared.rows).toEqual(plain.rows)
      expect(prepared.rows).toHaveLength(1)
    }
  })

  it('fail as the statement fails, and the connection goes on', async () => {
    await expect(server.db.query(SQL, [0, 'a', 1, null, '{}'], { prepare: true })).rejects.toThrow(/division by zero/)
    expect((await server.db.query(SQL, [2, 'a', 1, null, '{}'], { prepare: true })).rows[0]).toMatchObject({ next: 3, tenth: 5 })
    await expect(server.db.query('SELECT FROM no_such_table WHERE $1::int = 1', [1], { prepare: true })).rejects.toThrow(/no_such_table/)
    expect((await server.db.query<{ n: number }>('SELECT $1::int AS n', [5], { prepare: true })).rows).toEqual([{ n: 5 }])
    // A transaction afterwards is unaffected.
    expect(await server.db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT 1 AS n')).rows[0]!.n)).toBe(1)
  })

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL, are prepared on the connection, in a transaction too, and answer as unprepared', async () => {
    const params = [3, 'abc', 1.5, null, JSON.stringify({ a: 1 })]
    const plain = await server.db.query(SQL, params)
    await server.db.transaction(async (tx) => {
      expect((await tx.query(SQL, params, { prepare: true })).rows).toEqual(plain.rows)
      expect((await tx.query(SQL, params, { prepare: true })).rows).toEqual(plain.rows)
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [SQL])
      expect(rows[0]!.n).toBe(1)
    })
  })

  it('answer rows, none, and counts alike on every run once their columns are known', async () => {
    await server.db.exec('CREATE TABLE prepared_runs (id int PRIMARY KEY, label text, at timestamptz)')
    for (let i = 1; i <= 4; i++) {
      const inserted = await server.db.query('INSERT INTO prepared_runs VALUES ($1, $2, $3)', [i, `run ${i}`, new Date(Date.UTC(2026, 0, i))], { prepare: true })
      expect(inserted).toMatchObject({ rows: [], rowCount: 1 })
      const read = await server.db.query('SELECT id, label, at FROM prepared_runs WHERE id >= $1 ORDER BY id', [i - 1], { prepare: true })
      expect(read.rows).toEqual((await server.db.query('SELECT id, label, at FROM prepared_runs WHERE id >= $1 ORDER BY id', [i - 1])).rows)
      expect(read.rows.at(-1)).toEqual({ id: i, label: `run ${i}`, at: new Date(Date.UTC(2026, 0, i)) })
      const none = await server.db.query('SELECT id, label FROM prepared_runs WHERE id > $1', [100], { prepare: true })
      expect(none).toMatchObject({ rows: [], rowCount: 0 })
      const changed = await server.db.query('UPDATE prepared_runs SET label = label || $1 WHERE id <= $2', ['!', i], { prepare: true })
      expect(changed.rowCount).toBe(i)
    }
  })

  it('keep answering past the number of statements kept at once', async () => {
    for (const round of [1, 2]) {
      for (let i = 0; i < 130; i++) {
        const { rows } = await server.db.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [round], { prepare: true })
        expect(rows).toEqual([{ n: round + i }])
      }
    }
  })

  it('are planned again after many runs, and see rows written meanwhile', async () => {
    await server.db.exec('CREATE TABLE prepared_probe (n int PRIMARY KEY)')
    const count = () => server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM prepared_probe WHERE n > $1', [0], { prepare: true })
    for (let i = 1; i <= REPLAN_AFTER_RUNS + 5; i++) {
      if (i % 250 === 0) await server.db.query('INSERT INTO prepared_probe VALUES ($1)', [i])
      expect((await count()).rows[0]!.n).toBe(Math.floor(i / 250))
    }
  })
})
