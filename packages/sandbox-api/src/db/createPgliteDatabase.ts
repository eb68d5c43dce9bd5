import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import { PGlite, types } from '@electric-sql/pglite'
import type { Transaction } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Database, QueryResult } from './Database.ts'
import { createMutex } from './createMutex.ts'

// numeric and bigint as numbers: money is numeric(14,2), counts are bigint; JSON wants numbers.
const parsers = {
  [types.NUMERIC]: (value: string) => Number(value),
  [types.INT8]: (value: string) => Number(value),
}

/**
 * PGlite persisted in `dataDir`, or in memory for `'memory://'`. PGlite runs one query at a time
 * on one session: every top-level query and transaction goes through one mutex, so a request's
 * query can never land inside another request's open transaction.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir, { extensions: { cube, earthdistance, pg_trgm }, parsers })
  const mutex = createMutex()
  // Marks the async context of a running transaction, to turn a would-be deadlock into an error.
  const inTransaction = new AsyncLocalStorage<boolean>()

  const guard = () => {
    if (inTransaction.getStore()) {
      throw new Error('Database used inside its own transaction: use the `tx` passed to transaction().')
    }
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
      close: async () => {
        throw new Error('close() inside a transaction')
      },
    }
    return txDb
  }

  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      guard()
      return mutex.run(async () => {
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
    async close() {
      await mutex.run(() => pg.close())
    },
  }
}
