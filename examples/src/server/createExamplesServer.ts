import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loaderSnippet } from '@parkade/elements/loader'
import { acceptedEncoding, createCompressor } from './compressedBody.ts'

export interface ExamplesServerOptions {
  /** `…/api/v1` of the Parkade API the pages talk to. */
  apiBaseUrl: string
  /** Where `parkade.js`, `parkade-en.js`, `parkade-fr.js` and `loader.js` are (packages/elements/dist). */
  elementsDist?: string
  /** The examples folder (pages, the built react-partner app). */
  root?: string
}

export interface ExamplesServer {
  server: Server
  /** Content-Security-Policy violation reports the strict-csp page's browser sent. */
  cspReports: unknown[]
}

const here = fileURLToPath(new URL('.', import.meta.url))
const defaultRoot = join(here, '..', '..')
const defaultElementsDist = join(defaultRoot, '..', 'packages', 'elements', 'dist')

/** What the server shows: the index, its stylesheet and the static examples' folders. */
const ROOT_FILES = ['index.html', 'index.css']
const PAGE_FOLDERS = ['airport-script-tag', 'stadium-event']

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
}

/**
 * The policy of the strict-csp example: nothing inline, nothing evaluated, requests only to the
 * API. Scripts also from the API's origin: in sandbox mode it serves the payment providers'
 * browser scripts (with keys, a partner lists the providers' own script origins instead). Images
 * too: the parks' pictures are the API's.
 */
export function strictCsp(apiBaseUrl: string): string {
  const api = new URL(apiBaseUrl).origin
  return [
    "default-src 'none'",
    `script-src 'self' ${api}`,
    "style-src 'self'",
    `connect-src 'self' ${api}`,
    `img-src 'self' data: ${api}`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'report-uri /csp-report',
  ].join('; ')
}

/**
 * What the airport page's `{{PARKADE_SCRIPT}}` becomes: the pasted loader, or under the strict CSP
 * the partner guide's recipe, the loader as a file then the page's own init file.
 */
function parkadeScript(strict: boolean): string {
  if (strict) return '<script src="/parkade/loader.js" async></script>\n    <script src="parkade-init.js"></script>'
  return `<script>${loaderSnippet('/parkade/parkade.js')}</script>`
}

/**
 * Serves the partner examples: the index, the airport page (pasted loader), the same page under
 * the strict CSP, the stadium page, the built React partner app, and parkade.js from the
 * elements build. Pages say `{{API}}` where the API's base URL goes.
 */
export function createExamplesServer({ apiBaseUrl, elementsDist = defaultElementsDist, root = defaultRoot }: ExamplesServerOptions): ExamplesServer {
  const cspReports: unknown[] = []
  const compress = createCompressor()

  /** The file a path names, only inside the served folders; null for a path that tries to leave them. */
  function resolveFile(pathname: string): { file: string; strict: boolean } | null {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return null
    }
    const parts = decoded.split(/[/\\]+/).filter(Boolean)
    if (parts.some((part) => part === '..' || part === '.')) return null
    const [first = '', ...rest] = parts
    const inside = (folder: string) => join(folder, ...(rest.length ? rest : ['index.html']))
    if (first === 'parkade') return { file: join(elementsDist, ...rest), strict: false }
    // The strict-csp example IS the airport page; only the policy and the way the loader arrives differ.
    if (first === 'strict-csp') return { file: inside(join(root, 'airport-script-tag')), strict: true }
    if (first === 'react-partner') return { file: inside(join(root, 'react-partner', 'dist')), strict: false }
    if (PAGE_FOLDERS.includes(first)) return { file: inside(join(root, first)), strict: false }
    if (parts.length === 0) return { file: join(root, 'index.html'), strict: false }
    if (parts.length === 1 && ROOT_FILES.includes(first)) return { file: join(root, first), strict: false }
    return { file: '', strict: false }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://examples.local')
    if (url.pathname === '/health') {
      response.end('ok')
      return
    }
    if (url.pathname === '/guide') {
      // The partner guide is the elements package's README; shown as text, the way it is written.
      const guide = await readFile(join(elementsDist, '..', 'README.md'))
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end(guide)
      return
    }
    if (url.pathname === '/csp-report') {
      if (request.method === 'POST') {
        const chunks: Buffer[] = []
        for await (const chunk of request) chunks.push(chunk as Buffer)
        try {
          cspReports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
        } catch {
          cspReports.push({ unreadable: true })
        }
        console.warn('CSP violation reported by the strict-csp page')
        response.writeHead(204).end()
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(cspReports))
      }
      return
    }
    // A folder without its trailing slash: relative links would point one level up.
    if (!extname(url.pathname) && url.pathname !== '/' && !url.pathname.endsWith('/')) {
      response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end()
      return
    }
    const target = resolveFile(url.pathname)
    if (!target) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad path')
      return
    }
    let body: Buffer
    try {
      if (!target.file) throw new Error('not served')
      body = await readFile(target.file)
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const type = TYPES[extname(target.file)] ?? 'application/octet-stream'
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }
    if (type.startsWith('text/html')) {
      body = Buffer.from(
        body.toString('utf8').replaceAll('{{API}}', apiBaseUrl).replaceAll('{{PARKADE_SCRIPT}}', parkadeScript(target.strict)),
      )
    }
    if (target.strict) headers['content-security-policy'] = strictCsp(apiBaseUrl)
    if (type.startsWith('text/') || type === 'application/json' || type === 'image/svg+xml') {
      headers.vary = 'Accept-Encoding'
      const encoding = acceptedEncoding(request.headers['accept-encoding'])
      const compressed = compress(body, encoding)
      if (compressed) {
        body = await compressed
        headers['content-encoding'] = encoding!
      }
    }
    response.writeHead(200, headers).end(body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('Server error')
    })
  })
  return { server, cspReports }
}
