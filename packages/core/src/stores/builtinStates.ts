import { BUILTIN_REGIONS } from '@parkade/contract/domain'
import type { State } from '../api/types.ts'

/**
 * The spec's built-in regions of a country as states (SPEC §7), or none. A module of its own so
 * a bundle fetches them with the states, not with every page (parkade.js: a part of its own).
 */
export function builtinStates(countryId: number): State[] {
  return (BUILTIN_REGIONS[countryId] ?? []).map((region) => ({ ...region }))
}
