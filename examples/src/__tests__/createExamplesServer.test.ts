import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOADER_SNIPPET, QUEUE_SNIPPET } from '@parkade/elements/loader'
import { acceptedEncoding } from '../server/compressedBody.ts'
import { createExamplesServer, strictCsp } from '../server/createExamplesServer.ts'

const api = 'http://127.0.0.1:9999/api/v1'
let base = ''
let close: () => Promise<void>
/** A part as large as real ones, so it is worth compressing. */
const bigPart = `window.ParkadePart = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `park-${i}`))}`

/** GET with exactly this Accept-Encoding (fetch would decode the body and hide what was sent). */
function rawGet(path: string, acceptEncoding?: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  // A small examples tree and elements build, so the test does not depend on a build.
  const root = mkdtempSync(join(tmpdir(), 'parkade-examples-'))
  const dist = join(root, 'elements', 'dist')
  mkdirSync(dist, { recursive: true })
  writeFileSync(join(dist, 'parkade.js'), 'window.ParkadeBundle = 1')
  writeFileSync(join(dist, 'parkade.park-search.0123abcd.js'), bigPart)
  writeFileSync(join(root, 'elements', 'README.md'), '# Partner guide\n## window.Parkade\n')
  mkdirSync(join(root, 'airport-script-tag'))
  writeFileSync(join(root, 'airport-script-tag', 'index.html'), '<head>{{PARKADE_SCRIPT}}</head><parkade-checkout api-base-url="{{API}}"></parkade-checkout>')
  mkdirSync(join(root, 'react-partner', 'dist'), { recursive: true })
  writeFileSync(join(root, 'react-partner', 'dist', 'index.html'), '<meta name="parkade-api" content="{{API}}">')
  writeFileSync(join(root, 'index.html'), '<h1>Examples</h1>')
  writeFileSync(join(root, 'secret.txt'), 'not for the web')

  const { server } = createExamplesServer({ apiBaseUrl: api, root: join(root), elementsDist: dist })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => new Promise((resolve) => server.close(() => resolve()))
})
afterAll(() => close())

describe('the examples server', () => {
  it('serves the airport page with the pasted loader and the API filled in, and no CSP', async () => {
    const response = await fetch(`${base}/airport-script-tag/`)
    const html = await response.text()
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(html).toContain(`api-base-url="${api}"`)
    // The loader as the code ships it, pointed at the parkade.js this server serves.
    const pasted = LOADER_SNIPPET.replace('"PARKADE_JS_URL"', '"/parkade/parkade.js"')
    expect(html).toContain(`<script>${pasted}</script>`)
  })

  it('serves the same page under the strict policy, with the loader as a file', async () => {
    const response = await fetch(`${base}/strict-csp/`)
    const html = await response.text()
    expect(response.headers.get('content-security-policy')).toBe(strictCsp(api))
    expect(strictCsp(api)).toContain("script-src 'self' http://127.0.0.1:9999; style-src 'self'; connect-src 'self' http://127.0.0.1:9999")
    expect(html).toContain('<script src="/parkade/loader.js" async></script>')
    expect(html).toContain('<script src="parkade-init.js"></script>')
    expect(html).not.toMatch(/<script>/)
  })

  it('the strict page’s init file starts with the queue line the code exports, as the guide’s recipe says', () => {
    const init = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'airport-script-tag', 'parkade-init.js'), 'utf8')
    expect(init.split('\n')[0]).toBe(QUEUE_SNIPPET)
  })

  it('serves parkade.js from the elements build and the React app from its build', async () => {
    expect(await (await fetch(`${base}/parkade/parkade.js`)).text()).toBe('window.ParkadeBundle = 1')
    expect(await (await fetch(`${base}/react-partner/`)).text()).toContain(`content="${api}"`)
    expect((await fetch(`${base}/react-partner`, { redirect: 'manual' })).headers.get('location')).toBe('/react-partner/')
  })

  it('sends scripts compressed as a host would: brotli, else gzip, else as they are; small files as they are', async () => {
    const path = '/parkade/parkade.park-search.0123abcd.js'
    const br = await rawGet(path, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.body.length).toBeLessThan(bigPart.length / 3)
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(bigPart)

    const gz = await rawGet(path, 'gzip;q=1.0, br;q=0')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString('utf8')).toBe(bigPart)

    const plain = await rawGet(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(bigPart)

    // A second request is answered from the compressed copy, byte for byte the same.
    expect((await rawGet(path, 'br')).body.equals(br.body)).toBe(true)
    // Under 1 kB, compressing saves less than the headers cost.
    expect((await rawGet('/parkade/parkade.js', 'br')).headers['content-encoding']).toBeUndefined()
  })

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(acceptedEncoding('gzip')).toBe('gzip')
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(acceptedEncoding('identity')).toBeNull()
    expect(acceptedEncoding(undefined)).toBeNull()
  })

  it('shows the partner guide, keeps CSP reports, and refuses paths out of its folders', async () => {
    expect(await (await fetch(`${base}/guide`)).text()).toContain('## window.Parkade')
    await fetch(`${base}/csp-report`, { method: 'POST', body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }) })
    expect(await (await fetch(`${base}/csp-report`)).json()).toEqual([{ 'csp-report': { 'violated-directive': 'script-src' } }])
    expect((await fetch(`${base}/parkade/..%2F..%2Fsecret.txt`)).status).toBe(400)
    expect((await fetch(`${base}/nothing-here.html`)).status).toBe(404)
    // Only the examples are served, not the package around them.
    expect((await fetch(`${base}/secret.txt`)).status).toBe(404)
  })
})
