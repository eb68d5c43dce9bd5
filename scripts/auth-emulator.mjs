// The Firebase Auth emulator for development and the browser suites: no Java, no network, no
// Google account. AUTH_EMULATOR_PORT (default 9099; the hub and logging take the next two ports) and FIREBASE_PROJECT_ID (default
// demo-parkade: a `demo-` project needs no login). Ready when http://127.0.0.1:<port>/ answers.
// firebase-tools is a development dependency of the workspace root only (300 MB, not for partners).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './lib/run.mjs'

const cli = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js')
if (!existsSync(cli)) {
  console.error('firebase-tools is not installed: run `pnpm install` at the workspace root.')
  process.exit(1)
}
const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9099)
const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-parkade'

// A throwaway project folder: the emulator's firebase.json, nothing written in the repository.
const dir = mkdtempSync(join(tmpdir(), 'parkade-auth-emulator-'))
// The hub and logging ports follow the auth port so that two emulators (two suites) can run at once.
const emulators = {
  auth: { host: '127.0.0.1', port },
  hub: { host: '127.0.0.1', port: port + 1 },
  logging: { host: '127.0.0.1', port: port + 2 },
  ui: { enabled: false },
  singleProjectMode: true,
}
writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ emulators }))

const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', projectId], {
  cwd: dir,
  stdio: 'inherit',
  env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
})
const cleanUp = () => rmSync(dir, { recursive: true, force: true })
child.on('exit', (code, signal) => {
  cleanUp()
  process.exit(code ?? (signal ? 0 : 1))
})
// Stop the emulator itself (its node process), not only this wrapper.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
