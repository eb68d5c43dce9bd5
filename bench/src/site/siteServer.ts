import { join } from 'node:path'
import { benchDataDir, fromRoot } from '../lib/paths.ts'
import { runCommand } from '../lib/runCommand.ts'
import { startServer } from '../lib/startServer.ts'
import type { RunningServer } from '../lib/startServer.ts'

const siteDir = fromRoot('site')
const vite = join(siteDir, 'node_modules/vite/bin/vite.js')
/** A production build of its own, so the bench never races the e2e suite's site/dist. */
const outDir = join(benchDataDir, 'site')
const serverOutDir = join(benchDataDir, 'site-server')

/** Builds the site for production against the bench's API and serves it with its own server (site/server). */
export async function siteServer({ port, apiBase, ipLookupUrl }: { port: number; apiBase: string; ipLookupUrl: string }): Promise<RunningServer> {
  const env = { VITE_PARKADE_API: apiBase, VITE_PARKADE_IP_LOOKUP: ipLookupUrl, SITE_PORT: String(port), SITE_DIST_DIR: outDir, SITE_SERVER_DIR: serverOutDir, SITE_LOG: '0' }
  await runCommand(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: siteDir, env })
  await runCommand(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', serverOutDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: siteDir, env })
  return startServer({
    name: 'site-server',
    command: process.execPath,
    args: ['server/main.ts'],
    cwd: siteDir,
    env,
    readyUrl: `http://127.0.0.1:${port}/`,
    timeoutMs: 60_000,
  })
}
