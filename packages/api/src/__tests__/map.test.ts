import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

interface Style {
  version: number
  sources: Record<string, { type: string; data: string }>
  layers: { id: string; type: string; source?: string }[]
  [key: string]: unknown
}

/** Every URL-looking string anywhere in a document. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(urlsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn)
  return []
}

interface Feature {
  geometry: { type: string; coordinates: unknown }
  properties: Record<string, string>
}

/** Whether a (Multi)Polygon contains the point: a ray cast against its rings (an odd count of crossings is inside). */
function containsPoint(geometry: { type: string; coordinates: unknown }, x: number, y: number): boolean {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as number[][][][]
  return polygons.some((rings) => {
    let odd = false
    for (const ring of rings)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!
        const [xj, yj] = ring[j]!
        if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) odd = !odd
      }
    return odd
  })
}

describe('the built-in map style', () => {
  it('is a MapLibre style whose every URL is on this API, with water, land, borders and places', async () => {
    const response = await fetch(`${server.apiBase}/map/style.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    const style = (await response.json()) as Style
    expect(style.version).toBe(8)
    const urls = urlsIn(style)
    expect(urls.length).toBeGreaterThanOrEqual(2)
    for (const url of urls) expect(url.startsWith(`${server.apiBase}/`), url).toBe(true)
    // No glyphs, sprite or tiles from anywhere: the style has no text layer.
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    expect(style.layers.map((layer) => `${layer.id}:${layer.type}`)).toEqual(['water:background', 'land:fill', 'borders:line', 'places:circle'])
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false)
    // The sources it names answer.
    for (const source of Object.values(style.sources)) expect((await fetch(source.data)).status).toBe(200)
  })

  it('names the address it was reached at when PUBLIC_URL is not set', async () => {
    const other = server.apiBase.replace('127.0.0.1', 'localhost')
    const style = (await (await fetch(`${other}/map/style.json`)).json()) as Style
    for (const url of urlsIn(style)) expect(url.startsWith(`${other}/`), url).toBe(true)
  })

  it('serves the land of the seeded countries and their neighbours, gzipped and cached, with the borders between them', async () => {
    const response = await fetch(`${server.apiBase}/map/land.geojson`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/geo\+json/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const land = (await response.json()) as { type: string; features: Feature[] }
    expect(land.type).toBe('FeatureCollection')
    const countries = land.features.filter((f) => f.properties.kind === 'land').map((f) => f.properties.iso)
    expect(countries).toEqual(expect.arrayContaining(['NG', 'SN', 'CA', 'US', 'BJ', 'GM', 'MX']))
    const borders = land.features.filter((f) => f.properties.kind === 'border')
    expect(borders).toHaveLength(1)
    expect(borders[0]!.geometry.type).toBe('MultiLineString')

    // Lagos (3.38 E, 6.45 N) lies inside Nigeria's outline: a ray cast against its rings.
    const nigeria = land.features.find((f) => f.properties.iso === 'NG')!
    const inside = (x: number, y: number) => containsPoint(nigeria.geometry, x, y)
    expect(inside(3.38, 6.6)).toBe(true)
    expect(inside(3.38, 5.5)).toBe(false)

    // Where drivers zoom in, the coast is fine enough to put the parks on land (at 1:50m each of
    // these lies in the sea): Victoria Island, Lekki, Dakar's Plateau, Times Square, Billy Bishop airport.
    const onLand = (x: number, y: number) =>
      land.features.filter((f) => f.properties.kind === 'land').some((f) => containsPoint(f.geometry, x, y))
    for (const [lng, lat] of [[3.4219, 6.4281], [3.4723, 6.4478], [-17.434, 14.668], [-73.9855, 40.758], [-79.3995, 43.635]] as const)
      expect(onLand(lng, lat), `${lat}, ${lng}`).toBe(true)
    expect(onLand(-17.6, 14.6)).toBe(false)
    expect(onLand(-73.9, 40.45)).toBe(false)

    // The same document, compressed on the wire.
    const raw = await fetch(`${server.apiBase}/map/land.geojson`, { headers: { 'accept-encoding': 'gzip' }, decompress: false } as RequestInit)
    const etag = response.headers.get('etag')!
    expect(raw.headers.get('content-encoding')).toBe('gzip')
    const bytes = Buffer.from(await raw.arrayBuffer())
    if (bytes[0] === 0x1f) expect(JSON.parse(gunzipSync(bytes).toString()).features).toHaveLength(land.features.length)

    const again = await fetch(`${server.apiBase}/map/land.geojson`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('serves the seeded landmarks and cities as labelled points, in English and French', async () => {
    const response = await fetch(`${server.apiBase}/map/places.geojson`)
    expect(response.status).toBe(200)
    const places = (await response.json()) as { features: Feature[] }
    const airport = places.features.find((f) => f.properties.name === 'Murtala Muhammed International Airport')!
    expect(airport.properties).toMatchObject({ kind: 'airport', name_fr: 'Aéroport international Murtala-Muhammed' })
    expect(airport.geometry).toEqual({ type: 'Point', coordinates: [3.3212, 6.5774] })
    const cities = places.features.filter((f) => f.properties.kind === 'city').map((f) => f.properties.name)
    expect(cities).toEqual(expect.arrayContaining(['Lagos', 'Abuja', 'Dakar', 'Toronto']))
    expect(new Set(cities).size).toBe(cities.length)
  })
})
