// Small process helpers shared by the root scripts; no dependencies so they run before install.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const PNPM_VERSION = '12.21.0'
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm')

export function has(command, args = ['--version']) {
  const result = spawnSync(command, args, { stdio: 'ignore' })
  return result.status === 0
}

/** The pnpm to use: the one on PATH, else the copy setup installed under .tools/. */
export function pnpmBin() {
  if (has('pnpm')) return 'pnpm'
  if (existsSync(localPnpm)) return localPnpm
  return null
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  return result.status ?? 1
}
