import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preview } from 'vite'
import type { PreviewServer, Rolldown } from 'vite'
import { compressedAssets } from '../../build/compressedAssets.ts'
import { inlineStylesheet } from '../../build/inlineStylesheet.ts'
import { preconnectOrigins } from '../../build/preconnectOrigins.ts'

// What a phone downloads from the production build: compressed copies made at build time and
// served with long caching by the real `vite preview`, the entry's styles in the page, and the
// connections to the API opened early.

const script = `export const parks = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Park ${i}` })))}\n`

let outDir: string
let server: PreviewServer
let origin: string

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'parkade-site-assets-'))
  mkdirSync(join(outDir, 'assets'))
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Parkade</title>')
  writeFileSync(join(outDir, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(outDir, 'assets', 'tiny-abc123.js'), 'export {}\n')
  const plugin = compressedAssets()
  const hook = <T>(value: T | { handler: T }): T => (typeof value === 'object' && value && 'handler' in value ? value.handler : value)
  ;(hook(plugin.configResolved) as (config: unknown) => void)({ root: outDir, build: { outDir } })
  ;(hook(plugin.closeBundle) as () => void)()
  server = await preview({
    root: outDir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compressedAssets()],
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const address = server.httpServer.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await server?.close()
  rmSync(outDir, { recursive: true, force: true })
})

async function get(path: string, acceptEncoding: string) {
  // Node's fetch would decompress on its own; the raw bytes are what crosses the network.
  const { request } = await import('node:http')
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('the production build as the preview server sends it', () => {
  it('sends scripts brotli-compressed to browsers that accept it, cached for a year', async () => {
    const { headers, body } = await get('/assets/index-abc123.js', 'gzip, deflate, br')
    expect(headers['content-encoding']).toBe('br')
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headers['content-type']).toMatch(/^text\/javascript/)
    expect(body.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    const plain = await get('/assets/index-abc123.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('leaves files too small to gain from compression as they are', async () => {
    const { headers, body } = await get('/assets/tiny-abc123.js', 'br')
    expect(headers['content-encoding']).toBeUndefined()
    expect(body.toString()).toBe('export {}\n')
  })
})

describe('index.html', () => {
  const css = 'body{margin:0}'
  const bundle = {
    'assets/index-abc123.css': { type: 'asset', fileName: 'assets/index-abc123.css', source: css },
  } as unknown as Rolldown.OutputBundle
  const transform = (plugin: ReturnType<typeof inlineStylesheet>, html: string) => {
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: { bundle: Rolldown.OutputBundle }) => string }
    return hook.handler(html, { bundle })
  }

  it("carries the entry's style sheet instead of a render-blocking link to it", () => {
    const html = transform(inlineStylesheet(), '<head><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>')
    expect(html).toBe(`<head><style>${css}</style></head>`)
  })

  it('preconnects to each service the page calls once', () => {
    const plugin = preconnectOrigins(['http://127.0.0.1:8787/api/v1', 'http://127.0.0.1:8787/other', 'https://ipapi.co/json/', false, undefined, 'not a url'])
    const tags = (plugin.transformIndexHtml as unknown as () => { attrs: Record<string, string> }[])()
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'preconnect', href: 'http://127.0.0.1:8787', crossorigin: '' },
      { rel: 'preconnect', href: 'https://ipapi.co', crossorigin: '' },
    ])
  })
})
