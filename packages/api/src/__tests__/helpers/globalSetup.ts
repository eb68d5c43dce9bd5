import { execFileSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory to copy; null on PostgreSQL. */
    pgliteTemplate: string | null
  }
}

const here = dirname(fileURLToPath(import.meta.url))
const packageDir = resolve(here, '../../..')

/**
 * Builds (or finds) the PGlite template once for the whole run. In a child process through tsx,
 * because the global-setup runner does not apply the `parkade-source` condition to @parkade/core.
 */
export default function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null)
    return
  }
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=parkade-source', join(here, 'buildPgliteTemplate.ts')],
    { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  project.provide('pgliteTemplate', output.trim().split('\n').pop() ?? null)
}
