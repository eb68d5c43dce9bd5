import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Database } from '../db/Database.ts'
import { startPeriodicJob } from '../lib/startPeriodicJob.ts'
import type { PeriodicJob } from '../lib/startPeriodicJob.ts'
import { paymentAdapters } from './paymentAdapters.ts'
import { refundToSource } from './refundToSource.ts'

/** Refunds asked of the provider per round. */
const BATCH = 50

/** `runOnce` asks again now and answers how many refunds were due. */
export type RefundRetryJob = PeriodicJob

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

  return startPeriodicJob({
    round: retry,
    everyMs: config.holdSweepMs,
    log,
    done: (due) => log.info({ due }, 'refunds to the card or mobile money asked again'),
    failed: 'refund retry failed',
  })
}
