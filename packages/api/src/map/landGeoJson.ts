import { createRequire } from 'node:module'
import { feature, mesh } from 'topojson-client'
import { clipRing } from './clipToBox.ts'
import type { Box } from './clipToBox.ts'

/**
 * ISO 3166 numeric codes (world-atlas's ids) of the seeded countries and their neighbours, so a
 * map of a border city is not cut off. West Africa is drawn from Natural Earth's 1:10m data
 * (62 kB gzip): at 1:50m, Victoria Island, Lekki and Dakar's Plateau lie in the sea. North
 * America's 1:10m coasts weigh 380 kB gzip, so it is drawn at 1:50m, with 1:10m patches around
 * its seeded cities (`cityBoxes`), where drivers zoom in.
 */
export const DETAILED_COUNTRIES: Readonly<Record<string, string>> = {
  '566': 'NG', '204': 'BJ', '562': 'NE', '148': 'TD', '120': 'CM',
  '686': 'SN', '478': 'MR', '466': 'ML', '324': 'GN', '624': 'GW', '270': 'GM',
}
export const PATCHED_COUNTRIES: Readonly<Record<string, string>> = { '124': 'CA', '840': 'US', '484': 'MX' }

type Position = number[]
type Coordinates = Position | Coordinates[]

/** 3 decimals (about 110 m) is finer than the data itself and keeps the file a third smaller. */
function rounded(coordinates: Coordinates): Coordinates {
  if (typeof coordinates[0] === 'number') return (coordinates as Position).map((n) => Math.round(n * 1000) / 1000)
  return (coordinates as Coordinates[]).map(rounded)
}

interface Feature {
  type: 'Feature'
  geometry: { type: string; coordinates: Coordinates }
  properties: Record<string, unknown>
}

type Topology = Parameters<typeof mesh>[0]
type Collection = Extract<Parameters<typeof mesh>[1], { type: 'GeometryCollection' }>

/** Polygons of a (Multi)Polygon geometry. */
function polygonsOf(geometry: Feature['geometry']): Position[][][] {
  return (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Position[][][]
}

/**
 * Land and borders for the built-in map style (Natural Earth, public domain, from world-atlas):
 * one polygon per country, patches of finer coast around `cityBoxes`, and the borders between
 * the countries as lines.
 */
export function landGeoJson(cityBoxes: readonly Box[]): { type: 'FeatureCollection'; features: Feature[] } {
  const require = createRequire(import.meta.url)
  const fine = require('world-atlas/countries-10m.json') as Topology
  const coarse = require('world-atlas/countries-50m.json') as Topology
  const pick = (topology: Topology, ids: Readonly<Record<string, string>>) => {
    const countries = topology.objects.countries as Collection
    return { ...countries, geometries: countries.geometries.filter((g) => String(g.id) in ids) }
  }
  const countryFeatures = (topology: Topology, collection: Collection, ids: Readonly<Record<string, string>>) =>
    collection.geometries.map((geometry) => {
      const shape = feature(topology, geometry) as unknown as Feature
      return {
        type: 'Feature' as const,
        geometry: { type: shape.geometry.type, coordinates: rounded(shape.geometry.coordinates) },
        properties: { kind: 'land', iso: ids[String(geometry.id)]!, name: (geometry.properties as { name?: string } | undefined)?.name ?? '' },
      }
    })

  const detailed = pick(fine, DETAILED_COUNTRIES)
  const patched = pick(coarse, PATCHED_COUNTRIES)
  const patches = pick(fine, PATCHED_COUNTRIES).geometries.flatMap((geometry) => {
    const polygons = polygonsOf((feature(fine, geometry) as unknown as Feature).geometry)
    return cityBoxes.flatMap((box) => {
      const clipped = polygons.map((rings) => rings.map((ring) => clipRing(ring, box)).filter((ring) => ring.length)).filter((rings) => rings.length)
      if (!clipped.length) return []
      return [{ type: 'Feature' as const, geometry: { type: 'MultiPolygon', coordinates: rounded(clipped) }, properties: { kind: 'land', iso: PATCHED_COUNTRIES[String(geometry.id)]!, name: 'detail' } }]
    })
  })
  // Only lines shared by two countries: coastlines are the edge of the land fill already.
  const borders = [mesh(fine, detailed, (a, b) => a !== b), mesh(coarse, patched, (a, b) => a !== b)]
  return {
    type: 'FeatureCollection',
    features: [
      ...countryFeatures(fine, detailed, DETAILED_COUNTRIES),
      ...countryFeatures(coarse, patched, PATCHED_COUNTRIES),
      // Drawn after the coarse outlines, over them.
      ...patches,
      {
        type: 'Feature',
        geometry: { type: 'MultiLineString', coordinates: rounded(borders.flatMap((b) => b.coordinates as Coordinates[])) },
        properties: { kind: 'border' },
      },
    ],
  }
}

/** A box around each seeded city of `countries` (the middle of its landmarks), about 100 × 100 km. */
export function cityBoxesOf(landmarks: readonly { city: string; country_code: string; lat: number; lng: number }[], countries: readonly string[]): Box[] {
  const byCity = new Map<string, { lat: number; lng: number }[]>()
  for (const l of landmarks) if (countries.includes(l.country_code)) byCity.set(`${l.country_code}:${l.city}`, [...(byCity.get(`${l.country_code}:${l.city}`) ?? []), l])
  return [...byCity.values()].map((points) => {
    const lat = points.reduce((s, p) => s + p.lat, 0) / points.length
    const lng = points.reduce((s, p) => s + p.lng, 0) / points.length
    const dLng = 0.5 / Math.cos((lat * Math.PI) / 180)
    return [lng - dLng, lat - 0.5, lng + dLng, lat + 0.5] as const
  })
}
