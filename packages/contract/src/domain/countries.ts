import type { CurrencyCode } from './currencies.ts'

/** Two-letter country codes the product knows (ISO 3166-1 alpha-2). GB is listed only for the spec's fallback regions. */
export const COUNTRY_CODES = ['NG', 'US', 'GB', 'SN', 'CA'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** Countries where Parkade operates (SPEC §1). */
export const SUPPORTED_COUNTRY_CODES = ['NG', 'US', 'CA', 'SN'] as const
export type SupportedCountryCode = (typeof SUPPORTED_COUNTRY_CODES)[number]

/** Used when no country is selected (SPEC §9) and when IP detection fails (SPEC §4). */
export const DEFAULT_COUNTRY_ID = 1
export const DEFAULT_COUNTRY_CODE = 'NG'

/**
 * Country ids with built-in fallback regions (SPEC §3): 1 Nigeria, 2 United States,
 * 3 United Kingdom, 4 Senegal.
 */
export const BUILTIN_REGION_COUNTRY_IDS = { NG: 1, US: 2, GB: 3, SN: 4 } as const

export interface CountryInfo {
  id: number
  name: string
  name_fr: string
  code: CountryCode
  /** Flag emoji. */
  flag: string
  currency: CurrencyCode
  /** International dialling prefix, e.g. '+234'. */
  phone_prefix: string
  /** False when listed but not a Parkade market. */
  supported: boolean
}

/** Every country with its id (ids match the spec: 1 is the default; 1–4 have built-in regions). */
export const COUNTRIES: readonly CountryInfo[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 2, name: 'United States', name_fr: 'États-Unis', code: 'US', flag: '🇺🇸', currency: 'USD', phone_prefix: '+1', supported: true },
  { id: 3, name: 'United Kingdom', name_fr: 'Royaume-Uni', code: 'GB', flag: '🇬🇧', currency: 'GBP', phone_prefix: '+44', supported: false },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
  { id: 5, name: 'Canada', name_fr: 'Canada', code: 'CA', flag: '🇨🇦', currency: 'CAD', phone_prefix: '+1', supported: true },
]

/** A wallet's currency is its owner's country's; anyone else's is NGN's (SPEC §9). */
export const WALLET_CURRENCY_BY_COUNTRY: Readonly<Record<SupportedCountryCode, CurrencyCode>> = {
  NG: 'NGN',
  SN: 'XOF',
  US: 'USD',
  CA: 'CAD',
}
