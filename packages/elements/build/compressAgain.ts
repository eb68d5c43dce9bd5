import { minify } from 'terser'
import type { Plugin } from 'vite'

/**
 * Above this a chunk is MapLibre's part, minified by its makers: compressing it again would take
 * most of the build's time for nothing.
 */
const MAX_SIZE = 400_000
const MAP_URL = /\n\/\/# sourceMappingURL=[^\n]*$/

/**
 * Terser's compressor over the script tag's files once Vite has minified them: 2.6 kB gzip less
 * across parkade.js and its parts (its inlining, sequences and conditionals go further than the
 * default minifier's), in about 3 s. Terser as Vite's minifier instead saved less (1.9 kB) and made
 * the build six times slower, as it went through MapLibre's megabyte too. Names stay as minified.
 */
export function compressAgain(): Plugin {
  return {
    name: 'parkade:compress-again',
    apply: 'build',
    async generateBundle(_, bundle, isWrite) {
      // The split build's first passes only learn what each part holds.
      if (!isWrite) return
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.code.length > MAX_SIZE) continue
        const mapUrl = MAP_URL.exec(file.code)?.[0] ?? ''
        const code = mapUrl ? file.code.slice(0, -mapUrl.length) : file.code
        const out = await minify(code, {
          ecma: 2020,
          compress: { passes: 2 },
          mangle: false,
          ...(file.map ? { sourceMap: { content: file.map.toString(), asObject: true } } : {}),
        })
        if (out.code === undefined) continue
        file.code = out.code + mapUrl
        // The source map, written as an asset of its own, follows (PARKADE_SCRIPT_SOURCEMAP builds).
        const mapFile = bundle[`${file.fileName}.map`]
        if (out.map && mapFile?.type === 'asset') mapFile.source = typeof out.map === 'string' ? out.map : JSON.stringify(out.map)
      }
    },
  }
}
