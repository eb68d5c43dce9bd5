import { ParkadeApiError } from '../api/ParkadeApiError.ts'

/**
 * Messages of the errors SPEC §4 calls resource errors — a map or place autocomplete that did not
 * load, a property read on something undefined (a resource that had not arrived), and fetch
 * failures, including a lazy page chunk that could not be fetched — as each browser words them.
 */
export const RESOURCE_ERROR_PATTERNS: readonly RegExp[] = [
  // fetch failures: Chromium, Firefox, Safari, React Native
  /failed to fetch/i,
  /networkerror when attempting to fetch/i,
  /^load failed$/i,
  /network request failed/i,
  // a code-split chunk that did not arrive: Chromium, Firefox, Safari, webpack
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /unable to preload css/i,
  // maps and place autocomplete
  /google\.?maps|maps\.googleapis\.com|\bmapbox|\bleaflet\b/i,
  /\bautocomplete\b/i,
  // a property read on undefined: Chromium, Safari, Firefox
  /cannot read propert(y|ies) .*undefined/i,
  /undefined is not an object/i,
  /can't access property .*(is )?undefined/i,
]

const RESOURCE_ERROR_NAMES = new Set(['ChunkLoadError'])

/**
 * SPEC §4: an error the error boundary answers with one automatic reload, because a fresh page
 * load usually cures it. The SDK's own network failures and time-outs count as fetch failures.
 */
export function isResourceError(error: unknown): boolean {
  if (error instanceof ParkadeApiError) return error.kind === 'network' || error.kind === 'timeout'
  if (!error || (typeof error !== 'object' && typeof error !== 'string')) return false
  const name = typeof error === 'string' ? '' : String((error as { name?: unknown }).name ?? '')
  if (RESOURCE_ERROR_NAMES.has(name)) return true
  const message = typeof error === 'string' ? error : (error as { message?: unknown }).message
  return typeof message === 'string' && RESOURCE_ERROR_PATTERNS.some((pattern) => pattern.test(message))
}
