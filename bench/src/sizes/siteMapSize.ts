import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { compressedSize, sumSizes } from '../lib/compressedSize.ts'
import type { SizeRow } from './SizeRow.ts'

/** The chunks of the site's build that hold the map: ParkSearch's map and the MapLibre view (Vite names chunks after their module). */
const MAP_CHUNK = /^(ParkSearchMap|parkMapView)-[\w-]+\.js$/

/** The site's map chunks, fetched by /search when its map first shows (never by `/`). */
export function siteMapSize(siteBuild: string): SizeRow[] {
  const assets = join(siteBuild, 'assets')
  if (!existsSync(assets)) return []
  const chunks = readdirSync(assets).filter((file) => MAP_CHUNK.test(file))
  if (!chunks.length) return []
  return [
    {
      id: 'map-chunk:site',
      label: 'the map, site chunks',
      size: sumSizes(chunks.map((file) => compressedSize(readFileSync(join(assets, file))))),
      what: `what /search fetches when its map first shows (${chunks.map((c) => c.replace(/-[\w-]+\.js$/, '')).join(', ')}): MapLibre GL JS with its worker`,
    },
  ]
}
