import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The playground shows every component against a running sandbox API; the e2e suite drives it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['parkade-source'] },
  server: { host: '127.0.0.1', port: Number(process.env.PLAYGROUND_PORT ?? 5175), strictPort: true },
})
