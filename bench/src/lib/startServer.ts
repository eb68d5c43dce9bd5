import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchDataDir } from './paths.ts'

export interface RunningServer {
  pid: number
  logFile: string
  /** Peak resident memory of the process so far (VmHWM), in bytes; null where /proc is missing. */
  peakRss(): number | null
  /** CPU time (user + system) the process has used, in ms; null where /proc is missing. */
  cpuMs(): number | null
  stop(): Promise<void>
}

export interface ServerOptions {
  name: string
  command: string
  args: string[]
  cwd: string
  env?: Record<string, string>
  /** Answers 2xx when the server is ready. */
  readyUrl: string
  timeoutMs?: number
}

function readPeakRss(pid: number): number | null {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : null
  } catch {
    return null
  }
}

// Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every common platform.
const TICKS_PER_SECOND = 100

function readCpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}

/**
 * Starts a server as a direct child (so its pid is the process that serves, and its memory is
 * the server's own), logs to .bench/logs/<name>.log, and waits until `readyUrl` answers.
 */
export async function startServer({ name, command, args, cwd, env = {}, readyUrl, timeoutMs = 180_000 }: ServerOptions): Promise<RunningServer> {
  const logDir = join(benchDataDir, 'logs')
  mkdirSync(logDir, { recursive: true })
  const logFile = join(logDir, `${name}.log`)
  const log = createWriteStream(logFile)
  // Its own process group, so stopping it also stops whatever it started (pnpm → vite, …).
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  let exited: number | null = null
  let lastPeak: number | null = null
  const exit = new Promise<void>((resolve) => child.on('exit', (code) => ((exited = code ?? 1), resolve())))

  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // Already gone.
    }
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited !== null) throw new Error(`${name} exited with code ${exited} before it was ready; see ${logFile}`)
    if (Date.now() > deadline) {
      signal('SIGTERM')
      throw new Error(`${name} was not ready at ${readyUrl} within ${timeoutMs / 1000} s; see ${logFile}`)
    }
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) })
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }

  const pid = child.pid!
  return {
    pid,
    logFile,
    cpuMs: () => readCpuMs(pid),
    peakRss: () => (exited === null ? (lastPeak = readPeakRss(pid) ?? lastPeak) : lastPeak),
    async stop() {
      if (exited !== null) return
      lastPeak = readPeakRss(pid) ?? lastPeak
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), 15_000)
      await exit
      clearTimeout(timer)
      log.end()
    },
  }
}
