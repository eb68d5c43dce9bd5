import { mkdirSync } from 'node:fs'
import { PGlite, parse, protocol, types } from '@electric-sql/pglite'
import type { Transaction } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { QueryOptions, QueryResult } from './Database.ts'
import { createMutex } from './createMutex.ts'
import { SESSION_SETTINGS } from './sessionSettings.ts'

// numeric and bigint as numbers: money is numeric(14,2), counts are bigint; JSON wants numbers.
// json and jsonb stay text here: a string crosses to the API thread as one copy, where a parsed
// search page (twenty parks as objects) is cloned field by field on the database's thread, the
// busier one. The API thread parses them (WorkerResult.json).
const keepText = (value: string) => value
const parsers = {
  [types.NUMERIC]: (value: string) => Number(value),
  [types.INT8]: (value: string) => Number(value),
  [types.JSON]: keepText,
  [types.JSONB]: keepText,
}

/** A result as the worker sends it: `json` names the columns whose text the API thread parses. */
export interface WorkerResult<T> extends QueryResult<T> {
  json?: string[]
}

function resultOf<T>(result: { rows: unknown[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] } | undefined): WorkerResult<T> {
  const json = (result?.fields ?? []).filter((field) => field.dataTypeID === types.JSON || field.dataTypeID === types.JSONB).map((field) => field.name)
  return { rows: (result?.rows ?? []) as T[], rowCount: result?.affectedRows ?? 0, ...(json.length ? { json } : {}) }
}

/**
 * A prepared statement is planned again after this many runs. PGlite runs no autovacuum, so
 * nothing else would ever replace a plan made while a table was empty or small.
 */
export const REPLAN_AFTER_RUNS = 1000
/** Prepared statements kept at once; past that, the one used least recently is closed. */
const MAX_PREPARED = 100

const { serialize } = protocol
type BackendMessage = Parameters<typeof parse.parseResults>[0][number]

function concat(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((n, m) => n + m.length, 0))
  let at = 0
  for (const message of messages) {
    all.set(message, at)
    at += message.length
  }
  return all
}

/** Thrown inside PGlite's transaction() to make it roll back; never seen outside this file. */
const ROLL_BACK = Symbol('roll back')

/** One open transaction: its statements run on `tx`; `end` lets PGlite commit (true) or roll back. */
interface OpenTransaction {
  tx: Transaction
  end: (commit: boolean) => void
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>
}

export interface PgliteSession {
  /** A statement outside any transaction, after every transaction and statement asked before it. */
  query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<WorkerResult<T>>
  exec(sql: string): Promise<void>
  /** Opens transaction `id`: nothing else runs on the session until end(id). */
  begin(id: number): Promise<void>
  /** A statement of transaction `id`, on its session, in the order asked. */
  queryIn<T>(id: number, sql: string, params: unknown[], options?: QueryOptions): Promise<WorkerResult<T>>
  execIn(id: number, sql: string): Promise<void>
  /** COMMIT (PGlite refuses a transaction a failed statement aborted) or ROLLBACK. */
  end(id: number, commit: boolean): Promise<void>
  close(): Promise<void>
}

/**
 * PGlite persisted in `dataDir`, or in memory for `'memory://'`: the database half of
 * createPgliteDatabase, run in its worker thread. PGlite runs one query at a time on one session:
 * every top-level query and transaction goes through one mutex, so a request's query can never
 * land inside another request's open transaction.
 */
export async function openPgliteSession(dataDir: string): Promise<PgliteSession> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir, { extensions: { cube, earthdistance, pg_trgm, unaccent }, parsers })
  // Its one session gets the settings every session has.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await pg.query('SELECT set_config($1, $2, false)', [name, value])
  const mutex = createMutex()
  // Each transaction from its BEGIN until it has ended. Its statements may arrive before BEGIN has
  // run (createPgliteDatabase sends them without waiting): each waits for it to open, or fails as
  // BEGIN did.
  const transactions = new Map<number, Promise<OpenTransaction>>()

  // Statements prepared by `query(…, { prepare: true })`, by text. A search planned by PGlite
  // costs more than it takes to run: a prepared one is parsed and planned once (PostgreSQL's
  // plan cache switches it to a generic plan after five runs), then only bound and run, and its
  // messages go to PGlite in one call instead of one call each.
  // Each keeps the RowDescription its Describe answered: a run then sends no Describe, and PGlite
  // neither writes nor parses the columns' description again (a booking's row has about sixty).
  const prepared = new Map<string, { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined; runs: number }>()
  let statements = 0

  const closeStatement = (name: string) => pg.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]))

  const runPrepared = async <T>(sql: string, params: unknown[]): Promise<WorkerResult<T>> => {
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
      statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(messages),
        rowDescription: messages.find((message) => message.name === 'rowDescription'),
        runs: 0,
      }
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
    const { messages } = await pg.execProtocol(concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]))
    const [result] = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, pg.parsers)
    return resultOf<T>(result)
  }
  // Inside a transaction too: Parse, Bind and Sync in an open transaction block neither commit nor
  // end it, and a failing statement aborts it as a plain one does.
  const prepareRun = <T>(sql: string, params: unknown[]): Promise<WorkerResult<T>> => pg.runExclusive(() => runPrepared<T>(sql, params))

  const transactionOf = async (id: number): Promise<OpenTransaction> => {
    const transaction = await transactions.get(id)
    if (!transaction) throw new Error(`No open transaction ${id}`)
    return transaction
  }

  return {
    query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<WorkerResult<T>> {
      return mutex.run(async () => {
        const run = async (): Promise<WorkerResult<T>> => {
          if (options?.prepare) return prepareRun<T>(sql, params)
          return resultOf<T>(await pg.query<T>(sql, params))
        }
        const settings = Object.entries(options?.settings ?? {})
        if (!settings.length) return run()
        // One session, held by the mutex: set, run, then put back what every session has.
        const previous = await Promise.all(settings.map(([name]) => pg.query<{ value: string }>('SELECT current_setting($1) AS value', [name])))
        for (const [name, value] of settings) await pg.query('SELECT set_config($1, $2, false)', [name, value])
        try {
          return await run()
        } finally {
          for (const [i, [name]] of settings.entries()) await pg.query('SELECT set_config($1, $2, false)', [name, previous[i]!.rows[0]!.value])
        }
      })
    },
    async exec(sql: string) {
      await mutex.run(() => pg.exec(sql))
    },
    begin(id: number): Promise<void> {
      const opened = new Promise<OpenTransaction>((began, failed) => {
        const done = mutex.run(() =>
          pg.transaction(async (tx) => {
            const ending = new Promise<boolean>((end) => began({ tx, end, done }))
            if (!(await ending)) throw ROLL_BACK
          }),
        ).then(
          () => undefined,
          (error: unknown) => {
            if (error !== ROLL_BACK) throw error
          },
        ).finally(() => transactions.delete(id))
        // BEGIN itself failing: the transaction never opened.
        done.catch(failed)
      })
      transactions.set(id, opened)
      return opened.then(() => undefined)
    },
    async queryIn<T>(id: number, sql: string, params: unknown[], options?: QueryOptions): Promise<WorkerResult<T>> {
      const { tx } = await transactionOf(id)
      if (options?.prepare) return prepareRun<T>(sql, params)
      return resultOf<T>(await tx.query<T>(sql, params))
    },
    async execIn(id: number, sql: string) {
      await (await transactionOf(id)).tx.exec(sql)
    },
    async end(id: number, commit: boolean) {
      const transaction = await transactionOf(id)
      transaction.end(commit)
      await transaction.done
    },
    async close() {
      await mutex.run(() => pg.close())
    },
  }
}
