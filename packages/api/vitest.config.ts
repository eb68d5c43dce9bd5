import { defineConfig } from 'vitest/config'

// Every test file starts a real server on its own database (PGlite takes seconds to boot and
// hundreds of MB), so files run one after another on this 2-core machine.
export default defineConfig({
  resolve: { conditions: ['parkade-source'] },
  ssr: { resolve: { conditions: ['parkade-source'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    // One migrated, seeded PGlite directory that every test server copies.
    globalSetup: ['src/__tests__/helpers/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
