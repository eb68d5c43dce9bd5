import { spawn } from 'node:child_process'
import { repoRoot } from './paths.ts'

/** Runs a command to completion with its output shown; rejects on a non-zero exit. */
export function runCommand(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? repoRoot, env: { ...process.env, ...options.env }, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}
