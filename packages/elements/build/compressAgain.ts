import { minify } from 'terser'
import type { Plugin } from 'vite'
import { splitSourceMapUrl } from './splitSourceMapUrl.ts'

/**
 * Above this a chunk is MapLibre's part, minified by its makers: compressing it again would take
 * most of the build's time for nothing.
 */
const MAX_SIZE = 400_000

/**
 * Terser's compressor over the script tag's files once Vite has minified them: 1.6 kB gzip less
 * across parkade.js and its parts (its inlining, sequences and conditionals go further than the
 * default minifier's), for about 1 s of build. Terser as Vite's minifier instead saved less and made
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
        const { body, mapUrl } = splitSourceMapUrl(file.code)
        const out = await minify(body, {
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
