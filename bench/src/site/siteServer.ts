import { join } from 'node:path'
import { benchDataDir, fromRoot } from '../lib/paths.ts'
import { runCommand } from '../lib/runCommand.ts'
import { startServer } from '../lib/startServer.ts'
import type { RunningServer } from '../lib/startServer.ts'

const siteDir = fromRoot('site')
const vite = join(siteDir, 'node_modules/vite/bin/vite.js')
/** A production build of its own, so the bench never races the e2e suite's site/dist. */
const outDir = join(benchDataDir, 'site')

/** Builds the site for production against the bench's API and serves it with `vite preview`. */
export async function siteServer({ port, apiBase, ipLookupUrl }: { port: number; apiBase: string; ipLookupUrl: string }): Promise<RunningServer> {
  const env = { VITE_PARKADE_API: apiBase, VITE_PARKADE_IP_LOOKUP: ipLookupUrl, SITE_PORT: String(port) }
  await runCommand(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: siteDir, env })
  return startServer({
    name: 'site-preview',
    command: process.execPath,
    args: [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    cwd: siteDir,
    env,
    readyUrl: `http://127.0.0.1:${port}/`,
    timeoutMs: 60_000,
  })
}
