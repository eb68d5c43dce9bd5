import { AsyncLocalStorage } from 'node:async_hooks'
import { Worker } from 'node:worker_threads'
import type { Database, QueryOptions, QueryResult } from './Database.ts'
import type { WorkerResult } from './openPgliteSession.ts'
import { errorFromWire } from './pgliteMessages.ts'
import type { PgliteReply, PgliteRequest } from './pgliteMessages.ts'

export { REPLAN_AFTER_RUNS } from './openPgliteSession.ts'

// Distributive: the request without its id, per kind.
type Ask = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/**
 * PGlite persisted in `dataDir`, or in memory for `'memory://'`, run in a worker thread of its
 * own (pgliteWorker.ts): PGlite executes each statement synchronously in WebAssembly, which on
 * the API's thread left HTTP and JSON waiting (68–80 % of a request's time under load). The worker
 * keeps PGlite's one session: top-level statements and transactions run one at a time in the
 * order asked, and a transaction's statements run in order with nothing between them. Rows,
 * types and errors (code, detail, constraint…) come back as PGlite gives them.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  // The source runs the .ts worker (Node strips its types), the build the .js one beside it.
  const file = import.meta.url.endsWith('.ts') ? './pgliteWorker.ts' : './pgliteWorker.js'
  const worker = new Worker(new URL(file, import.meta.url), { workerData: { dataDir } })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let ids = 0
  let transactions = 0
  let gone: Error | null = null

  // The worker keeps the process alive only while an answer is awaited, as PGlite in the API's
  // thread did: a script whose last query has answered may end.
  const settle = (id: number, settleOne: (entry: { resolve: (value: unknown) => void; reject: (error: Error) => void }) => void) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    if (!pending.size) worker.unref()
    settleOne(entry)
  }
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }))
  worker.on('message', (reply: PgliteReply) => {
    settle(reply.id, (entry) => (reply.error ? entry.reject(errorFromWire(reply.error)) : entry.resolve(reply.value)))
  })
  const fail = (error: Error) => {
    gone = error
    for (const id of [...pending.keys()]) settle(id, (entry) => entry.reject(error))
  }
  worker.on('error', (error) => fail(error))
  worker.on('exit', (code) => fail(new Error(`The PGlite worker stopped (exit code ${code})`)))
  await ready

  const ask = <T>(request: Ask): Promise<T> => {
    if (gone) return Promise.reject(gone)
    const id = ++ids
    if (!pending.size) worker.ref()
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...request, id })
    })
  }

  // The worker leaves json and jsonb as text (openPgliteSession): parsed here, as PGlite would.
  const query = async <T>(request: Ask): Promise<QueryResult<T>> => {
    const result = await ask<WorkerResult<T>>(request)
    if (result.json) {
      for (const row of result.rows as Record<string, unknown>[]) {
        for (const name of result.json) if (typeof row[name] === 'string') row[name] = JSON.parse(row[name])
      }
    }
    return { rows: result.rows, rowCount: result.rowCount }
  }

  // Marks the async context of a running transaction, to turn a would-be deadlock into an error.
  const inTransaction = new AsyncLocalStorage<boolean>()
  const guard = () => {
    if (inTransaction.getStore()) throw new Error('Database used inside its own transaction: use the `tx` passed to transaction().')
  }

  const transactionDb = (tx: number): Database => {
    const txDb: Database = {
      kind: 'pglite',
      // `settings` apply outside transactions only (Database.ts).
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        query<T>({ op: 'query', sql, params: params ?? [], ...(options?.prepare ? { options: { prepare: true } } : {}), tx }),
      exec: (sql: string) => ask<void>({ op: 'exec', sql, tx }),
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
      return query<T>({ op: 'query', sql, params: params ?? [], ...(options ? { options } : {}) })
    },
    async exec(sql: string) {
      guard()
      await ask<void>({ op: 'exec', sql })
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      guard()
      const tx = ++transactions
      // Not awaited before fn runs: the worker opens the transaction and then takes its first
      // statement, which is already waiting in its queue. Awaited, the worker would hold PGlite's
      // one session idle for a round trip through this thread, whose event loop is busy with HTTP.
      const began = ask<void>({ op: 'begin', tx })
      // Awaited below, after fn: until then a failed BEGIN must not count as unhandled.
      began.catch(() => undefined)
      let value: T
      try {
        value = await inTransaction.run(true, () => fn(transactionDb(tx)))
      } catch (error) {
        // A failed BEGIN throws here: nothing to end, and its error is why the statements failed.
        await began
        await ask<void>({ op: 'end', tx, commit: false }).catch(() => undefined)
        throw error
      }
      await began
      await ask<void>({ op: 'end', tx, commit: true })
      return value
    },
    // One process owns a PGlite directory: there is no other instance to keep out.
    withSessionLock: (_key, fn) => fn(),
    async close() {
      if (gone) return
      await ask<void>({ op: 'close' })
      await worker.terminate()
    },
  }
}
