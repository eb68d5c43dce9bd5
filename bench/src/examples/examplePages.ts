import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fromRoot } from '../lib/paths.ts'

const examplesDir = fromRoot('examples')

/**
 * Each example page: `examples/<name>/index.html` → `/<name>/`, and `/strict-csp/`, the airport
 * page under a strict Content-Security-Policy with the loader as a file, which the examples
 * server makes from the airport folder rather than a folder of its own.
 */
export function examplePages(): { name: string; path: string }[] {
  if (!existsSync(examplesDir)) return []
  const pages = readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', 'e2e', 'dist', 'public'].includes(entry.name))
    .filter((entry) => existsSync(join(examplesDir, entry.name, 'index.html')))
    .map((entry) => ({ name: entry.name, path: `/${entry.name}/` }))
  if (pages.some((page) => page.name === 'airport-script-tag')) pages.push({ name: 'strict-csp', path: '/strict-csp/' })
  return pages.sort((a, b) => a.name.localeCompare(b.name))
}

