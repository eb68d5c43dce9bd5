import type { CountryRow } from './types.ts'

/** Country ids match the spec: 1 is the default (NG); 1–4 have built-in fallback regions. */
export const SEED_COUNTRIES: readonly CountryRow[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 2, name: 'United States', name_fr: 'États-Unis', code: 'US', flag: '🇺🇸', currency: 'USD', phone_prefix: '+1', supported: true },
  // Not a Parkade market: listed because the spec's built-in fallback regions include it.
  { id: 3, name: 'United Kingdom', name_fr: 'Royaume-Uni', code: 'GB', flag: '🇬🇧', currency: 'GBP', phone_prefix: '+44', supported: false },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
  { id: 5, name: 'Canada', name_fr: 'Canada', code: 'CA', flag: '🇨🇦', currency: 'CAD', phone_prefix: '+1', supported: true },
]
