import { build } from 'vite'
import type { Plugin, Rolldown } from 'vite'
import { compressedSize } from '../lib/compressedSize.ts'
import type { CompressedSize } from '../lib/compressedSize.ts'

export interface BundleOptions {
  /** Where bare imports resolve from (its node_modules). */
  root: string
  /** An absolute file, or `code` for an entry written here. */
  entry?: string
  code?: string
  /** Imports left out of the bundle, e.g. a peer dependency measured on its own. */
  external?: (string | RegExp)[]
  /** Only what loads first: the entry and what it imports statically, not the chunks loaded on use. */
  firstChunkOnly?: boolean
}

// Vite makes a library entry absolute under the root; the plugin answers that path.
const VIRTUAL_ENTRY = 'bench-virtual-entry.js'

function virtualEntry(code: string): Plugin {
  return {
    name: 'bench:virtual-entry',
    resolveId: (id) => (id.endsWith(VIRTUAL_ENTRY) ? `\0${VIRTUAL_ENTRY}` : null),
    load: (id) => (id === `\0${VIRTUAL_ENTRY}` ? code : null),
  }
}

/**
 * What a partner's bundler ships for one import: the entry with everything it imports, as one
 * minified production ES module (lazy chunks counted too, since they load on first use, unless
 * `firstChunkOnly`).
 */
export async function bundleSize({ root, entry, code, external = [], firstChunkOnly = false }: BundleOptions): Promise<CompressedSize> {
  const out = await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'silent',
    plugins: code === undefined ? [] : [virtualEntry(code)],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry: code === undefined ? entry! : VIRTUAL_ENTRY, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external },
    },
  })
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
  if (!firstChunkOnly) return compressedSize(chunks.map((c) => c.code).join('\n'))
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const first = new Set<Rolldown.OutputChunk>()
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || first.has(chunk)) return
    first.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name))
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  return compressedSize([...first].map((c) => c.code).join('\n'))
}
