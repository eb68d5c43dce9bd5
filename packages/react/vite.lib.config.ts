import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { libraryBuild } from '../../scripts/lib/libraryBuild.ts'

export default defineConfig(libraryBuild(import.meta.url, { plugins: [react()] }))
