import type { Plugin } from 'vite'

/**
 * `import React from 'react'` (or `"react-dom"`), with or without named imports after it, the way
 * zustand's hooks and r2wc's renderer write it. Not `react/jsx-runtime` nor `react-dom/client`.
 */
const DEFAULT_REACT_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s*(?:,\s*(\{[^}]*\}))?\s*from\s*(['"])(react|react-dom)\3/g

/**
 * Rewrites a dependency's default import of React into a namespace import. On Preact, `react` and
 * `react-dom` are `preact/compat`, whose default export is one object holding every export
 * (Children, hydrate, findDOMNode…), so a single default import keeps all of compat in the bundle;
 * through a namespace, only the members the code reads are kept. Our own code imports React's
 * members by name.
 */
export function rewriteDefaultReactImports(code: string): string {
  return code.replace(DEFAULT_REACT_IMPORT, (_, name: string, named: string | undefined, quote: string, source: string) => {
    const from = `${quote}${source}${quote}`
    return `import * as ${name} from ${from}${named ? `; import ${named} from ${from}` : ''}`
  })
}

export function namespaceReactImports(): Plugin {
  return {
    name: 'parkade:namespace-react-imports',
    enforce: 'pre',
    transform: {
      // The same pattern, without the global flag a filter must not carry.
      filter: { id: /\/node_modules\//, code: new RegExp(DEFAULT_REACT_IMPORT.source) },
      handler(code) {
        const rewritten = rewriteDefaultReactImports(code)
        // Only the import lines change: a line's columns after them move by a few characters.
        return rewritten === code ? null : { code: rewritten, map: null }
      },
    },
  }
}
