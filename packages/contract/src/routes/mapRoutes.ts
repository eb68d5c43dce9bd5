import { Type } from 'typebox'
import { defineRoute, empty, problems, sent } from './defineRoute.ts'

// A MapLibre style and the GeoJSON it draws are open-ended documents (any layer, any property):
// their schemas name what a client relies on and let the rest through.
const MapStyle = Type.Object(
  {
    version: Type.Literal(8),
    name: Type.String(),
    sources: Type.Record(Type.String(), Type.Unknown()),
    layers: Type.Array(Type.Unknown()),
  },
  { additionalProperties: true, description: 'A MapLibre style, version 8.' },
)

const FeatureCollection = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(
      Type.Object(
        { type: Type.Literal('Feature'), geometry: Type.Unknown(), properties: Type.Record(Type.String(), Type.Unknown()) },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true, description: 'A GeoJSON FeatureCollection (longitude, latitude).' },
)

export const getMapStyle = defineRoute({
  operationId: 'getMapStyle',
  method: 'GET',
  path: '/api/v1/map/style.json',
  auth: 'none',
  tags: ['map'],
  summary: 'The built-in map style',
  description:
    'A MapLibre style that needs no outside tiles: water as the background, land and borders of the seeded countries and their neighbours, ' +
    'and the seeded landmarks and cities as points. Every URL in it is on this server. Used when no map style is configured.',
  responses: { 200: sent('application/json', 'The style.', MapStyle) },
})

export const getMapLand = defineRoute({
  operationId: 'getMapLand',
  method: 'GET',
  path: '/api/v1/map/land.geojson',
  auth: 'none',
  tags: ['map'],
  summary: 'Land and borders of the built-in map style',
  description:
    'The seeded countries and their neighbours (Natural Earth, public domain: 1:10m in West Africa, 1:50m in North America with 1:10m patches around its seeded cities): ' +
    'each country a polygon (`kind: land`, `iso`), ' +
    'and the borders between them as lines (`kind: border`).',
  responses: { 200: sent('application/geo+json', 'Land and borders.', FeatureCollection), 304: empty('The copy the browser holds (If-None-Match) is current.'), ...problems(400) },
})

export const getMapPlaces = defineRoute({
  operationId: 'getMapPlaces',
  method: 'GET',
  path: '/api/v1/map/places.geojson',
  auth: 'none',
  tags: ['map'],
  summary: 'Landmarks and cities of the built-in map style',
  description:
    'The seeded landmarks (airports, stadiums, stations, districts) and cities as points, with `name`, `name_fr` and `kind` ' +
    '(`city` or the landmark type) to label them.',
  responses: { 200: sent('application/geo+json', 'Landmarks and cities.', FeatureCollection), 304: empty('The copy the browser holds (If-None-Match) is current.'), ...problems(400) },
})
