import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import { PGlite, parse, protocol, types } from '@electric-sql/pglite'
import type { Transaction } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { Database, QueryOptions, QueryResult } from './Database.ts'
import { createMutex } from './createMutex.ts'
import { SESSION_SETTINGS } from './sessionSettings.ts'

// numeric and bigint as numbers: money is numeric(14,2), counts are bigint; JSON wants numbers.
const parsers = {
  [types.NUMERIC]: (value: string) => Number(value),
  [types.INT8]: (value: string) => Number(value),
}

/**
 * A prepared statement is planned again after this many runs. PGlite runs no autovacuum, so
 * nothing else would ever replace a plan made while a table was empty or small.
 */
export const REPLAN_AFTER_RUNS = 1000
/** Prepared statements kept at once; past that, the one used least recently is closed. */
const MAX_PREPARED = 100

const { serialize } = protocol

function concat(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((n, m) => n + m.length, 0))
  let at = 0
  for (const message of messages) {
    all.set(message, at)
    at += message.length
  }
  return all
}

/**
 * PGlite persisted in `dataDir`, or in memory for `'memory://'`. PGlite runs one query at a time
 * on one session: every top-level query and transaction goes through one mutex, so a request's
 * query can never land inside another request's open transaction.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir, { extensions: { cube, earthdistance, pg_trgm, unaccent }, parsers })
  // Its one session gets the settings every session has.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await pg.query('SELECT set_config($1, $2, false)', [name, value])
  const mutex = createMutex()
  // Marks the async context of a running transaction, to turn a would-be deadlock into an error.
  const inTransaction = new AsyncLocalStorage<boolean>()

  const guard = () => {
    if (inTransaction.getStore()) {
      throw new Error('Database used inside its own transaction: use the `tx` passed to transaction().')
    }
  }

  // Statements prepared by `query(…, { prepare: true })`, by text. A search planned by PGlite
  // costs more than it takes to run: a prepared one is parsed and planned once (PostgreSQL's
  // plan cache switches it to a generic plan after five runs), then only bound and run, and its
  // messages go to PGlite in one call instead of one call each.
  const prepared = new Map<string, { name: string; paramTypes: number[]; runs: number }>()
  let statements = 0

  const closeStatement = (name: string) => pg.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]))

  const runPrepared = async <T>(sql: string, params: unknown[]): Promise<QueryResult<T>> => {
    let statement = prepared.get(sql)
    // Taken out and put back: the Map's order is then the order of last use.
    prepared.delete(sql)
    if (statement && statement.runs >= REPLAN_AFTER_RUNS) {
      await closeStatement(statement.name)
      statement = undefined
    }
    if (!statement) {
      const [leastRecent] = prepared
      if (leastRecent && prepared.size >= MAX_PREPARED) {
        prepared.delete(leastRecent[0])
        await closeStatement(leastRecent[1].name)
      }
      const name = `parkade_prepared_${++statements}`
      const { messages } = await pg.execProtocol(concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]))
      statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), runs: 0 }
    }
    prepared.set(sql, statement)
    statement.runs++
    const { paramTypes } = statement
    // As PGlite's own query() serializes parameters: by the type PostgreSQL gave each one.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const serializer = pg.serializers[paramTypes[i]!]
      return serializer ? serializer(value) : String(value)
    })
    const { messages } = await pg.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    )
    const [result] = parse.parseResults(messages, pg.parsers)
    return { rows: (result?.rows ?? []) as T[], rowCount: result?.affectedRows ?? 0 }
  }

  const wrapTx = (tx: Transaction): Database => {
    const txDb: Database = {
      kind: 'pglite',
      query: async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
        const result = await tx.query<T>(sql, params)
        return { rows: result.rows, rowCount: result.affectedRows ?? 0 }
      },
      exec: async (sql: string) => {
        await tx.exec(sql)
      },
      // A nested transaction joins the outer one.
      transaction: (fn) => fn(txDb),
      withSessionLock: async () => {
        throw new Error('withSessionLock() inside a transaction')
      },
      close: async () => {
        throw new Error('close() inside a transaction')
      },
    }
    return txDb
  }

  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      guard()
      return mutex.run(async () => {
        if (options?.prepare) return pg.runExclusive(() => runPrepared<T>(sql, params ?? []))
        const result = await pg.query<T>(sql, params)
        return { rows: result.rows, rowCount: result.affectedRows ?? 0 }
      })
    },
    async exec(sql: string) {
      guard()
      await mutex.run(() => pg.exec(sql))
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      guard()
      return mutex.run(() => inTransaction.run(true, () => pg.transaction((tx) => fn(wrapTx(tx)))))
    },
    // One process owns a PGlite directory: there is no other instance to keep out.
    withSessionLock: (_key, fn) => fn(),
    async close() {
      await mutex.run(() => pg.close())
    },
  }
}
