import type { PaymentProvider } from './paymentProviders.ts'

/** Where a provider's browser side lives; every field can be overridden (sandbox stand-ins). */
export interface GatewayProviderConfig {
  /** A publishable key; never a secret one (see usableCardKey). */
  publicKey?: string
  scriptUrl?: string
  /** Mobile money's API base. */
  apiUrl?: string
  /** Where this provider's payment pages are when not on its own origin: the sandbox's stand-ins. */
  pageOrigin?: string
}

/** One row of the country → gateway table (SPEC §3, §9). */
export interface GatewayConfig {
  provider: PaymentProvider
  name: string
  currency: string
  symbol: string
  config: GatewayProviderConfig
  /** Used when this gateway fails to load (SPEC §4: Senegal falls back to the card provider). */
  fallback?: GatewayConfig
}

/** Per-provider settings that replace the table's defaults. */
export type GatewayOverrides = Partial<Record<PaymentProvider, GatewayProviderConfig>>
