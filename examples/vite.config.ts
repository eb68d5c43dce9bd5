import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The react-partner example: a partner's own React app using @parkade/react directly, served by
// the examples server under /react-partner/.
export default defineConfig({
  root: 'react-partner',
  base: '/react-partner/',
  plugins: [react()],
  resolve: { conditions: ['parkade-source'] },
  build: { outDir: 'dist', emptyOutDir: true },
})
