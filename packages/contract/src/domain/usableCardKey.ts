import { isSecretKey } from './isSecretKey.ts'

/**
 * The key a card provider may be created with, or null. A secret key is rejected and treated
 * as no instance (SPEC §5), as is an empty one.
 */
export function usableCardKey(key: string | null | undefined): string | null {
  if (typeof key !== 'string' || isSecretKey(key)) return null
  const trimmed = key.trim()
  return trimmed === '' ? null : trimmed
}
