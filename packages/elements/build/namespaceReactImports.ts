import type { Plugin } from 'vite'

/** `import React from 'react'` (or `"react"`), the way zustand's hooks and r2wc's renderer write it. */
const DEFAULT_REACT_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s*(['"])react\2/g

/**
 * Rewrites a dependency's default import of React into a namespace import. On Preact, `react` is
 * `preact/compat`, whose default export is one object holding every export (Children, hydrate,
 * findDOMNode…), so a single default import keeps all of compat in the bundle; through a namespace,
 * only the members the code reads are kept. Our own code imports React's members by name.
 */
export function namespaceReactImports(): Plugin {
  return {
    name: 'parkade:namespace-react-imports',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]/, code: /\bimport\s+[A-Za-z_$][\w$]*\s+from\s*['"]react['"]/ },
      handler(code) {
        return { code: code.replace(DEFAULT_REACT_IMPORT, (_, name: string, quote: string) => `import * as ${name} from ${quote}react${quote}`), map: null }
      },
    },
  }
}
