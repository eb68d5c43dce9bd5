import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The site runs from the packages' sources (the `parkade-source` export condition): no build of
// core or react is needed to develop, test or build it.
const port = Number(process.env.SITE_PORT ?? 5173)

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['parkade-source'] },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
})
