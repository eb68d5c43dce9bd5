// Starts the sandbox API (seeded on first start) and, once they exist, the site and examples.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { pnpmBin, root } from './lib/run.mjs'
import { runOnSupportedNode } from './lib/withNode.mjs'

// On a machine whose Node is older than Parkade supports, everything below runs on .tools/'s Node 24.
await runOnSupportedNode()

const pnpm = pnpmBin() ?? 'pnpm'
// Google/Apple sign-in in development: the Firebase Auth emulator (firebase-tools, a root dev
// dependency) on 9099, which the site uses by default and the API verifies tokens against.
// PARKADE_AUTH_EMULATOR=0 leaves it out (social sign-in then answers "unavailable").
const emulator = process.env.PARKADE_AUTH_EMULATOR !== '0' && existsSync(join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'))
// The sandbox runs for development here: its outbox (sign-up and reset codes) is served.
const apiEnv = {
  PARKADE_DEV_ROUTES: process.env.PARKADE_DEV_ROUTES ?? '1',
  ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099' } : {}),
}
const all = [{ name: 'api', dir: 'packages/api', command: [pnpm, 'run', 'start'], env: apiEnv }]
// Optional: without it everything else still runs.
if (emulator) all.push({ name: 'auth-emulator', dir: '.', command: [process.execPath, 'scripts/auth-emulator.mjs'], env: {}, optional: true })
if (existsSync(join(root, 'site', 'package.json'))) all.push({ name: 'site', dir: 'site', command: [pnpm, 'run', 'start'], env: {} })
if (existsSync(join(root, 'examples', 'package.json'))) all.push({ name: 'examples', dir: 'examples', command: [pnpm, 'run', 'start'], env: {} })
// `--only api,examples` (what `pnpm examples` runs) starts just those.
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : null
const services = only ? all.filter(({ name }) => only.includes(name)) : all

const children = services.map(({ name, dir, command: [command, ...args], env, optional = false }) => {
  const child = spawn(command, args, { cwd: join(root, dir), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
    })
  }
  child.on('exit', (code) => {
    console.error(`[${name}] exited with code ${code}`)
    if (!optional) shutdown(code ?? 1)
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
