import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['parkade-source'] },
  // Tests in the node environment (the server's renderer) resolve the packages from source too.
  ssr: { resolve: { conditions: ['parkade-source'] } },
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'server/**/__tests__/**/*.test.ts'],
    setupFiles: ['./src/__tests__/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
})
