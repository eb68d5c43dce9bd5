export type GeolocationErrorCode = 'denied' | 'unavailable' | 'timeout' | 'unsupported'

const MESSAGES: Record<GeolocationErrorCode, string> = {
  denied: 'Location permission denied',
  unavailable: 'Location unavailable',
  timeout: 'Location request timed out',
  unsupported: 'Geolocation is not supported',
}

/** Why getBrowserPosition failed; UIs translate by `code`, the message is for logs. */
export class GeolocationError extends Error {
  override readonly name = 'GeolocationError'
  readonly code: GeolocationErrorCode

  constructor(code: GeolocationErrorCode, options?: ErrorOptions) {
    super(MESSAGES[code], options)
    this.code = code
  }
}
