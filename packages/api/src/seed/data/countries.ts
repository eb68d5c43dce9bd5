import { COUNTRIES } from '@parkade/contract/domain'
import type { CountryRow } from './types.ts'

/** The contract's countries: ids match the spec (1 is the default, NG; 1–4 have built-in fallback regions). */
export const SEED_COUNTRIES: readonly CountryRow[] = COUNTRIES
