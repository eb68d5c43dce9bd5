import type { FastifyBaseLogger } from 'fastify'
import { startHoldExpiryJob } from './bookings/startHoldExpiryJob.ts'
import type { Config } from './config.ts'
import type { Database } from './db/Database.ts'
import { startMailWorker } from './mail/startMailWorker.ts'
import { startRefundRetryJob } from './payments/startRefundRetryJob.ts'

/** A job that runs on a timer in every instance; the database decides which instance does the work. */
export interface BackgroundJob {
  stop(): Promise<void>
}

export interface BackgroundJobs {
  /** Stops every job, waiting for a run in progress (before the pool closes). */
  stop(): Promise<void>
}

/**
 * The jobs every API instance runs beside its requests: e-mail delivery (when SMTP_URL is set),
 * the release of expired holds and the retry of refunds a provider could not take. Each takes
 * its work under a database lock or claim, so any number of
 * instances may run them.
 */
export function startBackgroundJobs(context: { db: Database; config: Config; log: FastifyBaseLogger }): BackgroundJobs {
  const jobs: BackgroundJob[] = [startMailWorker(context), startHoldExpiryJob(context), startRefundRetryJob(context)]
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()))
    },
  }
}
