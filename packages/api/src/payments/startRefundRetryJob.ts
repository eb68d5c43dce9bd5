import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'
import { paymentAdapters } from './paymentAdapters.ts'
import { refundToSource } from './refundToSource.ts'

/** Refunds asked of the provider per round. */
const BATCH = 50

export interface RefundRetryJob {
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>
  /** Asks again now; answers how many refunds were due. */
  runOnce(): Promise<number>
}

/**
 * Every `config.holdSweepMs`, asks the providers again for the refunds they could not take when
 * they were recorded (provider down, a timeout): a refund to the card or mobile money is never
 * left behind. A minute's grace leaves each refund to the request that recorded it first; each
 * refund is claimed before its call (refundToSource), so instances never send one twice.
 */
export function startRefundRetryJob({
  db,
  config,
  log,
}: {
  db: Database
  config: Pick<Config, 'holdSweepMs' | 'sandbox' | 'publicUrl' | 'providers'>
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
}): RefundRetryJob {
  const retry = async (): Promise<number> => {
    const { rows } = await db.query<{ payment_reference: string }>(
      `SELECT payment_reference FROM refunds WHERE status = 'pending' AND created_at < now() - interval '1 minute' ORDER BY id LIMIT ${BATCH}`,
    )
    await refundToSource(db, paymentAdapters(db, config), rows.map((r) => r.payment_reference))
    return rows.length
  }

  let running: Promise<number> | null = null
  const runOnce = (): Promise<number> => {
    running ??= retry().finally(() => {
      running = null
    })
    return running
  }

  let stopped = false
  let timer: NodeJS.Timeout
  const schedule = () => {
    timer = setTimeout(() => {
      void runOnce()
        .then((due) => {
          if (due > 0) log.info({ due }, 'refunds to the card or mobile money asked again')
        })
        .catch((error: unknown) => log.error({ err: error }, 'refund retry failed'))
        .finally(() => {
          if (!stopped) schedule()
        })
    }, config.holdSweepMs)
    timer.unref()
  }
  schedule()

  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => undefined)
    },
  }
}
