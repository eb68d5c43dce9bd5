// Starts the sandbox API (seeded on first start) and, once they exist, the site and examples.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { pnpmBin, root } from './lib/run.mjs'

const pnpm = pnpmBin() ?? 'pnpm'
const services = [{ name: 'sandbox-api', dir: 'packages/sandbox-api', script: 'start' }]
if (existsSync(join(root, 'site', 'package.json'))) services.push({ name: 'site', dir: 'site', script: 'start' })

const children = services.map(({ name, dir, script }) => {
  const child = spawn(pnpm, ['run', script], { cwd: join(root, dir), stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
    })
  }
  child.on('exit', (code) => {
    console.error(`[${name}] exited with code ${code}`)
    shutdown(code ?? 1)
  })
  return child
})

let stopping = false
function shutdown(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))
