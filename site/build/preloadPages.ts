import { resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

export interface PreloadPagesOptions {
  /** Modules every page needs at once although they are imported lazily (the application chunk). */
  always: string[]
  /** A pathname pattern and the lazily imported page module it opens. */
  routes: [pattern: RegExp, module: string][]
}

/**
 * The application and its pages are lazy chunks, found only after the entry has run: three
 * round trips one after the other before the first page can paint. This build step lets the
 * browser fetch them with the entry: modulepreload links for the chunks every page needs and for
 * the chunks of the route being opened. The lazy imports stay what they are (and still report a
 * chunk that cannot load); only the fetch starts earlier.
 *
 * And the page the server drew is read without any script: on a slow link, scripts fetched while
 * the HTML is still arriving take its bandwidth and hold its first paint back. So the entry and
 * every preload are asked for by a few lines at the end of the body, once the page has been
 * painted (the frame after the body is parsed); index.html holds a click or a form sent until
 * the code has taken over.
 */
export function preloadPages({ always, routes }: PreloadPagesOptions): Plugin {
  let root = process.cwd()
  let base = '/'
  let entryFile: string | undefined
  return {
    name: 'parkade:preload-pages',
    apply: 'build',
    config() {
      return {
        build: {
          modulePreload: {
            // The entry is running by the time any page is imported (its `<script>` loaded it), but
            // no `<link>` names it: left in a page's list, opening the page would add one for it.
            resolveDependencies: (_file, deps) => deps.filter((dep) => dep !== entryFile),
          },
        },
      }
    },
    configResolved(config) {
      root = config.root
      base = config.base
    },
    generateBundle: {
      // Before the lazy imports' lists are written.
      order: 'pre',
      handler(_options, bundle) {
        entryFile = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry)?.fileName
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
        const entry = chunks.find((chunk) => chunk.isEntry)
        const loaded = new Set(entry ? [entry.fileName, ...entry.imports] : [])
        const closure = (module: string): string[] => {
          const id = resolve(root, module)
          const chunk = chunks.find((c) => c.facadeModuleId === id)
          if (!chunk) throw new Error(`preloadPages: no chunk for ${module}`)
          const files = new Set<string>()
          const visit = (fileName: string) => {
            if (files.has(fileName) || loaded.has(fileName)) return
            files.add(fileName)
            for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported)
          }
          visit(chunk.fileName)
          return [...files].map((file) => `${base}${file}`)
        }
        const alwaysFiles = always.flatMap(closure)
        for (const href of alwaysFiles) loaded.add(href.slice(base.length))
        const table = routes.map(([pattern, module]) => [pattern.source, closure(module)])
        // The entry's <script> and the modulepreload links the build wrote for it, asked for after the first paint instead.
        let entrySrc: string | undefined
        const built: string[] = []
        const rest = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            entrySrc = src
            return ''
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
            built.push(href)
            return ''
          })
        if (!entrySrc) throw new Error('preloadPages: the built index.html has no module <script> for the entry')
        const script =
          `<script>(function(d,p){var f=${JSON.stringify([...built, ...alwaysFiles])};` +
          `${JSON.stringify(table)}.forEach(function(r){if(new RegExp(r[0]).test(p))f=f.concat(r[1])});` +
          `function add(t,a){var e=d.createElement(t);e.crossOrigin='';for(var k in a)e[k]=a[k];d.head.appendChild(e)}` +
          `function load(){add('script',{type:'module',src:${JSON.stringify(entrySrc)}});f.forEach(function(h){add('link',{rel:'modulepreload',href:h})})}` +
          `if(d.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})(document,location.pathname)</script>`
        return rest.replace('</body>', `  ${script}\n  </body>`)
      },
    },
  }
}
