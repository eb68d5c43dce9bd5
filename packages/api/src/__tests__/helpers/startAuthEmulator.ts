import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..')
/** firebase-tools is a dev dependency of the workspace root (300 MB; not for partners). */
export const FIREBASE_CLI = join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js')
export const firebaseCliPresent = () => existsSync(FIREBASE_CLI)
/** Starts the emulator in a throwaway project folder; shared with the browser suites. */
const EMULATOR_SCRIPT = join(repoRoot, 'scripts/auth-emulator.mjs')

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface AuthEmulator {
  /** 'host:port' for FIREBASE_AUTH_EMULATOR_HOST */
  host: string
  projectId: string
  /** Signs a Google user in on the emulator (no Google account needed) and returns its Firebase ID token. */
  signInWithGoogle(user: { sub: string; email: string; name?: string; emailVerified?: boolean }): Promise<{ idToken: string; localId: string; email: string }>
  stop(): Promise<void>
}

/**
 * The Firebase Auth emulator on a free port (scripts/auth-emulator.mjs), in its own process
 * group so stopping it ends everything it started.
 */
export async function startAuthEmulator(projectId = 'demo-parkade', timeoutMs = 180_000): Promise<AuthEmulator> {
  const port = await freePort()
  const child = spawn(process.execPath, [EMULATOR_SCRIPT], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, AUTH_EMULATOR_PORT: String(port), FIREBASE_PROJECT_ID: projectId },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += String(chunk)))
  child.stderr.on('data', (chunk) => (output += String(chunk)))
  const host = `127.0.0.1:${port}`

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done))
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))])
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
    }
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`the Auth emulator exited (${child.exitCode}):\n${output}`)
    }
    const ready = await fetch(`http://${host}/`).then((r) => r.ok, () => false)
    if (ready) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the Auth emulator did not start in ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((done) => setTimeout(done, 500))
  }

  return {
    host,
    projectId,
    async signInWithGoogle(user) {
      // The emulator takes an unsigned Google id_token: the journey a browser completes offline.
      const googleToken = JSON.stringify({ sub: user.sub, email: user.email, email_verified: user.emailVerified ?? true, name: user.name ?? 'Test User' })
      const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
          requestUri: 'http://localhost',
          returnIdpCredential: true,
          returnSecureToken: true,
        }),
      })
      const body = (await response.json()) as { idToken?: string; localId?: string; email?: string; error?: { message: string } }
      if (!response.ok || !body.idToken) throw new Error(`signInWithIdp: ${response.status} ${body.error?.message ?? ''}`)
      return { idToken: body.idToken, localId: body.localId!, email: body.email! }
    },
    stop,
  }
}
