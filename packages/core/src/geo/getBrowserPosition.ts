import { GEOLOCATION_TIMEOUT_MS } from '../constants.ts'
import { GeolocationError } from './GeolocationError.ts'
import type { GeolocationErrorCode } from './GeolocationError.ts'
import type { GeolocationLike, LatLng } from './types.ts'

export interface GetBrowserPositionOptions {
  /** Default: `navigator.geolocation`, looked up at call time. */
  geolocation?: GeolocationLike | null
  timeoutMs?: number
  enableHighAccuracy?: boolean
  maximumAge?: number
}

// GeolocationPositionError codes.
const ERROR_CODES: Record<number, GeolocationErrorCode> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
}

/**
 * The device position, rejecting with a GeolocationError ('denied', 'unavailable', 'timeout',
 * 'unsupported') after at most `timeoutMs` (SPEC §9: 5000 ms).
 */
export function getBrowserPosition(options: GetBrowserPositionOptions = {}): Promise<LatLng> {
  const { timeoutMs = GEOLOCATION_TIMEOUT_MS, enableHighAccuracy = false, maximumAge = 0 } = options
  const geolocation = options.geolocation === undefined ? lookupGeolocation() : options.geolocation
  if (!geolocation) return Promise.reject(new GeolocationError('unsupported'))

  return new Promise<LatLng>((resolve, reject) => {
    let settled = false
    const finish = (action: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      action()
    }
    // The API's own timeout does not count time spent on the permission prompt, which a
    // user may simply ignore; this one does.
    const timer = setTimeout(() => finish(() => reject(new GeolocationError('timeout'))), timeoutMs)
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish(() => resolve({ lat: position.coords.latitude, lng: position.coords.longitude })),
        (error) =>
          finish(() => reject(new GeolocationError(ERROR_CODES[error.code] ?? 'unavailable', { cause: error }))),
        { timeout: timeoutMs, enableHighAccuracy, maximumAge },
      )
    } catch (error) {
      // Some embedded browsers throw instead of calling back (e.g. blocked by permissions policy).
      finish(() => reject(new GeolocationError('unsupported', { cause: error })))
    }
  })
}

function lookupGeolocation(): GeolocationLike | null {
  try {
    return (globalThis as { navigator?: { geolocation?: GeolocationLike } }).navigator?.geolocation ?? null
  } catch {
    return null
  }
}
