export interface LatLng {
  lat: number
  lng: number
}

/** The response part detectCountryByIp reads; a real `Response` fits. */
export interface FetchResponseLike {
  ok: boolean
  json(): Promise<unknown>
}

/** A `fetch`-shaped function; the global `fetch` fits, and so does a test fake. */
export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<FetchResponseLike>

/** The part of `navigator.geolocation` getBrowserPosition uses. */
export interface GeolocationLike {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    error?: ((error: { code: number; message?: string }) => void) | null,
    options?: PositionOptions,
  ): void
}
