/**
 * A refusal retrying cannot change (SMTP 550–554: no such mailbox, address refused, rejected
 * for good); a 4xx reply or a network error is worth another attempt.
 */
export function isPermanentSendError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined
  return typeof code === 'number' && code >= 550 && code <= 554
}
