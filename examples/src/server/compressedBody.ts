import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024
/** Bodies kept compressed at once: the pages, parkade.js and its parts, the React app's chunks. */
const MAX_CACHED = 64

export type ContentEncoding = 'br' | 'gzip'

/** What the browser accepts, best first: brotli, then gzip; none when it says neither (or q=0). */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const offered = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    offered.set(name.trim(), q ? Number(q[1]) : 1)
  }
  if ((offered.get('br') ?? 0) > 0) return 'br'
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip'
  return null
}

/**
 * Compresses text bodies the way a partner's static host or Parkade's CDN would, so the pages
 * are measured and tested as they reach phones: brotli at its smallest setting (quality 11),
 * else gzip level 9. Each body is compressed once (kept by its content's hash), off the main
 * thread: the React app's chunk takes about a second at quality 11.
 */
export function createCompressor() {
  const cache = new Map<string, Promise<Buffer>>()
  return function compress(body: Buffer, encoding: ContentEncoding | null): Promise<Buffer> | null {
    if (!encoding || body.length < MIN_BYTES) return null
    const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`
    let compressed = cache.get(key)
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gzipAsync(body, { level: 9 })
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
      cache.set(key, compressed)
      // A failed compression is not kept: the next request tries again.
      compressed.catch(() => cache.delete(key))
    }
    return compressed
  }
}
