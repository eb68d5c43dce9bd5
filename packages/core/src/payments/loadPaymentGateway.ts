import type { ApiClient } from '../api/createApiClient.ts'
import { DEFAULT_COUNTRY_CODE } from '../constants.ts'
import { createPaymentAdapter } from './createPaymentAdapter.ts'
import { gatewayForCountry, withGatewayOverrides } from '@parkade/contract/domain'
import { PAYMENT_SCRIPT_LOAD_FAILED } from './paymentErrors.ts'
import type { GatewayConfig, GatewayLoadState, GatewayOverrides, PaymentAdapter, PaymentEnvironment } from './types.ts'

export interface LoadedGateway {
  /** The gateway payments go through: the country's, or the one it fell back to. */
  gateway: GatewayConfig
  adapter: PaymentAdapter
  state: Extract<GatewayLoadState, 'ready' | 'error'>
  /** 'Failed to load payment script' when the country's gateway did not load (then `fellBack`). */
  error: Error | null
  fellBack: boolean
}

export interface LoadPaymentGatewayOptions {
  overrides?: GatewayOverrides
  /**
   * A country's gateway config as the server gives it (script URLs, publishable keys); default
   * the built-in table with `overrides`. Asked for the country, then for Nigeria when falling back.
   */
  gatewayFor?(countryCode: string): Promise<GatewayConfig>
  /**
   * A country's gateway config as the server answers it, before `overrides` (which this applies);
   * when it fails, the built-in table. Used when `gatewayFor` is not given.
   */
  serverGateway?(countryCode: string): Promise<GatewayConfig>
  environment?: PaymentEnvironment
  /** Told of each step: loading, then ready, or error (before the fallback is tried). */
  onState?(state: GatewayLoadState, gateway: GatewayConfig): void
  /** The driver chose the country's other provider (Senegal: the card provider) over its own. */
  alternative?: boolean
}

/** The country whose gateway is asked for: its code as the table writes it, Nigeria's when none is given. */
const gatewayCountry = (code: string | null | undefined) => (code ?? '').trim().toUpperCase() || DEFAULT_COUNTRY_CODE

/**
 * SPEC §4, gateway load: loading, then ready; or error, and the fallback: Senegal's card
 * provider when mobile money fails, the Nigeria gateway for any other. Nothing is loaded before
 * this is called (when a payment starts). Paystack, the last resort, still pays by redirect to
 * its hosted page when its script is blocked too, so a fallback is always usable.
 */
export async function loadPaymentGateway(countryCode: string | null | undefined, options: LoadPaymentGatewayOptions = {}): Promise<LoadedGateway> {
  const environment = options.environment ?? {}
  const { serverGateway, overrides } = options
  const gatewayFor =
    options.gatewayFor ??
    (serverGateway
      ? (code: string) => serverGateway(code).then((config) => withGatewayOverrides(config, overrides), () => gatewayForCountry(code, overrides))
      : (code: string) => Promise.resolve(gatewayForCountry(code, overrides)))
  const country = await gatewayFor(gatewayCountry(countryCode))
  const primary = options.alternative && country.fallback ? country.fallback : country
  const attempt = async (gateway: GatewayConfig) => {
    const adapter = createPaymentAdapter(gateway, environment)
    options.onState?.('loading', gateway)
    try {
      await adapter.load()
      options.onState?.('ready', gateway)
      return { adapter, error: null }
    } catch (error) {
      options.onState?.('error', gateway)
      return { adapter, error: error instanceof Error ? error : new Error(PAYMENT_SCRIPT_LOAD_FAILED) }
    }
  }

  const first = await attempt(primary)
  if (!first.error) return { gateway: primary, adapter: first.adapter, state: 'ready', error: null, fellBack: false }
  const fallback = primary.fallback ?? (primary.provider === 'paystack' ? null : await gatewayFor(DEFAULT_COUNTRY_CODE))
  // Nigeria's own gateway has nowhere else to go: its adapter pays by redirect.
  if (!fallback) return { gateway: primary, adapter: first.adapter, state: 'error', error: first.error, fellBack: false }
  const second = await attempt(fallback)
  return { gateway: fallback, adapter: second.adapter, state: second.error ? 'error' : 'ready', error: first.error, fellBack: true }
}

/** What a client keeps for its payments: its API, settings, and the server's answers per country. */
export interface ClientGateways {
  api: Pick<ApiClient, 'payments'>
  apiBaseUrl: string
  overrides: GatewayOverrides
  /** The origins a payment may send the driver to; the server's gateway answers extend it. */
  pageOrigins: string[]
  /** The server's gateway answer per country, asked once. */
  answers: Map<string, Promise<GatewayConfig>>
  signal: AbortSignal
}

/**
 * `client.loadGateway`: the country's gateway as the server answers it (its stand-ins in sandbox
 * mode; unreachable, the built-in table), through this client's API. It lives here, with the
 * adapters, so a page that never takes a payment does not carry it.
 */
export async function loadClientGateway(
  countryCode: string | null | undefined,
  options: Pick<LoadPaymentGatewayOptions, 'onState' | 'alternative'> & { environment?: PaymentEnvironment },
  client: ClientGateways,
): Promise<LoadedGateway> {
  const { api, answers, pageOrigins, signal } = client
  const serverGateway = (code: string): Promise<GatewayConfig> => {
    let answer = answers.get(code)
    if (!answer) {
      answer = api.payments.gateway(code, { signal })
      answer.then(
        (config) => {
          for (const origin of [config.config.pageOrigin, config.fallback?.config.pageOrigin]) if (origin && !pageOrigins.includes(origin)) pageOrigins.push(origin)
        },
        () => answers.delete(code),
      )
      answers.set(code, answer)
    }
    return answer
  }
  // The stand-ins' origin as the API names it; the API's own origin when it names none.
  const first = await serverGateway(gatewayCountry(countryCode)).catch(() => null)
  const standIns = first?.config.pageOrigin ?? first?.fallback?.config.pageOrigin
  return loadPaymentGateway(countryCode, {
    overrides: client.overrides,
    serverGateway,
    ...(options.onState ? { onState: options.onState } : {}),
    ...(options.alternative ? { alternative: true } : {}),
    environment: {
      createPaymentIntent: (body) => api.payments.createPaymentIntent(body),
      sandboxOrigin: standIns ?? new URL(client.apiBaseUrl, 'http://localhost').origin,
      pageOrigins,
      ...options.environment,
    },
  })
}
