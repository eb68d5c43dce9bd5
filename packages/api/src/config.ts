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
  /** Connections to PostgreSQL this process keeps at most (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number
  /** HS256 secret for access tokens; null → generated once and kept in app_settings. */
  jwtSecret: string | null
  /** Absolute base URL of this server as browsers reach it (payment stand-in pages link here). */
  publicUrl: string
  /** PUBLIC_URL was given (production requires it). */
  publicUrlSet: boolean
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
  /**
   * 'production' (NODE_ENV=production: every setting checked at start, no dev routes, no
   * stand-ins), 'sandbox' (no provider keys: stand-in provider pages) or 'staging' (provider keys
   * outside production).
   */
  mode: ServerMode
  /** nodemailer's SMTP transport URL (smtp:// or smtps://); null keeps mail in the queue (sandbox: readable at /dev/outbox). */
  smtpUrl: string | null
  /** The From header of every e-mail. */
  mailFrom: string
  /**
   * Fastify's trustProxy: whether X-Forwarded-For names the client (true, a hop count, or the
   * proxies' addresses/CIDRs). false: the peer address is the client.
   */
  trustProxy: boolean | number | string[]
  /** How long an unpaid gateway booking holds its space, in minutes. */
  bookingHoldMinutes: number
  /** How often the hold-expiry job runs, in milliseconds. */
  holdSweepMs: number
  /** How often the mail worker looks for due messages when idle, in milliseconds. */
  mailPollMs: number
  /** SIGTERM: how long in-flight requests may take to finish before the process exits. */
  shutdownTimeoutMs: number
  /** pino's level: 'info' logs one line per request. */
  logLevel: string
}

export type ServerMode = 'production' | 'sandbox' | 'staging'

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

const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)

const apiUrl = (value: string | undefined, fallback: string) => (blankToNull(value) ?? fallback).replace(/\/+$/, '')

/** A setting the server cannot run with; the message names the variable and what it takes. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

function parsePort(value: string | undefined): number {
  if (!value) return 8787
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be an integer 0–65535, got "${value}"`)
  return port
}

/**
 * 10 connections: on 2 cores, 4 made a nearest search cheaper (about 1.1 against 1.3 ms of the
 * API's and PostgreSQL's CPU) but bookings slower (about 660 against 830 a second): a booking's
 * transaction holds its connection across its round trips (BENCHMARKS.md, 2026-11-26, issue 25
 * fifth step).
 */
export const DEFAULT_POOL_SIZE = 10

function poolSize(value: string | undefined): number {
  if (!blankToNull(value)) return DEFAULT_POOL_SIZE
  const size = Number(value)
  // Two at least: the migrations' advisory lock holds one connection while they run on another.
  if (!Number.isInteger(size) || size < 2 || size > 1000) throw new ConfigError(`DATABASE_POOL_SIZE must be an integer 2–1000, got "${value}"`)
  return size
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = blankToNull(env[name])
  if (value === null) return fallback
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) throw new ConfigError(`${name} must be a positive number, got "${value}"`)
  return number
}

/**
 * TRUST_PROXY as Fastify's trustProxy: "true"/"false", a hop count ("1": the nearest proxy is
 * trusted), or a comma-separated list of proxy addresses and CIDRs ("10.0.0.0/8,127.0.0.1").
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = blankToNull(value)
  if (text === null || text === 'false' || text === '0') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  for (const item of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(item) && !['loopback', 'linklocal', 'uniquelocal'].includes(item)) {
      throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or addresses/CIDRs separated by commas; "${item}" is none of these`)
    }
  }
  return list
}

function parseSmtpUrl(value: string | undefined): string | null {
  const text = blankToNull(value)
  if (text === null) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587 or smtps://…:465')
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`)
  return text
}

/**
 * What production refuses to run without: a server that starts on defaults would keep data in
 * a local file, sign tokens with a secret only it knows, or drop every e-mail.
 */
export function productionProblems(config: Config): string[] {
  if (config.mode !== 'production') return []
  const problems: string[] = []
  if (!config.databaseUrl) problems.push('DATABASE_URL: the PostgreSQL database (postgres://user:password@host:5432/parkade); production does not run on the embedded PGlite.')
  if (!config.jwtSecret) problems.push('PARKADE_JWT_SECRET: the secret that signs access tokens, the same on every instance (at least 32 characters).')
  else if (config.jwtSecret.length < 32) problems.push('PARKADE_JWT_SECRET must be at least 32 characters long.')
  if (!config.smtpUrl) problems.push('SMTP_URL: the mail server that sends verification codes and booking confirmations (smtp://… or smtps://…).')
  if (!config.publicUrlSet) problems.push('PUBLIC_URL: the address browsers reach this API at (https://api.example.com), used in payment pages and e-mails.')
  if (config.sandbox) problems.push('PAYSTACK_SECRET_KEY, WAVE_API_KEY or STRIPE_SECRET_KEY: production takes payments through the real providers, never the sandbox stand-ins.')
  return problems
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
  const production = env.NODE_ENV === 'production'
  const publicUrl = (blankToNull(env.PUBLIC_URL) ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
  return {
    port,
    host,
    dataDir: resolve(blankToNull(env.PARKADE_DATA_DIR) ?? resolve(repoRoot, '.data/api')),
    databaseUrl: blankToNull(env.DATABASE_URL),
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    jwtSecret: blankToNull(env.PARKADE_JWT_SECRET),
    publicUrl,
    publicUrlSet: blankToNull(env.PUBLIC_URL) !== null,
    firebase: {
      projectId: blankToNull(env.FIREBASE_PROJECT_ID) ?? 'demo-parkade',
      authEmulatorHost: blankToNull(env.FIREBASE_AUTH_EMULATOR_HOST),
    },
    providers,
    sandbox,
    devRoutes: devRoutesEnabled(env),
    seed: env.PARKADE_SEED !== '0',
    mode: production ? 'production' : sandbox ? 'sandbox' : 'staging',
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: blankToNull(env.MAIL_FROM) ?? `Parkade <no-reply@${new URL(publicUrl).hostname}>`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bookingHoldMinutes: positiveNumber(env, 'BOOKING_HOLD_MINUTES', 15),
    holdSweepMs: positiveNumber(env, 'HOLD_SWEEP_SECONDS', 60) * 1000,
    mailPollMs: positiveNumber(env, 'MAIL_POLL_MS', 1000),
    shutdownTimeoutMs: positiveNumber(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    logLevel: blankToNull(env.LOG_LEVEL) ?? (production ? 'info' : 'warn'),
  }
}
