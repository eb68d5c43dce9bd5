import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['parkade-source'] },
  ssr: { resolve: { conditions: ['parkade-source'] } },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    setupFiles: ['./src/__tests__/setup.ts'],
    restoreMocks: true,
  },
})
