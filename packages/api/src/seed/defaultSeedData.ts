// The regions are the contract's, so the server and the SDK's built-in fallback list agree.
import { BUILTIN_REGIONS, CANADA_REGIONS } from '@parkade/contract/domain'
import {
  SEED_BLOG_POSTS,
  SEED_COUNTRIES,
  SEED_EVENTS,
  SEED_FEES,
  SEED_LANDMARKS,
  SEED_MARKETPLACE_ITEMS,
  SEED_PARKS,
  SEED_PLACES,
  SEED_SUBSCRIPTION_PLANS,
  SEED_VEHICLE_TYPES,
} from './data/index.ts'
import type { SeedData } from './SeedData.ts'

/** The small default seed: every data file of src/seed/data. */
export function defaultSeedData(): SeedData {
  return {
    countries: SEED_COUNTRIES,
    regions: [...Object.values(BUILTIN_REGIONS).flat(), ...CANADA_REGIONS],
    vehicleTypes: SEED_VEHICLE_TYPES,
    fees: SEED_FEES,
    landmarks: SEED_LANDMARKS,
    places: SEED_PLACES,
    parks: SEED_PARKS,
    events: SEED_EVENTS,
    marketplaceItems: SEED_MARKETPLACE_ITEMS,
    blogPosts: SEED_BLOG_POSTS,
    plans: SEED_SUBSCRIPTION_PLANS,
  }
}
