import { defineConfig } from 'vitest/config'

// One run over every package's own vitest config, so the root can count every test once.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{site,examples}/vitest.config.ts'],
  },
})
