import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fromRoot } from './paths.ts'

export interface PostgresCluster {
  url: string
  /** CPU time (user + system) of the cluster's server processes so far, in ms; null where /proc is missing. */
  cpuMs(): number | null
  /** Stops the server and deletes the cluster. */
  stop(): Promise<void>
}

// Linux's USER_HZ, as in startServer.
const TICKS_PER_SECOND = 100

/** The fields of /proc/<pid>/stat after the command name: [0] state, [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/**
 * The CPU of the postmaster listening on `port` and of its children (the connections' backends,
 * the writers), those still running and those it has reaped. Other clusters on the machine (the
 * test suites' own) are not counted.
 */
function clusterCpuMs(port: string): number | null {
  let pids: number[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number)
  } catch {
    return null
  }
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      return /postgres$/.test(args[0] ?? '') && args.includes('-p') && args[args.indexOf('-p') + 1] === port
    } catch {
      return false
    }
  })
  if (postmaster === undefined) return null
  let ticks = 0
  for (const pid of pids) {
    const fields = statFields(pid)
    if (!fields) continue
    if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/**
 * A throwaway PostgreSQL cluster from the binaries the API's test suite uses: its
 * scripts/with-postgres.sh, holding the cluster while a child Node waits on its stdin; closing
 * that stdin ends the child, and the script then stops the server and deletes the cluster. Its
 * folder is made in `parentDir` (default: the system's temporary folder).
 */
export function postgresCluster({ parentDir }: { parentDir?: string | null } = {}): Promise<PostgresCluster> {
  const hold = 'process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'
  const child = spawn('bash', [fromRoot('packages/api/scripts/with-postgres.sh'), process.execPath, '-e', hold], {
    stdio: ['pipe', 'inherit', 'pipe'],
    // The script makes its cluster's folder under TMPDIR.
    ...(parentDir ? { env: { ...process.env, TMPDIR: parentDir } } : {}),
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let said = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      said += chunk
      // "with-postgres: PostgreSQL 15.14 at postgres://…"
      const match = / at (postgres:\/\/\S+)/.exec(said)
      if (match) {
        const url = match[1]!
        resolve({
          url,
          cpuMs: () => clusterCpuMs(new URL(url).port),
          stop: async () => {
            child.stdin.end()
            await exited
          },
        })
      }
    })
    child.on('exit', (code) => reject(new Error(`with-postgres.sh exited with ${code} before the server was up: ${said.trim()}`)))
  })
}
