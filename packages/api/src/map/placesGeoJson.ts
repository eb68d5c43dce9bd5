import type { LandmarkRow } from '../seed/data/types.ts'

interface PlaceFeature {
  type: 'Feature'
  geometry: { type: 'Point'; coordinates: [number, number] }
  properties: { name: string; name_fr: string; kind: string }
}

/**
 * The landmarks as points, and each city once, at the middle of its districts (the `city`
 * landmarks; the middle of all its landmarks for a city with none), to label the map.
 */
export function placesGeoJson(landmarks: readonly LandmarkRow[]): { type: 'FeatureCollection'; features: PlaceFeature[] } {
  const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4] as [number, number] })
  const byCity = new Map<string, LandmarkRow[]>()
  for (const landmark of landmarks) byCity.set(landmark.city, [...(byCity.get(landmark.city) ?? []), landmark])
  const cities = [...byCity].map(([city, all]) => {
    const districts = all.filter((l) => l.type === 'city')
    const around = districts.length ? districts : all
    const lat = around.reduce((sum, l) => sum + l.lat, 0) / around.length
    const lng = around.reduce((sum, l) => sum + l.lng, 0) / around.length
    return { type: 'Feature' as const, geometry: point(lng, lat), properties: { name: city, name_fr: city, kind: 'city' } }
  })
  const places = landmarks
    .filter((l) => l.type !== 'city' || l.name !== l.city)
    .map((l) => ({
      type: 'Feature' as const,
      geometry: point(l.lng, l.lat),
      properties: { name: l.name, name_fr: l.name_fr ?? l.name, kind: l.type === 'city' ? 'district' : l.type },
    }))
  return { type: 'FeatureCollection', features: [...cities, ...places] }
}
