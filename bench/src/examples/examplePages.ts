import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fromRoot } from '../lib/paths.ts'

const examplesDir = fromRoot('examples')

/** Each example page: `examples/<name>/index.html` → `/<name>/`. */
export function examplePages(): { name: string; path: string }[] {
  if (!existsSync(examplesDir)) return []
  return readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', 'e2e', 'dist', 'public'].includes(entry.name))
    .filter((entry) => existsSync(join(examplesDir, entry.name, 'index.html')))
    .map((entry) => ({ name: entry.name, path: `/${entry.name}/` }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

