import { authEmulatorUrl, defineSandboxSuite, sandboxApiBase } from '../../playwright.shared.ts'

// The playground, pointed at the sandbox API of the run.
const apiPort = Number(process.env.E2E_API_PORT ?? 8790)
const playgroundPort = Number(process.env.PLAYGROUND_PORT ?? 5175)
const playground = `http://127.0.0.1:${playgroundPort}`
export const apiBase = sandboxApiBase(apiPort)
// Google/Apple sign-in runs against the Firebase Auth emulator the suite starts.
const authEmulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9099)
export const AUTH_EMULATOR_URL = authEmulatorUrl(authEmulatorPort)

export default defineSandboxSuite({
  name: 'parkade-react-e2e-',
  apiPort,
  baseURL: playground,
  authEmulatorPort,
  pageServer: {
    command: 'pnpm exec vite --config playground/vite.config.ts',
    url: playground,
    env: { PLAYGROUND_PORT: String(playgroundPort) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
