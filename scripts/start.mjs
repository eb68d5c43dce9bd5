// Starts the sandbox API (seeded on first start) and, once they exist, the site and examples.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { pnpmBin, root } from './lib/run.mjs'

const pnpm = pnpmBin() ?? 'pnpm'
// Google/Apple sign-in in development: the Firebase Auth emulator (firebase-tools, a root dev
// dependency) on 9099, which the site uses by default and the API verifies tokens against.
// PARKADE_AUTH_EMULATOR=0 leaves it out (social sign-in then answers "unavailable").
const emulator = process.env.PARKADE_AUTH_EMULATOR !== '0' && existsSync(join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'))
const apiEnv = emulator ? { FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099' } : {}
const services = [{ name: 'sandbox-api', dir: 'packages/sandbox-api', command: [pnpm, 'run', 'start'], env: apiEnv }]
// Optional: without it everything else still runs.
if (emulator) services.push({ name: 'auth-emulator', dir: '.', command: [process.execPath, 'scripts/auth-emulator.mjs'], env: {}, optional: true })
if (existsSync(join(root, 'site', 'package.json'))) services.push({ name: 'site', dir: 'site', command: [pnpm, 'run', 'start'], env: {} })

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
