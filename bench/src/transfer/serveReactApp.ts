import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { build } from 'vite'
import type { Plugin } from 'vite'

export interface AppOptions {
  /** Where bare imports resolve from (its node_modules). */
  root: string
  /** The app's entry module, which renders into `#root`. */
  code: string
  language: 'en' | 'fr'
  title: string
}

export interface ServedApp {
  /** Where the app's page is, at `/`. */
  origin: string
  /** Stops the server and removes the build. */
  close(): Promise<void>
}

// The page and its entry exist only in the plugin; the page's path is under the root because the
// build names its output after the page's path from the root.
const PAGE = 'bench-react-app.html'
const ENTRY = 'bench-react-app.js'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
}

function virtualApp(page: string, html: string, code: string): Plugin {
  return {
    name: 'bench:virtual-app',
    enforce: 'pre',
    resolveId: (id) => (id === page ? page : id.endsWith(ENTRY) ? `\0${ENTRY}` : null),
    load: (id) => (id === page ? html : id === `\0${ENTRY}` ? code : null),
  }
}

/**
 * A partner's React app as its Vite build ships it (an app build: the page, the entry with
 * modulepreloads, the chunks loaded on use), in a temporary directory served over HTTP on
 * 127.0.0.1, a port of its own: another origin than the API's, as a partner's site is.
 */
export async function serveReactApp({ root, code, language, title }: AppOptions): Promise<ServedApp> {
  const work = await mkdtemp(join(tmpdir(), 'parkade-bench-app-'))
  const dist = join(work, 'dist')
  const page = join(root, PAGE)
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,"><script type="module" src="/${ENTRY}"></script></head>
<body><main><h1>${title}</h1><div id="root"></div></main></body></html>`
  try {
    await build({
      configFile: false,
      envFile: false,
      root,
      // Vite's own scratch files in the temporary directory too, not in the examples' node_modules.
      cacheDir: join(work, 'cache'),
      publicDir: false,
      mode: 'production',
      logLevel: 'silent',
      plugins: [virtualApp(page, html, code)],
      build: { outDir: dist, emptyOutDir: true, reportCompressedSize: false, rolldownOptions: { input: page } },
    })
  } catch (error) {
    await rm(work, { recursive: true, force: true })
    throw error
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname
    const file = resolve(dist, path === '/' ? PAGE : `.${decodeURIComponent(path)}`)
    if (!file.startsWith(dist + sep)) return void response.writeHead(404).end()
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    )
  })
  // Any free port: nothing else needs to know it.
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((closed) => server.close(() => closed()))
      await rm(work, { recursive: true, force: true })
    },
  }
}
