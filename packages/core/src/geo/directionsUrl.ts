import type { LatLng } from './types.ts'

export interface DirectionsTarget extends LatLng {
  /** What the maps app labels the pin with (the park's name). */
  label?: string
}

const ANDROID = /\bAndroid\b/i

/**
 * A link that opens the driver's maps app with directions to a point. Android hands `geo:` URIs to
 * whichever maps app the driver chose; elsewhere Google's cross-platform Maps URL opens the app
 * when installed (iOS, Android) and the web map otherwise. Coordinates, not the address: the
 * park's entrance is the point, and an address can resolve to the wrong side of an airport.
 */
export function directionsUrl(target: DirectionsTarget, userAgent: string = globalThis.navigator?.userAgent ?? ''): string {
  const point = `${target.lat.toFixed(6)},${target.lng.toFixed(6)}`
  if (ANDROID.test(userAgent)) {
    const label = target.label ? `(${encodeURIComponent(target.label.replace(/[()\s]+/g, ' ').trim())})` : ''
    return `geo:${point}?q=${point}${label}`
  }
  return `https://www.google.com/maps/dir/?api=1&destination=${point}&travelmode=driving`
}
