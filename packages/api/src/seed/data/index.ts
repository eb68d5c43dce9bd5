export type {
  Amenity,
  BlogPostRow,
  CountryRow,
  EventCategory,
  EventRow,
  FeeRow,
  LandmarkRow,
  LandmarkSurroundings,
  LandmarkType,
  Lang,
  MarketCode,
  MarketplaceCategory,
  MarketplaceItemRow,
  OpeningHours,
  ParkRow,
  PlaceRow,
  PlaceType,
  SubscriptionPlanRow,
  VehicleTypeRow,
} from './types.ts'
export type { CityPricing } from './cityPricing.ts'
export { SEED_BLOG_POSTS } from './blogPosts.ts'
export { CITY_PRICING } from './cityPricing.ts'
export { cityTimeZone } from './cityTimeZone.ts'
export { SEED_COUNTRIES } from './countries.ts'
export { SEED_EVENTS } from './events.ts'
export { SEED_FEES } from './fees.ts'
export { englishPlace } from './englishPlace.ts'
export { frenchPlace } from './frenchPlace.ts'
export { frenchStreet } from './frenchStreet.ts'
export { generateParks } from './generateParks.ts'
export { LANDMARK_SURROUNDINGS } from './landmarkSurroundings.ts'
export { SEED_LANDMARKS } from './landmarks.ts'
export { SEED_MARKETPLACE_ITEMS } from './marketplace.ts'
export { SEED_PARKS } from './parks.ts'
export { SEED_PLACES } from './places.ts'
export { seededRandom } from './seededRandom.ts'
export { slugify } from './slugify.ts'
export { SEED_SUBSCRIPTION_PLANS } from './subscriptionPlans.ts'
export { DEFAULT_VEHICLE_TYPE_ID, SEED_VEHICLE_TYPES } from './vehicleTypes.ts'
