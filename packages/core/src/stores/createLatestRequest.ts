export interface LatestRequestTicket {
  signal: AbortSignal
  /** False once a newer request started, or the request was aborted. */
  isLatest(): boolean
}

export interface LatestRequest {
  /** Aborts the previous request and hands out the new one's signal. */
  start(): LatestRequestTicket
  abort(): void
}

/**
 * Only the newest request may write its answer: starting one aborts the one before, so a slow
 * old answer never overwrites a newer one.
 */
export function createLatestRequest(lifetime?: AbortSignal): LatestRequest {
  let current: AbortController | null = null
  const abort = () => {
    current?.abort()
    current = null
  }
  lifetime?.addEventListener('abort', abort, { once: true })

  return {
    start() {
      current?.abort()
      const controller = new AbortController()
      if (lifetime?.aborted) controller.abort()
      else current = controller
      return {
        signal: controller.signal,
        isLatest: () => current === controller && !controller.signal.aborted,
      }
    },
    abort,
  }
}
