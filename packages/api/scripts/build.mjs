// `pnpm --filter @parkade/api build`: JavaScript in dist/ that production starts with
// `node dist/server.js` (no TypeScript at run time). The SQL migrations travel beside it.
// @parkade/contract is built first: the API imports its compiled output outside development.
import { spawnSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: packageDir, stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('pnpm', ['--filter', '@parkade/contract', 'run', 'build'])
rmSync(join(packageDir, 'dist'), { recursive: true, force: true })
run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.build.json'])
cpSync(join(packageDir, 'src', 'db', 'migrations'), join(packageDir, 'dist', 'db', 'migrations'), { recursive: true })
