// Starts the sandbox API (seeded on first start) and, once they exist, the site and examples.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { pnpmBin, root } from './lib/run.mjs'

const pnpm = pnpmBin() ?? 'pnpm'
const all = [{ name: 'sandbox-api', dir: 'packages/sandbox-api', script: 'start' }]
if (existsSync(join(root, 'site', 'package.json'))) all.push({ name: 'site', dir: 'site', script: 'start' })
if (existsSync(join(root, 'examples', 'package.json'))) all.push({ name: 'examples', dir: 'examples', script: 'start' })
// `--only sandbox-api,examples` (what `pnpm examples` runs) starts just those.
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : null
const services = only ? all.filter(({ name }) => only.includes(name)) : all

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
