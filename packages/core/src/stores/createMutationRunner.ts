import { describeError } from '../api/ParkadeApiError.ts'
import type { RequestState } from './types.ts'

export type MutationRunner = <T>(work: (signal: AbortSignal | undefined) => Promise<T>) => Promise<T>

/**
 * Runs changes (cancel, add, pay…) that must all reach the server, unlike reads where the newest
 * supersedes the rest. The state shown is the newest change's; the promise of each rejects with
 * its own error, so the caller that started it can react.
 */
export function createMutationRunner(setState: (state: RequestState) => void, lifetime?: AbortSignal): MutationRunner {
  let sequence = 0
  return async (work) => {
    const id = ++sequence
    const isLatest = () => id === sequence && !lifetime?.aborted
    setState({ status: 'loading', error: null })
    try {
      const result = await work(lifetime)
      if (isLatest()) setState({ status: 'success', error: null })
      return result
    } catch (error) {
      if (isLatest()) setState({ status: 'error', error: describeError(error) })
      throw error
    }
  }
}
