import type { AliasOptions } from 'vite'

/**
 * The elements are built against Preact, not React: every React import of @parkade/react,
 * zustand and r2wc lands on `preact/compat`. Anchored patterns, so `react` does not swallow
 * `react-dom` or `react/jsx-runtime`.
 */
export const preactAliases: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
]

/**
 * Under pnpm's strict layout, `preact/compat` imported from packages/react would not resolve
 * (react has no preact dependency) or would resolve twice; dedupe makes it this package's one copy.
 */
export const preactDedupe = ['preact']

/** Dependencies that import `react` and must go through the aliases in Vitest too. */
export const reactImportingDeps = ['@r2wc/react-to-web-component', '@r2wc/core', 'zustand', '@parkade/react']

/** Compile-time constants every build and test sees. */
export function parkadeDefines(version: string, nodeEnv: string): Record<string, string> {
  return {
    'process.env.NODE_ENV': JSON.stringify(nodeEnv),
    __PARKADE_VERSION__: JSON.stringify(version),
  }
}

