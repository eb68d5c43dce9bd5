import type { Region } from '@parkade/contract'
import type {
  BlogPostRow,
  CountryRow,
  EventRow,
  FeeRow,
  LandmarkRow,
  MarketplaceItemRow,
  ParkRow,
  PlaceRow,
  SubscriptionPlanRow,
  VehicleTypeRow,
} from './data/types.ts'

/** Everything the default seed loads, as the data files define it. */
export interface SeedData {
  countries: readonly CountryRow[]
  regions: readonly Region[]
  vehicleTypes: readonly VehicleTypeRow[]
  fees: readonly FeeRow[]
  landmarks: readonly LandmarkRow[]
  /** Landmarks and cities for the place search (landmarks with parks are listed in `landmarks` too). */
  places: readonly PlaceRow[]
  parks: readonly ParkRow[]
  events: readonly EventRow[]
  marketplaceItems: readonly MarketplaceItemRow[]
  blogPosts: readonly BlogPostRow[]
  plans: readonly SubscriptionPlanRow[]
}
