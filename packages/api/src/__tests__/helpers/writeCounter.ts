import type { Database } from '../../db/Database.ts'

/**
 * Tables a request can write. login_attempts and auth_codes are written by refusals on purpose
 * (throttling, wrong-code counting) and are left out.
 */
export const WRITABLE_TABLES = [
  'users',
  'vehicles',
  'bookings',
  'ledger_entries',
  'payments',
  'idempotency_keys',
  'outbox',
  'demo_requests',
  'contact_messages',
  'event_access_grants',
  'app_settings',
]

// A row trigger counts every committed row change per table in the test's own database: a
// rolled-back transaction leaves no count, so a count that moved is a write that stuck.
const WRITE_COUNTER_SQL = `
  CREATE TABLE test_write_log (table_name text PRIMARY KEY, n bigint NOT NULL);
  CREATE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO test_write_log VALUES (TG_TABLE_NAME, 1) ON CONFLICT (table_name) DO UPDATE SET n = test_write_log.n + 1;
    RETURN NULL;
  END $$;
  ${WRITABLE_TABLES.map((t) => `CREATE TRIGGER test_count_write AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION test_count_write();`).join('\n')}`

export interface WriteCounter {
  /** Committed row changes so far, per table. */
  snapshot(): Promise<Record<string, number>>
  /** Statements and transactions the server has run (through `db`) so far. */
  sqlCalls(): number
  /** The tables whose counts differ between two snapshots. */
  changed(before: Record<string, number>, after: Record<string, number>): string[]
}

/**
 * Installs the counting trigger in `db` and wraps its methods to count what the server runs, so
 * a refusal that ran no SQL at all needs no check.
 */
export async function installWriteCounter(db: Database): Promise<WriteCounter> {
  await db.exec(WRITE_COUNTER_SQL)
  let calls = 0
  const rawQuery = db.query.bind(db)
  const rawTransaction = db.transaction.bind(db)
  const rawExec = db.exec.bind(db)
  db.query = (sql, params, options) => {
    calls++
    return rawQuery(sql, params, options)
  }
  db.transaction = (fn) => {
    calls++
    return rawTransaction(fn)
  }
  db.exec = (sql) => {
    calls++
    return rawExec(sql)
  }
  return {
    async snapshot() {
      const { rows } = await rawQuery<{ table_name: string; n: number }>('SELECT table_name, n FROM test_write_log')
      return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.n)]))
    },
    sqlCalls: () => calls,
    changed: (before, after) => WRITABLE_TABLES.filter((table) => (before[table] ?? 0) !== (after[table] ?? 0)),
  }
}
