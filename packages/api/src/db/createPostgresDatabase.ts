import pg from 'pg'
import type { Database, QueryOptions, QueryResult } from './Database.ts'
import { DEFAULT_POOL_SIZE } from '../config.ts'
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

/** A setting's name, as QueryOptions gives it (`enable_seqscan`, `pg_trgm.similarity_threshold`): written into SQL, so only a plain name. */
function settingName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(name)) throw new Error(`not a setting's name: ${name}`)
  return name
}

/** A planner setting's value, quoted: letters, digits, dots and underscores only. */
function settingValue(value: string): string {
  if (!/^[\w.]+$/.test(value)) throw new Error(`not a setting's value: ${value}`)
  return `'${value}'`
}

function adapt<T>(result: pg.QueryResult): QueryResult<T> {
  return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 }
}

/** A PostgreSQL server through a pool of `poolSize` connections; a transaction holds one client from BEGIN to COMMIT. */
export async function createPostgresDatabase(url: string, poolSize = DEFAULT_POOL_SIZE): Promise<Database> {
  // Startup options: every connection of the pool gets the session settings.
  const options = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' ')
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers, options })
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('postgres pool error:', error.message))
  await pool.query('SELECT 1')

  // `prepare`: a named statement, which each connection parses and plans once (pg keeps it per
  // connection), then only binds and runs: the hot statements of search and booking skip
  // PostgreSQL's parse and plan. One name per text.
  const names = new Map<string, string>()
  const statement = (sql: string, params: unknown[] | undefined, options?: QueryOptions): string | pg.QueryConfig => {
    if (!options?.prepare) return sql
    let name = names.get(sql)
    if (!name) names.set(sql, (name = `parkade_${names.size + 1}`))
    return { name, text: sql, values: params }
  }
  const run = (client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[], options?: QueryOptions) => {
    const query = statement(sql, params, options)
    return typeof query === 'string' ? client.query(query, params) : client.query(query)
  }

  const clientDb = (client: pg.PoolClient): Database => {
    const txDb: Database = {
      kind: 'postgres',
      query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => adapt<T>(await run(client, sql, params, options)),
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
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const settings = Object.entries(options?.settings ?? {})
      if (!settings.length) return adapt<T>(await run(pool, sql, params, options))
      // SET LOCAL: the settings end with the transaction, on this connection only. The settings
      // are the code's own planner switches (QueryOptions), set with BEGIN in one round trip; the
      // statement is prepared as asked, as outside a transaction.
      const client = await pool.connect()
      try {
        await client.query(`BEGIN; ${settings.map(([name, value]) => `SET LOCAL ${settingName(name)} = ${settingValue(value)}`).join('; ')}`)
        const result = await run(client, sql, params, options)
        await client.query('COMMIT')
        return adapt<T>(result)
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
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
