import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/Database.ts'

/** A job that runs on a timer in every instance; the database decides which instance does the work. */
export interface BackgroundJob {
  stop(): Promise<void>
}

export interface BackgroundJobs {
  /** Stops every job, waiting for a run in progress (before the pool closes). */
  stop(): Promise<void>
}

/** The jobs every API instance runs beside its requests. */
export function startBackgroundJobs(_context: { db: Database; config: Config; log: FastifyBaseLogger }): BackgroundJobs {
  const jobs: BackgroundJob[] = []
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()))
    },
  }
}
