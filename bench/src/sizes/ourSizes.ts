import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { compressedSize, sumSizes } from '../lib/compressedSize.ts'
import { fromRoot } from '../lib/paths.ts'
import { bundleSize } from './bundleSize.ts'
import { moduleClosure } from './moduleClosure.ts'
import type { SizeRow } from './SizeRow.ts'

const elementsDir = fromRoot('packages/elements')
/** parkade.park-search-map.<hash>.js and parkade.park-map-view.<hash>.js. */
const MAP_PART = /^parkade\.(park-search-map|park-map-view)\./
const dist = (file: string) => join(elementsDir, 'dist', file)

/** The element modules @parkade/elements exports: `./park-search` → dist/park-search.js, and so on. */
function elementModules(): { name: string; file: string }[] {
  const pkg = JSON.parse(readFileSync(join(elementsDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }
  return Object.entries(pkg.exports).flatMap(([key, target]) => {
    if (!target || typeof target !== 'object') return []
    const { 'parkade-source': source, default: built } = target as Record<string, string>
    if (!source?.startsWith('./src/elements/') || !built) return []
    return [{ name: key.replace(/^\.\//, ''), file: join(elementsDir, built) }]
  })
}

function fileRow(id: string, file: string, what: string): SizeRow[] {
  if (!existsSync(file)) return []
  return [{ id, label: id, size: compressedSize(readFileSync(file)), what }]
}

/** Our shipped files: loader, parkade.js, each element module, and each package's build. */
export async function ourSizes(): Promise<SizeRow[]> {
  const rows: SizeRow[] = [
    ...fileRow('loader.js', dist('loader.js'), 'the loader snippet as pasted into a page'),
    ...fileRow('parkade.js', dist('parkade.js'), 'the one-tag IIFE: every element registered, Preact and core, no texts'),
    ...fileRow('parkade-en.js', dist('parkade-en.js'), 'core’s English strings, fetched only for English'),
    ...fileRow('parkade-fr.js', dist('parkade-fr.js'), 'core’s French strings, fetched only for French'),
  ]
  // parkade.js's parts: each element's code (and the payment adapters), fetched when first needed.
  // Named `parkade.<name>.<content hash>.js`; the rows drop the hash, so runs compare.
  const parts = existsSync(dist('')) ? readdirSync(dist('')).filter((file) => /^parkade\.[\w-]+\.[\w-]{8}\.js$/.test(file)).sort() : []
  for (const part of parts) rows.push(...fileRow(part.replace(/\.[\w-]{8}\.js$/, '.js'), dist(part), 'a part of parkade.js, fetched when first needed'))
  // The map's parts (its switch and pins, then MapLibre with its worker) load only for
  // `<parkade-park-search map>`, when the map first shows: a row of their own, not in "every part".
  const mapParts = parts.filter((part) => MAP_PART.test(part))
  // A feature's French (`parkade.<feature>-fr.…`) is fetched by a French page only, as parkade-fr.js is.
  const frenchParts = parts.filter((part) => /-fr\.[\w-]{8}\.js$/.test(part) && !mapParts.includes(part))
  if (parts.length && existsSync(dist('parkade.js'))) {
    rows.push({
      id: 'parkade.js+parts',
      label: 'parkade.js + every part but the map',
      size: sumSizes(
        [dist('parkade.js'), ...(existsSync(dist('parkade-en.js')) ? [dist('parkade-en.js')] : []), ...parts.filter((part) => !mapParts.includes(part) && !frenchParts.includes(part)).map(dist)].map((file) =>
          compressedSize(readFileSync(file)),
        ),
      ),
      what: 'what an English page using every element (and a payment) fetches in all, parkade-en.js with it, each file compressed on its own; the map and the French apart',
    })
  }
  if (existsSync(dist('parkade-fr.js'))) {
    rows.push({
      id: 'french:elements',
      label: 'parkade-fr.js + every French part',
      size: sumSizes([dist('parkade-fr.js'), ...frenchParts.map(dist)].map((file) => compressedSize(readFileSync(file)))),
      what: 'what a French page using every element fetches instead of parkade-en.js and the English parts',
    })
  }
  if (mapParts.length) {
    rows.push({
      id: 'map-chunk:elements',
      label: 'the map, parkade.js parts',
      size: sumSizes(mapParts.map((part) => compressedSize(readFileSync(dist(part))))),
      what: 'what <parkade-park-search map> fetches when its map first shows: ParkMap and MapLibre GL JS with its worker',
    })
  }
  for (const { name, file } of elementModules()) {
    if (!existsSync(file)) continue
    rows.push({
      id: `element:${name}`,
      label: `<parkade-${name}> module`,
      size: sumSizes(moduleClosure(file).map((path) => compressedSize(readFileSync(path)))),
      what: 'its ES module and the chunks it imports (Preact and @parkade/core are shared dependencies, not counted)',
    })
    rows.push({
      id: `element-alone:${name}`,
      label: `<parkade-${name}> alone`,
      size: await bundleSize({ root: elementsDir, entry: file }),
      what: 'its ES module bundled with all it imports (Preact, core, i18next, English): a page with only this element',
    })
  }
  const packages: { name: string; dir: string; external: (string | RegExp)[]; what: string }[] = [
    { name: '@parkade/core', dir: 'packages/core', external: [], what: 'dist/index.js bundled and minified with i18next and zustand' },
    {
      name: '@parkade/react',
      dir: 'packages/react',
      external: [/^react(-dom)?(\/.*)?$/],
      what: 'dist/index.js bundled and minified with core; React is the host’s (peer dependency)',
    },
    { name: '@parkade/elements', dir: 'packages/elements', external: [], what: 'dist/index.js bundled and minified with Preact and core' },
  ]
  for (const { name, dir, external, what } of packages) {
    const entry = fromRoot(dir, 'dist/index.js')
    if (!existsSync(entry)) continue
    rows.push({ id: `package:${name}`, label: `${name} build`, size: await bundleSize({ root: fromRoot(dir), entry, external }), what })
  }
  return rows
}
