import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { libraryBuild } from '../../scripts/lib/libraryBuild.ts'
import { minifyCssTemplatesPlugin } from './build/minifyCssTemplates.ts'

export default defineConfig(libraryBuild(import.meta.url, { plugins: [react(), minifyCssTemplatesPlugin()] }))
