import type { PlaceCenter } from '../sdk.ts'
import { paths } from './paths.ts'

/** `/search?place=…&lat=…&lng=…`: the search around a place chosen elsewhere (the home page). */
export function placeSearchPath(place: PlaceCenter): string {
  return `${paths.search}?${new URLSearchParams({ place: place.name, lat: String(place.lat), lng: String(place.lng) })}`
}

/** The place of a /search URL; null unless its name and a valid point are all there. */
export function readPlaceQuery(params: URLSearchParams): PlaceCenter | null {
  const name = params.get('place')?.trim()
  const lat = Number(params.get('lat'))
  const lng = Number(params.get('lng'))
  if (!name || !params.get('lat') || !params.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { name, lat, lng }
}
