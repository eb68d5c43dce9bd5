import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['parkade-source'] },
  ssr: { resolve: { conditions: ['parkade-source'], externalConditions: ['parkade-source'] } },
  test: {
    name: 'examples',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
  },
})
