// Everything a fresh machine with Node and npm needs before the workspace can run: a supported
// Node (a private Node 24 under .tools/ when the machine's is older than 22.19), pnpm, and the
// dependencies. Safe to run again: it skips what is already done.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PNPM_VERSION, pnpmBin, root, runSync } from './lib/run.mjs'
import { runOnSupportedNode } from './lib/withNode.mjs'

await runOnSupportedNode()

let pnpm = pnpmBin()
if (!pnpm) {
  console.info(`Installing pnpm ${PNPM_VERSION}…`)
  // Global first (CI runs as root); a private copy under .tools/ when global installs are not allowed.
  if (runSync('npm', ['install', '--global', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]) !== 0) {
    mkdirSync(join(root, '.tools'), { recursive: true })
    runSync('npm', ['install', '--prefix', join(root, '.tools'), '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`])
  }
  pnpm = pnpmBin()
  if (!pnpm) {
    console.error('Could not install pnpm. Install it by hand (npm install --global pnpm@12) and run again.')
    process.exit(1)
  }
}

// Cheap when nothing changed; frozen so a clone installs exactly what was tested.
if (runSync(pnpm, ['install', '--frozen-lockfile']) !== 0) {
  console.error('pnpm install failed.')
  process.exit(1)
}
