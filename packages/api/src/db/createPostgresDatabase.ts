import pg from 'pg'
import type { Database, QueryResult } from './Database.ts'
import { SESSION_SETTINGS } from './sessionSettings.ts'

// numeric and bigint as numbers, the same as the PGlite implementation.
const NUMERIC_OID = 1700
const INT8_OID = 20
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === NUMERIC_OID || oid === INT8_OID) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
}

function adapt<T>(result: pg.QueryResult): QueryResult<T> {
  return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 }
}

/** A PostgreSQL server through a pool; a transaction holds one client from BEGIN to COMMIT. */
export async function createPostgresDatabase(url: string): Promise<Database> {
  // Startup options: every connection of the pool gets the session settings.
  const options = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' ')
  const pool = new pg.Pool({ connectionString: url, max: 10, types: typeParsers, options })
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('postgres pool error:', error.message))
  await pool.query('SELECT 1')

  const clientDb = (client: pg.PoolClient): Database => {
    const txDb: Database = {
      kind: 'postgres',
      query: async <T>(sql: string, params?: unknown[]) => adapt<T>(await client.query(sql, params)),
      exec: async (sql: string) => {
        await client.query(sql)
      },
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
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => adapt<T>(await pool.query(sql, params)),
    // Without parameters pg uses the simple protocol, which takes several statements.
    exec: async (sql: string) => {
      await pool.query(sql)
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const value = await fn(clientDb(client))
        await client.query('COMMIT')
        return value
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async withSessionLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key])
        try {
          return await fn()
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined)
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
