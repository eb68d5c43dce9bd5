/** A FIFO async mutex: PGlite has one session, so a transaction must own it from BEGIN to COMMIT. */
export interface Mutex {
  run<T>(fn: () => Promise<T>): Promise<T>
}

export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      const result = tail.then(fn, fn)
      // The chain must survive a rejection, or one failed query would block every later one.
      tail = result.catch(() => undefined)
      return result
    },
  }
}
