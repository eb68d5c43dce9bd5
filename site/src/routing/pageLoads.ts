import { textsSettled } from '../sdk.ts'

/**
 * The page chunks being fetched right now, and the failed ones that may be fetched again.
 * "Resources" of the resource check (SPEC §4) are these: the JavaScript of the page being
 * opened, its components' texts included. The check reads `settled()`; lazyPage fills both sets.
 */
const pending = new Set<Promise<unknown>>()
const retries = new Set<() => void>()

export const pageLoads = {
  track<T>(load: Promise<T>): Promise<T> {
    pending.add(load)
    const settle = () => pending.delete(load)
    load.then(settle, settle)
    return load
  },
  /** No page chunk is on its way, nor any component's texts. */
  settled(): boolean {
    return pending.size === 0 && textsSettled()
  },
  /** A failed page may be fetched anew by `retryFailed`. */
  onRetry(retry: () => void): void {
    retries.add(retry)
  },
  /** The error screen's Try Again: failed pages fetch their chunk again when next rendered. */
  retryFailed(): void {
    const pendingRetries = [...retries]
    retries.clear()
    for (const retry of pendingRetries) retry()
  },
}
