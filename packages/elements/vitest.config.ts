import { defineConfig } from 'vitest/config'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { parkadeDefines, preactAliases, preactDedupe, reactImportingDeps } from './vite.shared.ts'

export default defineConfig({
  resolve: { conditions: ['parkade-source', ...defaultClientConditions], alias: preactAliases, dedupe: preactDedupe },
  // The import-safety test runs in Node, where the server conditions apply.
  ssr: { resolve: { conditions: ['parkade-source', ...defaultServerConditions], externalConditions: ['parkade-source'] } },
  define: parkadeDefines('0.0.0-test', 'test'),
  test: {
    name: 'elements',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/__tests__/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Without inlining, Node would load these with the real react/react-dom and Preact's hooks
    // would be called by React's renderer.
    server: { deps: { inline: reactImportingDeps } },
  },
})
