/** Colours of the built-in style: water as the background, land a fill, borders a line. */
export const MAP_COLOURS = { water: '#aad3df', land: '#f2efe9', border: '#9e9cab', place: '#5b5b66' } as const

/**
 * The built-in MapLibre style. Every URL in it is on `base` (this API as the browser reaches it):
 * a map drawn with it never asks another host for anything. It has no text layer, so no glyphs:
 * ParkMap labels the `parkade-places` points itself.
 */
export function mapStyle(base: string) {
  return {
    version: 8 as const,
    name: 'Parkade offline',
    metadata: { 'parkade:places-source': 'parkade-places' },
    sources: {
      'parkade-land': { type: 'geojson', data: `${base}/map/land.geojson`, attribution: 'Natural Earth' },
      'parkade-places': { type: 'geojson', data: `${base}/map/places.geojson` },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': MAP_COLOURS.water } },
      { id: 'land', type: 'fill', source: 'parkade-land', filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': MAP_COLOURS.land, 'fill-antialias': false } },
      {
        id: 'borders',
        type: 'line',
        source: 'parkade-land',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': MAP_COLOURS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'places',
        type: 'circle',
        source: 'parkade-places',
        paint: {
          'circle-color': MAP_COLOURS.place,
          'circle-radius': ['case', ['==', ['get', 'kind'], 'city'], 4, 3],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
    ],
  }
}
