import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['parkade-source'] },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/__tests__/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
})
