// API instances as an operator runs them: `node dist/server.js` (the built JavaScript) in processes
// of their own, on one database, with their JSON logs kept for inspection.
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

let built = false

/** `pnpm --filter @parkade/api build`, once per test file. */
export function buildApiOnce(): void {
  if (built) return
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: packageDir, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`the API build failed:\n${result.stdout}\n${result.stderr}`)
  built = true
}

export interface ApiProcess {
  name: string
  url: string
  apiBase: string
  process: ChildProcess
  /** Every line the process wrote to stdout and stderr so far. */
  lines: string[]
  /** The JSON log lines, parsed. */
  logs(): Record<string, unknown>[]
  /** Resolves when the process has exited. */
  exited: Promise<number | null>
}

/** Starts `node dist/server.js` with `env` on a free port; resolves once it listens. */
export async function startApiProcess(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let pending = ''
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)))
  const url = await new Promise<string>((resolveUrl, reject) => {
    let listening: string | null = null
    const onData = (chunk: Buffer) => {
      pending += chunk.toString()
      const complete = pending.split('\n')
      pending = complete.pop() ?? ''
      for (const line of complete) {
        lines.push(line)
        listening ??= /on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(line)?.[1] ?? null
        // The start summary (ready_ms) comes once the jobs run too.
        if (listening && line.includes('"ready_ms"')) resolveUrl(listening)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) => reject(new Error(`${name} exited (${code}) before listening:\n${lines.join('\n')}${pending}`)))
  })
  return {
    name,
    url,
    apiBase: `${url}/api/v1`,
    process: child,
    lines,
    logs: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>]
        } catch {
          return []
        }
      }),
    exited,
  }
}

/** SIGTERM (graceful) or SIGKILL; resolves when the process is gone. */
export async function stopApiProcess(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (api.process.exitCode === null && api.process.signalCode === null) api.process.kill(signal)
  return api.exited
}
