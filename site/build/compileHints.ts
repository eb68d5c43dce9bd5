import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export interface CompileHintsOptions {
  /** Besides the entry: the modules whose chunks run on every page as it opens. */
  modules: string[]
}

/**
 * V8 compiles a function lazily, on the main thread, the first time it is called: opening a page
 * ran the entry and the application chunk (Preact, the client and its stores, i18next, the router,
 * the shell) as hundreds of first calls, each compiled inside the task that made it — about a
 * quarter of the main thread's script time on /park/{slug}, in the tasks that block taps. Nearly
 * every function of those two files runs while a page opens, so they carry V8's compile hint:
 * their functions are compiled with the file, on a background thread while it downloads. Page
 * chunks are left as they are: most of their code runs only when the driver does something.
 * The hint must be the file's first line; a browser that does not know it reads a comment.
 */
export function compileHints({ modules }: CompileHintsOptions): Plugin {
  let root = process.cwd()
  return {
    name: 'parkade:compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle: {
      // On the finished chunks, so the hint stays their first line.
      order: 'post',
      handler(_options, bundle) {
        const ids = new Set(modules.map((module) => resolve(root, module)))
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !(output.isEntry || (output.facadeModuleId !== null && ids.has(output.facadeModuleId)))) continue
          output.code = `${COMPILE_HINT}\n${output.code}`
          // A source map, when one is built, gains the same first line with nothing mapped on it.
          if (output.map) output.map.mappings = `;${output.map.mappings}`
          const map = bundle[output.sourcemapFileName ?? `${output.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string }
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
          }
        }
      },
    },
  }
}
