import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { compressedSize } from '../lib/compressedSize.ts'
import { benchRoot } from '../lib/paths.ts'
import { bundleSize } from './bundleSize.ts'
import type { SizeRow } from './SizeRow.ts'

export interface AnchorRow extends SizeRow {
  /** Which of our rows it is compared with (ours ÷ anchor). */
  comparedWith: string
  version: string
}

const require = createRequire(join(benchRoot, 'package.json'))

/** The package's folder and version, from its package.json (some packages export no ./package.json). */
function installed(name: string): { dir: string; version: string } {
  const main = require.resolve(name)
  let dir = dirname(main)
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir)
  return { dir, version: (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version }
}

function fileAnchor(id: string, name: string, file: string, comparedWith: string, what: string): AnchorRow {
  const { dir, version } = installed(name)
  return { id, label: `${name} ${file}`, size: compressedSize(readFileSync(join(dir, file))), comparedWith, version, what }
}

/** Published packages of the same kind, installed pinned as development dependencies of bench/. */
export async function anchorSizes(): Promise<AnchorRow[]> {
  const react = installed('react')
  const reactDom = installed('react-dom')
  return [
    fileAnchor('anchor:calcom-snippet', '@calcom/embed-snippet', 'dist/snippet.es.js', 'loader.js', 'Cal.com’s queueing loader snippet'),
    fileAnchor('anchor:calcom-embed', '@calcom/embed-core', 'dist/embed/embed.js', 'parkade.js', 'the script Cal.com’s snippet loads'),
    fileAnchor('anchor:typeform-embed', '@typeform/embed', 'build/embed.js', 'parkade.js', 'Typeform’s one-tag embed script'),
    fileAnchor('anchor:stripe-js', '@stripe/stripe-js', 'dist/index.mjs', 'parkade.js', 'Stripe.js’s npm loader (it fetches js.stripe.com/v3 at run time, not counted)'),
    {
      id: 'anchor:react-dom',
      label: 'react + react-dom/client',
      version: react.version === reactDom.version ? react.version : `${react.version} / ${reactDom.version}`,
      size: await bundleSize({ root: benchRoot, code: "export * from 'react'; export { createRoot, hydrateRoot } from 'react-dom/client'" }),
      comparedWith: 'site:/ js',
      what: 'React and ReactDOM’s client renderer, production build, bundled and minified',
    },
  ]
}
