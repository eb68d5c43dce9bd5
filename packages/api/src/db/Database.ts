/**
 * The one storage interface every route uses. Two implementations share one SQL dialect:
 * PGlite (embedded PostgreSQL, the default) and a PostgreSQL server (`DATABASE_URL`).
 *
 * Both return `numeric` and `bigint` columns as JS numbers and `timestamptz` as `Date`, so
 * code never sees a driver-specific shape.
 */
export interface QueryResult<T> {
  rows: T[]
  /** Rows changed by INSERT/UPDATE/DELETE; 0 for a SELECT when the driver does not say. */
  rowCount: number
}

export interface QueryOptions {
  /**
   * Keep the statement prepared and reuse its plan: for a hot statement whose parsing and
   * planning cost more than running it (the park search, a booking's). Give it only to
   * statements whose text takes a bounded number of forms (values go in parameters). PGlite
   * and PostgreSQL honour it everywhere, transactions included (PostgreSQL: a named statement per connection).
   */
  prepare?: boolean
  /**
   * Planner settings for this statement only (e.g. `{ enable_seqscan: 'off' }`), for a query whose
   * good plan the planner cannot see: restored after it. Outside transactions.
   */
  settings?: Readonly<Record<string, string>>
}

export interface Database {
  readonly kind: 'pglite' | 'postgres'
  /** One statement, `$1…` parameters. Pass `JSON.stringify(value)` for a jsonb parameter. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>
  /** Several statements separated by `;`, no parameters, no result (migrations, bulk SQL). */
  exec(sql: string): Promise<void>
  /**
   * Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. Inside,
   * use only `tx` — on PGlite the outer database is locked until the transaction ends.
   */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>
  /**
   * Runs `fn` while holding the PostgreSQL advisory lock `key` (session level, on a connection
   * of its own), so one instance at a time does it: migrations and the seed when several start
   * at once. `fn` uses the database as usual. On PGlite, where one process owns the data, it
   * just runs `fn`.
   */
  withSessionLock<T>(key: number, fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
}
