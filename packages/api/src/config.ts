import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Everything the server reads from its environment, read once at start. */
export interface Config {
  port: number
  host: string
  /** PGlite data directory (ignored when `databaseUrl` is set). */
  dataDir: string
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl: string | null
  /** HS256 secret for access tokens; null → generated once and kept in app_settings. */
  jwtSecret: string | null
  corsOrigins: string[]
  /** Absolute base URL of this server as browsers reach it (payment stand-in pages link here). */
  publicUrl: string
  firebase: { projectId: string; authEmulatorHost: string | null }
  providers: ProviderConfig
  /** No provider keys: payments use this server's stand-in pages. */
  sandbox: boolean
  /**
   * Development endpoints (the outbox, which hands out sign-in and reset codes) are served only
   * when asked for: PARKADE_DEV_ROUTES=1 or NODE_ENV development/test, and never with
   * NODE_ENV=production.
   */
  devRoutes: boolean
  /** Seed the default data on first start. */
  seed: boolean
}

/** Provider keys and API bases; a provider with a key talks to its real API at that base. */
export interface ProviderConfig {
  paystackSecretKey: string | null
  waveApiKey: string | null
  stripeSecretKey: string | null
  /** Wave signs webhooks with a secret of its own (Wave-Signature). */
  waveWebhookSecret: string | null
  /** Stripe signs webhooks with the endpoint's secret, whsec_… (Stripe-Signature). */
  stripeWebhookSecret: string | null
  /** Publishable keys the browser may hold (pk_…); a secret one is never sent. */
  paystackPublicKey: string | null
  stripePublishableKey: string | null
  paystackApiUrl: string
  waveApiUrl: string
  stripeApiUrl: string
}

export const PROVIDER_API_URLS = {
  paystack: 'https://api.paystack.co',
  wave: 'https://api.wave.com',
  stripe: 'https://api.stripe.com',
} as const

// <repo>/.data/api: git-ignored, next to the workspace root.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

export const DEFAULT_CORS_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:5174',
  'http://localhost:5174',
]

const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)

const apiUrl = (value: string | undefined, fallback: string) => (blankToNull(value) ?? fallback).replace(/\/+$/, '')

function parsePort(value: string | undefined): number {
  if (!value) return 8787
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0–65535, got "${value}"`)
  return port
}

/**
 * The outbox reads anyone's verification and reset codes, so a server whose environment says
 * nothing (no NODE_ENV, no keys) must not serve it: only an explicit development setting does.
 */
function devRoutesEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV === 'production') return false
  return env.PARKADE_DEV_ROUTES === '1' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test'
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT)
  const host = blankToNull(env.HOST) ?? '127.0.0.1'
  const providers = {
    paystackSecretKey: blankToNull(env.PAYSTACK_SECRET_KEY),
    waveApiKey: blankToNull(env.WAVE_API_KEY),
    stripeSecretKey: blankToNull(env.STRIPE_SECRET_KEY),
    waveWebhookSecret: blankToNull(env.WAVE_WEBHOOK_SECRET),
    stripeWebhookSecret: blankToNull(env.STRIPE_WEBHOOK_SECRET),
    paystackPublicKey: blankToNull(env.PAYSTACK_PUBLIC_KEY),
    stripePublishableKey: blankToNull(env.STRIPE_PUBLISHABLE_KEY),
    paystackApiUrl: apiUrl(env.PAYSTACK_API_URL, PROVIDER_API_URLS.paystack),
    waveApiUrl: apiUrl(env.WAVE_API_URL, PROVIDER_API_URLS.wave),
    stripeApiUrl: apiUrl(env.STRIPE_API_URL, PROVIDER_API_URLS.stripe),
  }
  const sandbox = !providers.paystackSecretKey && !providers.waveApiKey && !providers.stripeSecretKey
  // CORS_ORIGINS adds partner origins to the site's and the examples' development origins.
  const extraOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return {
    port,
    host,
    dataDir: resolve(blankToNull(env.PARKADE_DATA_DIR) ?? resolve(repoRoot, '.data/api')),
    databaseUrl: blankToNull(env.DATABASE_URL),
    jwtSecret: blankToNull(env.PARKADE_JWT_SECRET),
    corsOrigins: [...new Set([...DEFAULT_CORS_ORIGINS, ...extraOrigins])],
    publicUrl: (blankToNull(env.PUBLIC_URL) ?? `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    firebase: {
      projectId: blankToNull(env.FIREBASE_PROJECT_ID) ?? 'demo-parkade',
      authEmulatorHost: blankToNull(env.FIREBASE_AUTH_EMULATOR_HOST),
    },
    providers,
    sandbox,
    devRoutes: devRoutesEnabled(env),
    seed: env.PARKADE_SEED !== '0',
  }
}
