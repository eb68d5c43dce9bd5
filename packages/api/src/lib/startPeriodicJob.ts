import type { FastifyBaseLogger } from 'fastify'

export interface PeriodicJob {
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>
  /** Runs a round now (one at a time in this process: a call during a round shares it); answers its count. */
  runOnce(): Promise<number>
}

/**
 * Runs `round` every `everyMs` (the timer never keeps the process alive), one round at a time,
 * logging a round that did something (`done`, with its count) and one that failed (`failed`)
 * without stopping the next.
 */
export function startPeriodicJob({
  round,
  everyMs,
  log,
  done,
  failed,
}: {
  round: () => Promise<number>
  everyMs: number
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
  done: (count: number) => void
  failed: string
}): PeriodicJob {
  let running: Promise<number> | null = null
  const runOnce = (): Promise<number> => {
    running ??= round().finally(() => {
      running = null
    })
    return running
  }

  let stopped = false
  let timer: NodeJS.Timeout
  const schedule = () => {
    timer = setTimeout(() => {
      void runOnce()
        .then((count) => {
          if (count > 0) done(count)
        })
        .catch((error: unknown) => log.error({ err: error }, failed))
        .finally(() => {
          if (!stopped) schedule()
        })
    }, everyMs)
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
