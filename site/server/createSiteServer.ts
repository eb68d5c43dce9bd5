import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { cspHashSource, siteSecurityHeaders } from '../build/securityHeaders.ts'
import { scriptSafeJson } from '../src/seo/scriptSafeJson.ts'
import { createPageTemplate } from './pageTemplate.ts'
import { styleAttributeHashes, withStyleAttributeHashes, withStyleHashes } from './styleAttributeHashes.ts'
import type { RenderedPage, RenderPageInput } from '../src/entry-server.tsx'
import type { robotsTxt, SiteSitemap } from '../src/seo/index.ts'

/** The server build of the site (dist-server/entry-server.js). */
export interface SiteRenderer {
  renderPage(input: RenderPageInput): Promise<RenderedPage>
  isPrivateRoute(pathname: string): boolean
  robotsTxt: typeof robotsTxt
  sitemapFor(options: { siteUrl: string; fetch?: typeof fetch }): Promise<SiteSitemap>
  componentStyles: string
  buildEnv: Readonly<Record<string, string | undefined>>
  apiBaseUrl: string
}

export interface SiteServerOptions {
  /** The browser build (index.html, /assets/ with their .br and .gz copies). */
  distDir: string
  renderer: SiteRenderer
  /** The API as this server reaches it, when not at the browser's address (a private network). */
  apiInternalUrl?: string | null
  /** Seconds a rendered public page is kept and reused for the same address, language and country; 0: none. */
  pageCacheSeconds?: number
  /** Behind a proxy or CDN: take the visitor's address and protocol from X-Forwarded-*. */
  trustProxy?: boolean
  /** The site's public origin (`https://parkade.app`) for canonical URLs and the sitemap; default: the request's own. */
  siteUrl?: string | null
  logger?: boolean
}

interface RenderedHtml {
  status: number
  html: string
  /** The site's policy, with the hashes of the page's style attributes. */
  policy: string
}

/** File names under /assets/ carry their content hash: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Every other file of the build (favicon, robots): a day. */
const SHORT = 'public, max-age=86400'
/** How long a sitemap read from the API is kept. */
const SITEMAP_SECONDS = 3600

function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 1) continue
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim())
    } catch {
      // A cookie that is not ours, badly encoded: ignored.
    }
  }
  return cookies
}

/** A fetch that sends the API's public address to `internal` instead. */
function fetchVia(publicBase: string, internal: string): typeof fetch {
  const from = new URL(publicBase).origin
  const to = new URL(internal).origin
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    return fetch(url.startsWith(from) ? to + url.slice(from.length) : url, init)
  }
}

/**
 * The site's production server: the build's files precompressed with long caching, every route
 * rendered to HTML (site/src/entry-server.tsx) and hydrated in the browser, the security
 * headers of the build on every answer, `/healthz` for the load balancer.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const { distDir, renderer } = options
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8')
  const template = createPageTemplate(indexHtml)
  const headers = siteSecurityHeaders({ ...renderer.buildEnv }, indexHtml)
  // The components' stylesheet goes into each rendered page's head, allowed by its hash.
  const componentStyles = `<style data-parkade>${renderer.componentStyles}</style>`
  const componentStylesHash = cspHashSource(renderer.componentStyles)
  const fetchApi = options.apiInternalUrl ? fetchVia(renderer.apiBaseUrl, options.apiInternalUrl) : undefined
  const cacheSeconds = options.pageCacheSeconds ?? 30
  const pages = cacheSeconds > 0 ? new LRUCache<string, RenderedHtml>({ max: 2000, ttl: cacheSeconds * 1000 }) : null

  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false })
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers)
  })
  // Rendered HTML is compressed as it is sent; the build's files have their copies made at build time.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.includes(`${join(distDir, 'assets')}`) ? IMMUTABLE : SHORT)
    },
  })

  app.get('/healthz', async () => ({ status: 'ok' }))

  const siteUrlOf = (request: FastifyRequest) => options.siteUrl?.replace(/\/+$/, '') || `${request.protocol}://${request.host}`
  app.get('/robots.txt', async (request, reply) =>
    reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', SHORT).send(renderer.robotsTxt({ siteUrl: siteUrlOf(request) })),
  )
  // Read from the API at most once an hour per site address; a failed read is not kept.
  const sitemaps = new LRUCache<string, Promise<SiteSitemap>>({ max: 4, ttl: SITEMAP_SECONDS * 1000 })
  const sitemapOf = (siteUrl: string) => {
    let sitemap = sitemaps.get(siteUrl)
    if (!sitemap) {
      sitemap = renderer.sitemapFor({ siteUrl, ...(fetchApi ? { fetch: fetchApi } : {}) })
      sitemap.catch(() => sitemaps.delete(siteUrl))
      sitemaps.set(siteUrl, sitemap)
    }
    return sitemap
  }
  const xml = (reply: FastifyReply, body: string) => reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', `public, max-age=${SITEMAP_SECONDS}`).send(body)
  app.get('/sitemap.xml', { compress: {} }, async (request, reply) => xml(reply, (await sitemapOf(siteUrlOf(request))).root))
  app.get<{ Params: { index: string } }>('/sitemap-:index.xml', { compress: {} }, async (request, reply) => {
    const index = Number(request.params.index)
    const file = Number.isInteger(index) && index >= 0 ? await (await sitemapOf(siteUrlOf(request))).file(index) : null
    return file === null ? reply.code(404).send({ status: 404, error: 'Not found' }) : xml(reply, file)
  })

  const render = async (request: FastifyRequest): Promise<RenderedHtml> => {
    const cookies = cookiesOf(request.headers.cookie)
    const acceptLanguage = request.headers['accept-language']
    const input: RenderPageInput = { url: request.url, cookies, acceptLanguage, apiBaseUrl: renderer.apiBaseUrl, siteUrl: siteUrlOf(request), ...(fetchApi ? { fetch: fetchApi } : {}) }
    const page = await renderer.renderPage(input)
    const html = template({ language: page.state.language, head: `${componentStyles}\n${page.head}`, body: page.html, state: scriptSafeJson(page.state) })
    const policy = withStyleAttributeHashes(withStyleHashes(headers['Content-Security-Policy'] ?? '', [componentStylesHash]), styleAttributeHashes(page.html))
    return { status: page.status, html, policy }
  }

  // The build's page as it is: the browser draws everything (a private page, or a render that failed).
  const shell: RenderedHtml = { status: 200, html: indexHtml, policy: headers['Content-Security-Policy'] ?? '' }

  app.get('/*', { compress: {} }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    // A file of another build (a page open across a deploy): no page in its place, the loader says so.
    if (pathname.startsWith('/assets/')) return reply.code(404).header('Cache-Control', 'no-store').send({ status: 404, error: 'Not found' })
    const key = `${siteUrlOf(request)}|${request.headers['accept-language'] ?? ''}|${request.headers.cookie ?? ''}|${request.url}`
    let page = renderer.isPrivateRoute(pathname) ? shell : pages?.get(key)
    if (!page) {
      try {
        page = await render(request)
        if (page.status === 200 || page.status === 404) pages?.set(key, page)
      } catch (error) {
        // Never a blank page: the browser can still draw it, as it did before pages were rendered here.
        request.log.error({ err: error, url: request.url }, 'page render failed; sending the page frame')
        page = shell
      }
    }
    return reply
      .code(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', page.policy)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie, Accept-Encoding')
      .send(page.html)
  })
  return app
}

/** The server build beside a browser build, loaded. */
export async function loadRenderer(serverDir: string): Promise<SiteRenderer> {
  const entry = join(serverDir, 'entry-server.js')
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the site first (pnpm --filter @parkade/site build)`)
  return (await import(entry)) as SiteRenderer
}
