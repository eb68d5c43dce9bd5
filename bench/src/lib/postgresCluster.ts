import { spawn } from 'node:child_process'
import { fromRoot } from './paths.ts'

export interface PostgresCluster {
  url: string
  /** Stops the server and deletes the cluster. */
  stop(): Promise<void>
}

/**
 * A throwaway PostgreSQL cluster from the binaries the API's test suite uses: its
 * scripts/with-postgres.sh, holding the cluster while a child Node waits on its stdin; closing
 * that stdin ends the child, and the script then stops the server and deletes the cluster.
 */
export function postgresCluster(): Promise<PostgresCluster> {
  const hold = 'process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'
  const child = spawn('bash', [fromRoot('packages/api/scripts/with-postgres.sh'), process.execPath, '-e', hold], {
    stdio: ['pipe', 'inherit', 'pipe'],
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
        resolve({
          url: match[1]!,
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
