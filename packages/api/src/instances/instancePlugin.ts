import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/** How often an instance says it is alive (api_instances.heartbeat_at). */
export const HEARTBEAT_MS = 5_000
/**
 * An instance silent for this long is gone: three heartbeats missed, so one slow write or a
 * short database hiccup does not declare a live instance dead.
 */
export const INSTANCE_DEAD_AFTER_MS = 3 * HEARTBEAT_MS
/** Rows of instances that died without closing are deleted after this long (no one asks about them any more). */
const FORGET_AFTER_HOURS = 24

/**
 * Registers this API instance in `api_instances` under a new id (`app.instanceId`) and keeps
 * its heartbeat fresh until the app closes, when the row is deleted. Work an instance claims
 * (idempotency keys) names it, so another instance can tell a claim whose process died (stale or
 * missing heartbeat) from one still being worked on.
 */
async function instancePlugin(app: FastifyInstance): Promise<void> {
  const id = randomUUID()
  app.decorate('instanceId', id)
  const beat = () =>
    app.db.query(
      `INSERT INTO api_instances (id) VALUES ($1)
       ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
      [id],
    )
  // Registered before the first request can claim anything in its name.
  await beat()
  await app.db.query(`DELETE FROM api_instances WHERE heartbeat_at < now() - interval '${FORGET_AFTER_HOURS} hours'`)

  let stopped = false
  let pending: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    pending = beat().catch((error: unknown) => {
      // The next beat tries again; missing three of them is what makes others take over.
      if (!stopped) app.log.warn({ err: error }, 'instance heartbeat failed')
    })
  }, HEARTBEAT_MS)
  timer.unref()

  app.addHook('onClose', async () => {
    stopped = true
    clearInterval(timer)
    await pending
    // Gone now: a claim this instance left unanswered may be taken over at once.
    await app.db.query('DELETE FROM api_instances WHERE id = $1', [id]).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not remove this instance from api_instances')
    })
  })
}

// Not encapsulated: the decoration and the onClose hook belong to the whole app.
;(instancePlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export default instancePlugin
