import { createRequire } from 'node:module'
import { feature, mesh } from 'topojson-client'

/**
 * ISO 3166 numeric codes (world-atlas's ids) of the seeded countries — Nigeria, Senegal, Canada,
 * the United States — and the countries that border them, so a map of a border city is not cut off.
 */
export const MAP_COUNTRIES: Readonly<Record<string, string>> = {
  '566': 'NG', '204': 'BJ', '562': 'NE', '148': 'TD', '120': 'CM',
  '686': 'SN', '478': 'MR', '466': 'ML', '324': 'GN', '624': 'GW', '270': 'GM',
  '124': 'CA', '840': 'US', '484': 'MX',
}

type Position = number[]
type Coordinates = Position | Coordinates[]

/** 3 decimals (about 110 m) is finer than the 1:50m data itself and keeps the file a third smaller. */
function rounded(coordinates: Coordinates): Coordinates {
  if (typeof coordinates[0] === 'number') return (coordinates as Position).map((n) => Math.round(n * 1000) / 1000)
  return (coordinates as Coordinates[]).map(rounded)
}

interface Feature {
  type: 'Feature'
  geometry: { type: string; coordinates: Coordinates }
  properties: Record<string, unknown>
}

/**
 * Land and borders of the map countries from Natural Earth 1:50m (world-atlas, public domain):
 * one polygon per country and the borders between them as lines.
 */
export function landGeoJson(): { type: 'FeatureCollection'; features: Feature[] } {
  const require = createRequire(import.meta.url)
  const topology = require('world-atlas/countries-50m.json') as Parameters<typeof mesh>[0]
  const countries = topology.objects.countries as Extract<Parameters<typeof mesh>[1], { type: 'GeometryCollection' }>
  const ours = { ...countries, geometries: countries.geometries.filter((g) => String(g.id) in MAP_COUNTRIES) }
  const land = ours.geometries.map((geometry) => {
    const shape = feature(topology, geometry) as unknown as Feature
    return {
      type: 'Feature' as const,
      geometry: { type: shape.geometry.type, coordinates: rounded(shape.geometry.coordinates) },
      properties: { kind: 'land', iso: MAP_COUNTRIES[String(geometry.id)]!, name: (geometry.properties as { name?: string } | undefined)?.name ?? '' },
    }
  })
  // Only lines shared by two countries: coastlines are the edge of the land fill already.
  const borders = mesh(topology, ours, (a, b) => a !== b)
  return {
    type: 'FeatureCollection',
    features: [...land, { type: 'Feature', geometry: { type: borders.type, coordinates: rounded(borders.coordinates as Coordinates) }, properties: { kind: 'border' } }],
  }
}
