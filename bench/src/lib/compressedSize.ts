import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface CompressedSize {
  raw: number
  gzip: number
  brotli: number
}

/** Bytes as sent: gzip level 9 and brotli quality 11, the settings size-limit and CDNs use for static files. */
export function compressedSize(content: string | Uint8Array): CompressedSize {
  const buffer = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content)
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** The sum of several files' sizes, each compressed on its own as a server sends them. */
export function sumSizes(sizes: readonly CompressedSize[]): CompressedSize {
  return sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 })
}
