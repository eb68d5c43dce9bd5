import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024
/** File names under /assets/ carry their content hash: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

/**
 * The production build is what drivers' phones download over mobile networks: every script,
 * style sheet and image is written beside itself brotli'd (quality 11) and gzipped (level 9) at
 * build time, and `vite preview` serves those copies to browsers that accept them, with the
 * hashed /assets/ files cached for a year. Compressing once at build time lets the smallest
 * settings be used, which a server compressing on each request cannot afford.
 */
export function compressedAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'parkade:compressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (!existsSync(outDir)) return
        for (const file of filesUnder(outDir)) {
          if (!TYPES[extname(file)]) continue
          const source = readFileSync(file)
          if (source.length < MIN_BYTES) continue
          writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }))
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
        }
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')
        const type = TYPES[extname(pathname)]
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !type || pathname.includes('..')) return next()
        const file = join(outDir, pathname)
        if (!existsSync(file)) return next()
        if (pathname.startsWith('/assets/')) response.setHeader('Cache-Control', IMMUTABLE)
        const accepted = String(request.headers['accept-encoding'] ?? '')
        const encoding = /\bbr\b/.test(accepted) && existsSync(`${file}.br`) ? 'br' : /\bgzip\b/.test(accepted) && existsSync(`${file}.gz`) ? 'gzip' : null
        if (!encoding) return next()
        const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`
        response.statusCode = 200
        response.setHeader('Content-Type', type)
        response.setHeader('Content-Encoding', encoding)
        response.setHeader('Content-Length', statSync(compressed).size)
        response.setHeader('Vary', 'Accept-Encoding')
        if (request.method === 'HEAD') return response.end()
        createReadStream(compressed).pipe(response)
      })
    },
  }
}
