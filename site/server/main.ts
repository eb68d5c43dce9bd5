import { resolve } from 'node:path'
import { createSiteServer, loadRenderer } from './createSiteServer.ts'

/**
 * `node server/main.ts`: the site in production, from `dist/` and `dist-server/` (`pnpm build`;
 * elsewhere: SITE_DIST_DIR, SITE_SERVER_DIR). PORT (default 5173), HOST (default 127.0.0.1; 0.0.0.0 in a container), PARKADE_API_INTERNAL_URL
 * (the API as this server reaches it, when not at the browser's address), SITE_PAGE_CACHE_SECONDS
 * (default 30), TRUST_PROXY=1 behind a proxy or CDN, SITE_URL (the public origin, for canonical
 * URLs and the sitemap; default: each request's own).
 */
const root = resolve(import.meta.dirname, '..')
const renderer = await loadRenderer(resolve(root, process.env.SITE_SERVER_DIR ?? 'dist-server'))
const app = await createSiteServer({
  distDir: resolve(root, process.env.SITE_DIST_DIR ?? 'dist'),
  renderer,
  apiInternalUrl: process.env.PARKADE_API_INTERNAL_URL?.trim() || null,
  pageCacheSeconds: Number(process.env.SITE_PAGE_CACHE_SECONDS ?? 30),
  trustProxy: process.env.TRUST_PROXY === '1',
  siteUrl: process.env.SITE_URL?.trim() || null,
  logger: process.env.SITE_LOG !== '0',
})
const port = Number(process.env.PORT ?? process.env.SITE_PORT ?? 5173)
const host = process.env.HOST ?? '127.0.0.1'
await app.listen({ port, host })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)))
