import type { Database } from '../db/Database.ts'
import { INSTANCE_DEAD_AFTER_MS } from './instancePlugin.ts'

/**
 * Is the API instance `id` still running? It is while its heartbeat in `api_instances` is recent
 * (by the database's clock, the one every instance writes with); a stale or missing row means
 * its process died or closed.
 */
export async function instanceIsAlive(db: Database, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM api_instances WHERE id = $1 AND heartbeat_at > now() - $2 * interval \'1 millisecond\'', [
    id,
    INSTANCE_DEAD_AFTER_MS,
  ])
  return rows.length > 0
}
