import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
export const benchRoot = resolve(repoRoot, 'bench')
/** Git-ignored: the 500,000-park data set, the site build the bench serves, the results. */
export const benchDataDir = resolve(repoRoot, '.bench')

export const fromRoot = (...parts: string[]) => resolve(repoRoot, ...parts)
