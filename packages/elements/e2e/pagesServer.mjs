// Serves the e2e test pages (e2e/pages) and the built bundle (dist) under a strict
// Content-Security-Policy: styles only from this origin, requests and images only to the API, scripts from
// this origin and the API's (in sandbox mode it serves the payment providers' scripts).
// Pages say {{API}} where the sandbox API's base URL goes. /proxied/… is the API behind this
// origin's own reverse proxy, as a partner may serve it (same origin: no CORS at all).
import { createServer, request as httpRequest } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.E2E_PAGES_PORT ?? 5176)
const api = process.env.E2E_API_BASE ?? 'http://127.0.0.1:8791/api/v1'
const csp = [
  "default-src 'none'",
  `script-src 'self' ${new URL(api).origin}`,
  "style-src 'self'",
  `connect-src 'self' ${new URL(api).origin}`,
  // The parks' pictures come from the API.
  `img-src 'self' data: ${new URL(api).origin}`,
  // The map's MapLibre worker runs from a blob: URL made of code in its part (see README: CSP).
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'self'",
].join('; ')
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' }

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname === '/health') {
    response.end('ok')
    return
  }
  // The partner guide's first example, as the guide writes it, with this build and this API.
  if (url.pathname === '/guide.html') {
    const guide = await readFile(join(root, 'README.md'), 'utf8')
    const section = guide.slice(guide.indexOf('## One script tag'))
    const example = /```html\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
    const markup = example.replace('https://…/parkade.js', '/dist/parkade.js').replace('https://api.example/api/v1', api)
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner guide example</title><link rel="icon" href="data:,"><script src="/record.js"></script></head><body><main><h1>Guide example</h1>${markup}</main></body></html>`
    response.writeHead(200, { 'content-type': types['.html'], 'content-security-policy': csp, 'cache-control': 'no-store' })
    response.end(html)
    return
  }
  if (url.pathname.startsWith('/proxied/')) {
    const target = new URL(url.pathname.slice('/proxied'.length) + url.search, new URL(api).origin)
    const upstream = httpRequest(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    upstream.on('error', () => response.writeHead(502, { 'content-type': 'text/plain' }).end('proxy error'))
    request.pipe(upstream)
    return
  }
  // /dist/… is the build; everything else is a page or its script.
  const relative = normalize(url.pathname).replace(/^([/\\])+/, '')
  const file = relative.startsWith('dist/') ? join(root, relative) : join(root, 'e2e', 'pages', relative || 'index.html')
  if (!file.startsWith(root)) {
    response.writeHead(403).end()
    return
  }
  try {
    let body = await readFile(file)
    const type = types[extname(file)] ?? 'application/octet-stream'
    if (type.startsWith('text/html')) body = Buffer.from(body.toString('utf8').replaceAll('{{API}}', api))
    response.writeHead(200, { 'content-type': type, 'content-security-policy': csp, 'cache-control': 'no-store' })
    response.end(body)
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  }
}).listen(port, '127.0.0.1', () => console.info(`e2e pages on http://127.0.0.1:${port}`))
