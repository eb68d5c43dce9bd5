/** How a failed delivery is retried. */
export interface RetryPolicy {
  /** Wait after the first failure; each further failure doubles it. */
  baseDelayMs: number
  /** The longest wait between two attempts. */
  maxDelayMs: number
  /** Attempts in all; after the last failure the message is kept as failed. */
  maxAttempts: number
}

/** About 3 hours from the first failure to the tenth attempt: 30 s, 1 min, 2 min … 1 h, 1 h. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 10 }

/**
 * The wait before the next attempt after `attempts` failed ones: exponential, capped, and
 * jittered over its upper half, so messages that failed together (a mail server down for every
 * instance at once) do not all come back in the same second.
 */
export function retryDelay(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential / 2 + (random() * exponential) / 2)
}
