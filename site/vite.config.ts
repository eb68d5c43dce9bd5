import react from '@vitejs/plugin-react'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defaultServerConditions, defineConfig, loadEnv } from 'vite'
import type { AliasOptions, Plugin } from 'vite'
import { compileHints } from './build/compileHints.ts'
import { compressedAssets } from './build/compressedAssets.ts'
import { inlineStylesheet } from './build/inlineStylesheet.ts'
import { preconnectOrigins } from './build/preconnectOrigins.ts'
import { preloadPages } from './build/preloadPages.ts'
import { minifyCssTemplatesPlugin } from '../packages/react/build/minifyCssTemplates.ts'
import { siteSecurityHeaders } from './build/securityHeaders.ts'
import { DEFAULT_IP_LOOKUP_URL } from '../packages/core/src/geo/detectCountryByIp.ts'
import { siteApiBaseUrl, siteIpLookupSetting } from './src/app/siteEndpoints.ts'

// The site runs from the packages' sources (the `parkade-source` export condition): no build of
// core or react is needed to develop, test or build it.
const port = Number(process.env.SITE_PORT ?? 5173)

/**
 * The production build renders with Preact through `preact/compat` instead of react-dom: the
 * JavaScript of `/` must stay within 110 kB gzip (DESIGN.md §Budgets) and react-dom alone is
 * about 60 kB of it. Development and the unit tests keep React; the browser suites run this
 * build. Anchored patterns, so `react` does not swallow `react-dom` or `react/jsx-runtime`.
 */
const preactAliases: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
]

/**
 * The production server's headers, for the build it serves (the hashes of its inline script and
 * style), on every answer: set first, before the precompressed files are served.
 */
function securityHeaders(mode: string): Plugin {
  return {
    name: 'parkade-security-headers',
    configurePreviewServer(server) {
      // The build being served (`--outDir` included): hashes of another build's page would block its inline script.
      const index = resolve(server.config.root, server.config.build.outDir, 'index.html')
      const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
      const headers = siteSecurityHeaders(env, existsSync(index) ? readFileSync(index, 'utf8') : '')
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        next()
      })
    },
  }
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The same settings the site reads at run time, to preconnect to the services it will call.
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const ipLookup = siteIpLookupSetting(env)
  if (isSsrBuild) {
    // The server's renderer (site/server): the same application under Preact, in one file for Node.
    return {
      plugins: [react(), minifyCssTemplatesPlugin()],
      resolve: { alias: preactAliases, dedupe: ['preact'] },
      ssr: { noExternal: true, external: ['jsdom'], resolve: { conditions: ['parkade-source', ...defaultServerConditions] } },
      build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server', emptyOutDir: true, sourcemap: true, target: 'node22' },
    }
  }
  return {
    plugins: [
      securityHeaders(mode),
      react(),
      minifyCssTemplatesPlugin(),
      // The pages people arrive on from outside: search engines, shared links, the QR signs.
      preloadPages({
        always: ['src/app/App.tsx'],
        routes: [
          [/^\/(home\/?)?$/, 'src/pages/HomePage.tsx'],
          [/^\/(search|parks-list)\/?$/, 'src/pages/SearchPage.tsx'],
          [/^\/park\/[^/]+\/?$/, 'src/pages/ParkPage.tsx'],
          [/^\/(checkout|booking)\/[^/]+\/?$/, 'src/pages/CheckoutPage.tsx'],
        ],
      }),
      inlineStylesheet(),
      // The entry and the application run on every page as it opens: compiled with their files.
      compileHints({ modules: ['src/app/App.tsx'] }),
      compressedAssets(),
      preconnectOrigins([siteApiBaseUrl(env), ipLookup === undefined ? DEFAULT_IP_LOOKUP_URL : ipLookup]),
    ],
    resolve: {
      conditions: ['parkade-source'],
      // Under pnpm's strict layout, packages/react and zustand reach the site's one copy of Preact.
      ...(command === 'build' ? { alias: preactAliases, dedupe: ['preact'] } : {}),
    },
    server: { host: '127.0.0.1', port, strictPort: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
  }
})
