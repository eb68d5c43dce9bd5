import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, preview } from 'vite'
import type { PreviewServer } from 'vite'
import { COMPILE_HINT, compileHints } from '../../build/compileHints.ts'
import { compressedAssets } from '../../build/compressedAssets.ts'
import { inlineStylesheet } from '../../build/inlineStylesheet.ts'
import { preloadPages } from '../../build/preloadPages.ts'
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
  // A real build of a small page: its entry imports the style sheet and a module a lazy page shares.
  async function buildFixture() {
    const root = mkdtempSync(join(tmpdir(), 'parkade-site-inline-'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>')
    writeFileSync(join(root, 'style.css'), '.fixture-mark { color: #123456 }\n')
    writeFileSync(join(root, 'shared.js'), 'export const greet = (name) => `Hello ${name}`\n')
    writeFileSync(join(root, 'main.js'), "import './style.css'\nimport { greet } from './shared.js'\ndocument.title = greet('main')\nvoid import('./app.js').then((app) => app.open())\n")
    // As the site's application chunk opens its pages: a lazy import from a lazy chunk.
    writeFileSync(join(root, 'app.js'), "import { greet } from './shared.js'\nexport const open = () => import('./page.js').then((page) => greet(page.default))\n")
    writeFileSync(join(root, 'page.js'), "import { greet } from './shared.js'\nexport default greet('page')\n")
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [inlineStylesheet(), preloadPages({ always: ['app.js'], routes: [[/^\/page$/, 'page.js']] }), compileHints({ modules: ['app.js'] })],
      build: { outDir: join(root, 'dist'), sourcemap: true },
    })
    const dist = join(root, 'dist')
    const files = readdirSync(join(dist, 'assets'))
    const read = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8')
    const chunk = (name: string) => read(files.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'))!)
    const map = (name: string) => JSON.parse(read(files.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js.map'))!)) as { mappings: string }
    return { root, html: readFileSync(join(dist, 'index.html'), 'utf8'), files, app: chunk('app'), entry: chunk('index'), page: chunk('page'), map }
  }

  it("carries the entry's style sheet instead of a render-blocking link to it, and the lazy page does not fetch it again", async () => {
    const { root, html, files, app } = await buildFixture()
    try {
      expect(html).toMatch(/<style>[^<]*fixture-mark[^<]*<\/style>/)
      expect(html).not.toMatch(/rel="stylesheet"/)
      // Listed as the lazy page's dependency, the sheet would be fetched and applied again on the first page.
      expect(app).toMatch(/page-[\w-]+\.js/)
      expect(app).not.toMatch(/[\w-]+\.css["`']/)
      expect(files.filter((file) => file.endsWith('.css'))).toEqual([])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('asks for the entry and the application chunk once the page has been painted, and a lazy page does not ask for the entry again', async () => {
    const { root, html, app } = await buildFixture()
    try {
      // Nothing the preload scanner would fetch while the HTML arrives.
      expect(html).not.toMatch(/<script[^>]+src=/)
      expect(html).not.toMatch(/rel="modulepreload"/)
      const opened = async (path: string) => {
        const dom = new JSDOM(html, { url: `http://127.0.0.1${path}`, runScripts: 'dangerously', pretendToBeVisual: true })
        const asked = () => ({
          entry: [...dom.window.document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
          preloads: [...dom.window.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
        })
        const beforePaint = asked()
        // The frame after the body, then the task after it.
        await new Promise((resolve) => dom.window.requestAnimationFrame(() => setTimeout(resolve, 10)))
        const afterPaint = asked()
        dom.window.close()
        return { beforePaint, afterPaint }
      }
      const page = await opened('/page')
      expect(page.beforePaint).toEqual({ entry: [], preloads: [] })
      expect(page.afterPaint.entry).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)])
      expect(page.afterPaint.preloads).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/)]))
      // Another route: the application chunk, not the lazy page.
      const other = await opened('/other')
      expect(other.afterPaint.preloads.some((href) => /page-/.test(href ?? ''))).toBe(false)
      expect(other.afterPaint.preloads.some((href) => /app-/.test(href ?? ''))).toBe(true)
      // The entry already runs from its <script>: listed, opening a page would add a link for it.
      expect(app).not.toMatch(/["`]assets\/index-[\w-]+\.js["`]/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('marks the entry and the application chunk for eager compilation, and no page chunk', async () => {
    const { root, entry, app, page, map } = await buildFixture()
    try {
      expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
      // V8 reads the hint only on a file's first line.
      expect(entry.startsWith(`${COMPILE_HINT}\n`)).toBe(true)
      expect(app.startsWith(`${COMPILE_HINT}\n`)).toBe(true)
      expect(page).not.toContain(COMPILE_HINT)
      // Source maps skip the added line: a chunk's map has one line group per line of code but the last (its sourceMappingURL).
      for (const [name, code] of [['index', entry], ['app', app], ['page', page]] as const) expect(map(name).mappings.split(';')).toHaveLength(code.split('\n').length - 1)
      expect(map('app').mappings.startsWith(';')).toBe(true)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
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
