import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['parkade-source'] },
  ssr: { resolve: { conditions: ['parkade-source'] } },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
  },
})
