/** Row shapes of the sandbox API seed data. Money is in major units of `currency` (₦, $, C$, CFA). */

import type { ParkRateSummary } from '@parkade/contract'
import type { CountryInfo, CurrencyCode, SupportedCountryCode } from '@parkade/contract/domain'

/** Countries where Parkade operates (GB is present only for the spec's fallback regions). */
export type MarketCode = SupportedCountryCode
export type Lang = 'en' | 'fr'

export type CountryRow = CountryInfo

export interface VehicleTypeRow {
  id: number
  name: string
  name_fr: string
  description: string
  description_fr: string
  /** Factor applied to a park's car rate to price this vehicle type. */
  rate_multiplier: number
}

export interface FeeRow {
  country_code: MarketCode
  code: string
  name: string
  name_fr: string
  /** 'percent': `amount` is a percentage (7.5 = 7.5 %); 'fixed': `amount` is money per booking. */
  kind: 'percent' | 'fixed'
  amount: number
  currency: CurrencyCode
}

export type LandmarkType = 'airport' | 'stadium' | 'station' | 'city'

/** A real place (airport, stadium or arena, station, city district) with its real approximate position. */
export interface LandmarkRow {
  /** Stable, url-safe, prefixed by the city, e.g. 'lagos-victoria-island'. */
  key: string
  name: string
  name_fr?: string
  type: LandmarkType
  /** The city the landmark serves (an airport outside city limits still lists its city). */
  city: string
  /** ISO 3166-2 code of the region it lies in, e.g. 'NG-LA'. */
  region_code: string
  country_code: MarketCode
  lat: number
  lng: number
  address: string
}

/** Where parks around a landmark are placed and addressed. */
export interface LandmarkSurroundings {
  /** Locality that ends a park's address, e.g. 'Victoria Island, Lagos' or 'Bronx, NY'. */
  locality: string
  /** Real streets near the landmark. */
  streets: readonly string[]
  /** How far (metres) from the anchor parks may lie. */
  radius_m: number
  /** Centre of the parks when it is not the landmark itself (e.g. the mainland side of an island airport). */
  anchor?: { lat: number; lng: number }
}

export type Amenity =
  | 'cctv'
  | 'security'
  | 'covered'
  | 'lighting'
  | 'ev_charging'
  | 'disabled_access'
  | 'shuttle'
  | 'valet'
  | 'car_wash'
  | 'toilets'

export interface OpeningHours {
  /** 'HH:MM', local time. */
  open: string
  /** 'HH:MM', local time. */
  close: string
}

export interface ParkRow {
  /** Unique, url-safe: `${landmark_key}-${suffix}`. */
  slug: string
  /** Unique, 8 upper-case alphanumerics ('PK' + 6), for the QR landing `/park/{parkCode}`. */
  park_code: string
  name: string
  type: LandmarkType
  landmark_key: string
  description_en: string
  description_fr: string
  address: string
  city: string
  region_code: string
  country_code: MarketCode
  lat: number
  lng: number
  /** IANA time zone of the city, e.g. 'Africa/Lagos'. */
  time_zone: string
  capacity: number
  /** Null when open 24 hours. */
  opening_hours: OpeningHours | null
  is_24_hours: boolean
  amenities: readonly Amenity[]
  entry_instructions_en: string
  entry_instructions_fr: string
  currency: CurrencyCode
  /** One rate for each of the five vehicle types. */
  rates: readonly ParkRateSummary[]
  image_key: string
}

export type EventCategory =
  | 'football'
  | 'concert'
  | 'conference'
  | 'basketball'
  | 'festival'
  | 'hockey'
  | 'rugby'
  | 'baseball'
  | 'wrestling'
  | 'marathon'
  | 'motorsport'

export interface EventRow {
  /** Unique, upper-case, e.g. 'EV-AFRO-LAG-01'. */
  event_code: string
  name: string
  name_fr: string
  description_en: string
  description_fr: string
  /** A `LandmarkRow.key`. */
  venue_landmark_key: string
  /** ISO 8601 with the venue's UTC offset. */
  starts_at: string
  ends_at: string
  category: EventCategory
  is_private: boolean
  /** Required to open a private event (SPEC /private-event-access); null for public events. */
  access_code: string | null
  parking_opens_at: string
  image_key: string
}

export type MarketplaceCategory = 'monthly-pass' | 'ev-charger' | 'accessory' | 'service'

export interface MarketplaceItemRow {
  id: number
  title: string
  title_fr: string
  description_en: string
  description_fr: string
  category: MarketplaceCategory
  price: number
  currency: CurrencyCode
  country_code: MarketCode
  seller: string
  image_key: string
  stock: number
  /** The landmark a monthly pass is valid at; null for goods and services. */
  landmark_key: string | null
}

export interface BlogPostRow {
  id: number
  slug: string
  lang: Lang
  title: string
  excerpt: string
  /** Markdown. */
  body: string
  author: string
  /** ISO 8601. */
  published_at: string
  tags: readonly string[]
  cover_image_key: string
}

export interface SubscriptionPlanRow {
  /** Unique, e.g. 'NG-COMMUTER'. */
  code: string
  name: string
  name_fr: string
  description_en: string
  description_fr: string
  price_monthly: number
  currency: CurrencyCode
  country_code: MarketCode
  features_en: readonly string[]
  features_fr: readonly string[]
}

/** What a place is, for the place search: a landmark's kind, 'district' for a part of a city, 'city'. */
export type PlaceType = 'airport' | 'stadium' | 'station' | 'district' | 'venue' | 'city'

/** A place drivers head for (GET /places): a landmark or a city, in the `places` table's columns. */
export interface PlaceRow {
  /** 'landmark:{key}' or 'city:{country code}:{slug}'. */
  id: string
  kind: 'landmark' | 'city'
  /** For a landmark with parks: its key (parks.landmark_key); null for a place without parks. */
  landmark_key: string | null
  type: PlaceType
  name: string
  name_fr: string | null
  city: string
  region_code: string
  /** Where it is, to tell places apart; '' for a city. */
  address: string
  country_code: MarketCode
  lat: number
  lng: number
  importance: number
  /** Other names drivers use (IATA codes, 'MSG'), space separated. */
  aliases: string
}
